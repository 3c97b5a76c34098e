import { type LodgementStatus, REPORT_LODGEMENT_MESSAGES as M } from '@brokerdesk/contract/constants';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, testClient } from '../../test/client-fixtures';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { LodgementPage } from './lodgement-page';

configure({ asyncUtilTimeout: 5000 });

const base: LodgementStatus = {
  option_on: true,
  allowed: true,
  configured: true,
  state: 'none',
  step: 'preparing',
  documents_sent: 0,
  documents_total: 0,
  remote_reference: null,
  remote_url: null,
  error: null,
  lodged_at: null,
  missing: [],
  unanswered: 0,
};

function serve(status: Partial<LodgementStatus>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const path = (url.split('?')[0] ?? '').replace('/api/', '');
      if (path === 'lodgement/upload') return jsonResponse(200, { ...base, ...status, state: 'queued' });
      if (path === 'client/detail') return jsonResponse(200, testClient());
      if (path === 'lodgement/status') return jsonResponse(200, { ...base, ...status });
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    }),
  );
  return calls;
}

const open = (view = '') =>
  renderRoutes(
    [{ path: 'client/:clientId/lodgement/:view?', element: <LodgementPage /> }],
    `/client/${CLIENT_ID}/lodgement${view}`,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LodgementPage', { timeout: 20_000 }, () => {
  it('lists what is missing, each linking to its page, and does not offer the upload', async () => {
    serve({ missing: [{ label: 'Requirements: loan amount', to: `/client/${CLIENT_ID}/application/requirement` }] });
    open();
    const link = await screen.findByRole('link', { name: 'Requirements: loan amount' });
    expect(link).toHaveAttribute('href', `/client/${CLIENT_ID}/application/requirement`);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('says why lodgement is not available and links to the page that fixes it', async () => {
    serve({ allowed: false });
    const { unmount } = open();
    expect(await screen.findByTestId('lodgement-unavailable')).toHaveTextContent(M.lodgementNeedsPro);
    expect(screen.getByRole('link', { name: 'Open Payments' })).toHaveAttribute('href', '/broker/3/stripe');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    unmount();
    vi.unstubAllGlobals();
    serve({ option_on: false, allowed: false });
    open();
    expect(await screen.findByTestId('lodgement-unavailable')).toHaveTextContent(M.lodgementNeedsAggregator);
    expect(screen.getByRole('link', { name: 'Open My account' })).toHaveAttribute('href', '/broker/3/account');
  });

  it('warns before uploading an application with missing answers, and uploads only when told to', async () => {
    const calls = serve({ unanswered: 37 });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Some answers are still missing' });
    expect(dialog).toHaveTextContent('37 answers are still missing');
    expect(calls.filter((u) => u.includes('lodgement/upload'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((u) => u.includes('lodgement/upload'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload anyway' }));
    await waitFor(() => expect(calls.filter((u) => u.includes('lodgement/upload'))).toHaveLength(1));
  });

  it('shows why the last upload stopped, in plain words', async () => {
    serve({
      state: 'failed',
      error: { code: 'credentials', message: 'The lodgement system did not accept your API key.' },
    });
    open();
    expect(await screen.findByTestId('lodgement-error')).toHaveTextContent('did not accept your API key');
    expect(screen.getByRole('button', { name: 'Upload again' })).toBeEnabled();
  });

  it('the confirmation route shows the reference and links to it', async () => {
    serve({
      state: 'done',
      step: 'done',
      remote_reference: 'MRC-100001',
      remote_url: 'https://crm.example/deals/d1',
      lodged_at: '2026-11-27T01:00:00Z',
    });
    open('/confirmation');
    expect(await screen.findByTestId('lodgement-reference')).toHaveTextContent('MRC-100001');
    expect(screen.getByRole('link', { name: 'Open in the lodgement system' })).toHaveAttribute(
      'href',
      'https://crm.example/deals/d1',
    );
  });
});
