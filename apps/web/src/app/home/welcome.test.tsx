import { MESSAGES, type User } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adviserDetail, describeCall, type FetchCall } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AdviserHomePage } from './welcome';

let me: User = brokerUser;
vi.mock('../../lib/me', async (original) => ({ ...(await original<object>()), useMe: () => me }));

const client = {
  id: 21,
  name: 'Daniel Wright',
  email: 'daniel.wright@gmail.com',
  phone_mobile: '+61422100200',
  num_applicants: 2,
  client_type: 'active',
  status: 'submitted',
  access: 'active',
  last_activity_timestamp: '2025-03-05T01:00:00.000Z',
  created_at: '2025-02-01T01:00:00.000Z',
};

const task = {
  client_id: 21,
  client_name: 'Daniel Wright',
  done: false,
  is_automatic: false,
  created_at: '2025-03-01T01:00:00.000Z',
};
const todayTask = { ...task, id: 2, title: 'Call the valuer', due_date: '2025-03-06' };
const overdueTask = { ...task, id: 1, title: 'Chase the conditions', due_date: '2025-03-01', is_automatic: true };

function mockApi(detail = adviserDetail(), billing: 'local' | 'off' = 'local') {
  let adviser = detail;
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = describeCall(url, init);
      calls.push(call);
      const path = url.split('?')[0];
      if (path === '/api/meta') return jsonResponse(200, { demo: false, billing });
      if (path === '/api/broker/detail') return jsonResponse(200, adviser);
      if (path === '/api/broker/save') {
        const body = call.body as { key: string; value: unknown };
        adviser = { ...adviser, [body.key]: body.value };
        return jsonResponse(200, adviser);
      }
      if (path === '/api/client/list') return jsonResponse(200, { clients: [client], total: 1 });
      if (path === '/api/template/list') return jsonResponse(200, { templates: [] });
      if (path === '/api/task/list') {
        const overdue = url.includes('due=overdue');
        return jsonResponse(200, { tasks: [overdue ? overdueTask : todayTask], total: 1 });
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  me = brokerUser;
});

describe('the adviser landing page', { timeout: 20_000 }, () => {
  it('searches active clients as the spec says, with the search in the URL', async () => {
    const calls = mockApi();
    const { router } = renderRoutes([{ path: '/broker/home', element: <AdviserHomePage /> }], '/broker/home');
    // Generous waits: the page renders several cards and modals, slow in jsdom on a busy machine.
    const wait = { timeout: 5000 };
    expect(await screen.findByRole('link', { name: 'Daniel Wright' }, wait)).toHaveAttribute('href', '/client/21');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search active clients' }), 'wright{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=wright'), wait);
    await waitFor(
      () =>
        expect(
          Object.fromEntries(
            new URL(calls.filter((c) => c.url.startsWith('/api/client/list?')).at(-1)?.url ?? '', 'http://x')
              .searchParams,
          ),
        ).toEqual({
          query: 'wright',
          clientType: 'active',
          status: 'all',
          access: 'all',
          orderBy: 'last_activity_timestamp',
          orderType: 'desc',
          limit: '30',
        }),
      wait,
    );
  });

  it("lists today's tasks with the overdue ones first", async () => {
    mockApi();
    renderRoutes([{ path: '/broker/home', element: <AdviserHomePage /> }], '/broker/home');
    const list = await screen.findByTestId('today-tasks', {}, { timeout: 5000 });
    await waitFor(() => expect(list.querySelectorAll('[data-testid="task"]')).toHaveLength(2), { timeout: 5000 });
    const titles = [...list.querySelectorAll('[data-testid="task"]')].map((el) => el.textContent ?? '');
    expect(titles[0]).toContain('Chase the conditions');
    expect(titles[1]).toContain('Call the valuer');
    expect(screen.getByText('1 overdue')).toBeVisible();
  });

  it('saves "Show this page each time you log in" as should_show_landing with the value it replaces', async () => {
    const calls = mockApi();
    renderRoutes([{ path: '/broker/home', element: <AdviserHomePage /> }], '/broker/home');
    const box = await screen.findByRole('checkbox', { name: 'Show this page each time you log in' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/broker/save',
      method: 'POST',
      body: { brokerId: 3, key: 'should_show_landing', value: false, previous: true },
    });
  });

  it('shows a suspended adviser the upgrade modal', async () => {
    mockApi(adviserDetail({ suspended: true, locked: true }));
    renderRoutes([{ path: '/broker/home', element: <AdviserHomePage /> }], '/broker/home');
    expect(await screen.findByText(MESSAGES.planFeatureLocked)).toBeInTheDocument();
  });

  it('with billing off shows a suspended adviser no upgrade modal and a new one no trial', async () => {
    // The server locks nothing with billing off (docs/decisions/026) and answers no trial date.
    mockApi(adviserDetail({ suspended: true, locked: false, trial_end_date: null }), 'off');
    renderRoutes([{ path: '/broker/home', element: <AdviserHomePage /> }], '/broker/home?showConfirmRegistration=1');
    expect(
      await screen.findByText(`Thank you for registering, ${me.first_name}. Your account is ready.`),
    ).toBeVisible();
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.planFeatureLocked)).not.toBeInTheDocument();
  });
});
