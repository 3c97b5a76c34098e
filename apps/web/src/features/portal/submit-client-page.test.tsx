import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, clientUser } from '../../test/client-fixtures';
import { fakePortal } from '../../test/fake-portal';
import { renderRoutes } from '../../test/render';
import { SubmitPage } from './submit-page';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/me', () => ({ useMe: () => clientUser }));

const renderSubmit = () =>
  renderRoutes(
    [{ path: 'client/:clientId/application/submit', element: <SubmitPage /> }],
    `/client/${CLIENT_ID}/application/submit`,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SubmitClientPage', { timeout: 20_000 }, () => {
  it('lists what is missing on the client’s own pages only, linked to them', async () => {
    fakePortal({
      client: {
        submit: {
          pages: 'profile,asset,submit',
          invited_at: null,
          submitted_at: null,
          lodged_at: null,
          personal_message: '',
        },
      },
      missing: { asset: 1, liability: 3 },
    });
    renderSubmit();
    expect(await screen.findByTestId('progress-asset')).toHaveTextContent('1 answer missing');
    expect(screen.getByRole('link', { name: 'Assets' })).toHaveAttribute(
      'href',
      `/client/${CLIENT_ID}/application/asset`,
    );
    // Each applicant's details, in the navigation's order, then the pages: the order of Back and Next.
    expect(screen.getAllByTestId(/^progress-/).map((el) => el.dataset.testid)).toEqual([
      'progress-profile-101',
      'progress-profile-102',
      'progress-profile-103',
      'progress-profile-104',
      'progress-asset',
    ]);
    expect(screen.getByTestId('progress-profile-103')).toHaveTextContent(/Chen Holdings Pty LtdCompanyComplete/);
    // The last step: Back leads to the one before it.
    expect(screen.getByTestId('step-indicator')).toHaveTextContent('Submit · 6 of 6');
    expect(screen.getByRole('link', { name: 'Back: Assets' })).toHaveAttribute(
      'href',
      `/client/${CLIENT_ID}/application/asset`,
    );
    expect(screen.queryByTestId('progress-liability')).not.toBeInTheDocument();
    expect(screen.queryByTestId('progress-requirement')).not.toBeInTheDocument();
  });

  it('submits to the adviser after a confirmation and then thanks the client', async () => {
    const api = fakePortal();
    renderSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to Sarah' }));
    expect(api.calls).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.calls).toEqual([{ path: 'client/submit', body: { clientId: CLIENT_ID } }]));
    expect(await screen.findByTestId('submitted-thanks')).toHaveTextContent(/submitted to Sarah on 5 Mar 2026/);
  });

  it('asks a lodged client to confirm their answers for an annual review, and then says they did', async () => {
    const api = fakePortal({
      client: { status: 'lodged' },
      review: {
        id: 9,
        client_id: CLIENT_ID,
        status: 'open',
        due_on: '2027-03-01',
        started_at: '2027-02-20T00:00:00.000Z',
        confirmed_at: null,
      },
    });
    renderSubmit();
    const panel = await screen.findByTestId('review-confirm');
    expect(panel).toHaveTextContent(/Last year's answers are already filled in/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my answers' }));
    expect(api.calls).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls).toEqual([{ path: 'review/confirm', body: { reviewId: 9 } }]));
    expect(await screen.findByTestId('review-confirmed')).toHaveTextContent(/You confirmed your answers on 5 Mar 2026/);
  });
});
