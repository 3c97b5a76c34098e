import { MESSAGES } from '@brokerdesk/contract/constants';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSearchPattern } from '../../lib/list-params';
import { notifyError, notifySuccess } from '../../lib/notify';
import { adviserRow } from '../../test/adviser-rows';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AdviserListPage } from './adviser-list-page';
import { type AdviserListConfig, BROKER_LIST, PLANNER_LIST } from './list-config';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const json = jsonResponse;

type Call = { url: string; method: string; body: unknown };
function mockFetch(handler: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

function renderList(config: AdviserListConfig, path = `/${config.kind}/list`) {
  const element = <AdviserListPage config={config} />;
  return renderRoutes(
    [
      { path: `/${config.kind}/list`, element },
      { path: `/${listSearchPattern(config.kind)}`, element },
    ],
    path,
  );
}

async function openPanel(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByTestId('actions-panel');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AdviserListPage', () => {
  it('links each name to that adviser’s account page', async () => {
    mockFetch((call) =>
      call.url.startsWith('/api/planner')
        ? json(200, {
            planners: [adviserRow({ kind: 'planner', id: 12, first_name: 'Tom', last_name: 'Lee' })],
            total: 1,
          })
        : json(200, { brokers: [adviserRow()], total: 1 }),
    );
    renderList(BROKER_LIST);
    expect(await screen.findByRole('link', { name: 'Priya Shah' })).toHaveAttribute('href', '/broker/11/account');
    cleanup();
    renderList(PLANNER_LIST);
    expect(await screen.findByRole('link', { name: 'Tom Lee' })).toHaveAttribute('href', '/planner/12/account');
  });

  it('shows the count, and a header click sorts through the URL, ascending then descending', async () => {
    const calls = mockFetch(() => json(200, { brokers: [adviserRow()], total: 1 }));
    const { router } = renderList(BROKER_LIST);
    expect(await screen.findByText('Found 1 broker')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/broker/list?orderBy=created_at&orderType=desc&limit=50&offset=0');

    await userEvent.click(screen.getByRole('button', { name: /Clients past month/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/broker/list-search/-/recent_clients_count/asc/50/0'),
    );
    expect(screen.getByRole('columnheader', { name: /Clients past month/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: /Clients past month/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/broker/list-search/-/recent_clients_count/desc/50/0'),
    );
    expect(screen.getByRole('columnheader', { name: /Clients past month/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(calls.at(-1)?.url).toContain('orderBy=recent_clients_count&orderType=desc'));
  });

  it('searches on Enter and restores the search from a pasted link', async () => {
    mockFetch(() => json(200, { brokers: [], total: 0 }));
    const { router } = renderList(BROKER_LIST, '/broker/list-search/shah%20finance/email/asc/50/0');
    expect(await screen.findByText(MESSAGES.noBrokers)).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search brokers' });
    expect(box).toHaveValue('shah finance');
    await userEvent.clear(box);
    await userEvent.type(box, 'kim{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/broker/list-search/kim/email/asc/50/0'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/broker/list'));
  });

  it('a panel action puts the answered row in place without reloading the list', async () => {
    const calls = mockFetch(({ url }) =>
      url.includes('/edit/11')
        ? json(200, { broker: adviserRow({ suspended: true }) })
        : json(200, { brokers: [adviserRow({ free_access: true })], total: 1 }),
    );
    renderList(BROKER_LIST);
    const panel = await openPanel('Priya Shah');
    expect(within(panel).getByText('Free access')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Suspend' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.brokerUpdated));
    expect(calls.at(-1)).toMatchObject({
      url: '/api/broker/edit/11?action=suspended',
      method: 'POST',
      body: { suspended: true },
    });
    const row = screen.getByTestId('adviser-row-11');
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    expect(within(row).queryByText('Free access')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Un-suspend' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/broker/list'))).toHaveLength(1);
  });

  it('shortens the trial by the chosen duration and reports a failure in the spec words', async () => {
    const calls = mockFetch(({ url }) =>
      url.includes('extend-trial')
        ? json(400, { error: { code: 'validation', message: 'nope' } })
        : json(200, { planners: [adviserRow({ kind: 'planner' })], total: 1 }),
    );
    renderList(PLANNER_LIST);
    const panel = await openPanel('Priya Shah');
    const select = within(panel).getByLabelText('Change trial by');
    expect(select).toHaveValue('7 days');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: '-30 days (shorten)', hidden: true }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(MESSAGES.trialExtendFailed));
    expect(calls.at(-1)).toMatchObject({ url: '/api/planner/extend-trial/11', body: { duration: '-30 days' } });
  });

  it('planner terminate billing without a recent billing date says it is not ready and sends nothing', async () => {
    const calls = mockFetch(() =>
      json(200, {
        planners: [adviserRow({ kind: 'planner', paying: true, plan: 'pro', recent_billing_date: null })],
        total: 1,
      }),
    );
    renderList(PLANNER_LIST);
    const panel = await openPanel('Priya Shah');
    await userEvent.click(within(panel).getByRole('button', { name: 'Terminate billing' }));
    expect(notifyError).toHaveBeenCalledWith(MESSAGES.billingNotReady);
    expect(screen.queryByRole('dialog', { name: 'Terminate billing' })).not.toBeInTheDocument();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('broker terminate billing asks first, then updates the row', async () => {
    const calls = mockFetch(({ url }) =>
      url.includes('terminate-billing')
        ? json(200, { broker: adviserRow({ paying: false, plan: null, recent_billing_date: null }) })
        : json(200, {
            brokers: [adviserRow({ paying: true, plan: 'pro', recent_billing_date: '2024-05-01' })],
            total: 1,
          }),
    );
    renderList(BROKER_LIST);
    const panel = await openPanel('Priya Shah');
    await userEvent.click(within(panel).getByRole('button', { name: 'Terminate billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate billing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate billing' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.billingTerminated));
    expect(calls.at(-1)).toMatchObject({ url: '/api/broker/terminate-billing/11', method: 'POST' });
    await waitFor(() => expect(within(screen.getByTestId('adviser-row-11')).getByText('No')).toBeInTheDocument());
  });

  it('deletes after a confirmation naming the planner, and the row leaves the list', async () => {
    const calls = mockFetch(({ method }) =>
      method === 'DELETE'
        ? json(200, { message: MESSAGES.plannerDeleted })
        : json(200, {
            planners: [adviserRow({ kind: 'planner' }), adviserRow({ kind: 'planner', id: 12, first_name: 'Tom' })],
            total: 2,
          }),
    );
    renderList(PLANNER_LIST);
    const panel = await openPanel('Priya Shah');
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete planner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete planner' });
    expect(dialog).toHaveTextContent('Delete Priya Shah (priya@example.com)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.plannerDeleted));
    expect(calls.at(-1)).toMatchObject({ url: '/api/planner/delete/11', method: 'DELETE' });
    await waitFor(() => expect(screen.queryByTestId('adviser-row-11')).not.toBeInTheDocument());
    expect(screen.getByText('Found 1 planner')).toBeInTheDocument();
  });
});
