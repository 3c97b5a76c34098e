import type { User } from '@brokerdesk/contract/constants';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { adviserDetail } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { adviserHomeLoader } from './home-loader';

let me: User = brokerUser;
vi.mock('../../lib/session-loader', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/session-loader')>()),
  ensureSession: async () => me,
}));

const planner: User = { ...brokerUser, role: 'planner', broker_id: null, planner_id: 8 };

function mockDetail(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The home route as the app registers it, with the client list beside it. */
function homeRouter(path: string, kind: 'broker' | 'planner' = 'broker') {
  return createMemoryRouter(
    [
      { path: `/${kind}/home`, loader: adviserHomeLoader(kind), element: null },
      { path: '/client/list', element: null },
    ],
    { initialEntries: [path] },
  );
}

async function landedAt(path: string, kind: 'broker' | 'planner' = 'broker') {
  const router = homeRouter(path, kind);
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const where = router.state.location.pathname;
  router.dispose();
  return where;
}

beforeEach(() => {
  me = brokerUser;
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('adviserHomeLoader', () => {
  it('goes to the client list when "Show this page each time you log in" is off', async () => {
    const fetch = mockDetail(() => jsonResponse(200, adviserDetail({ should_show_landing: false })));
    expect(await landedAt('/broker/home')).toBe('/client/list');
    expect(fetch).toHaveBeenCalledWith('/api/broker/detail?brokerId=3', expect.anything());
  });

  it('shows the landing page when it is on', async () => {
    mockDetail(() => jsonResponse(200, adviserDetail({ should_show_landing: true })));
    expect(await landedAt('/broker/home')).toBe('/broker/home');
  });

  it('reads a planner’s own setting through planner/detail', async () => {
    me = planner;
    const fetch = mockDetail(() => jsonResponse(200, adviserDetail({ kind: 'planner', should_show_landing: false })));
    expect(await landedAt('/planner/home', 'planner')).toBe('/client/list');
    expect(fetch).toHaveBeenCalledWith('/api/planner/detail?plannerId=8', expect.anything());
  });

  it('still shows the page when asked for on purpose or right after sign-up, whatever the setting', async () => {
    mockDetail(() => jsonResponse(200, adviserDetail({ should_show_landing: false })));
    expect(await landedAt('/broker/home?welcome=1')).toBe('/broker/home');
    expect(await landedAt('/broker/home?showConfirmRegistration=1')).toBe('/broker/home');
  });

  it('asks for the landing page’s lists beside the adviser’s detail, not after the page is drawn', async () => {
    let answerDetail = () => {};
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith('/api/broker/detail')) {
        await new Promise<void>((resolve) => {
          answerDetail = resolve;
        });
        return jsonResponse(200, adviserDetail({ should_show_landing: true }));
      }
      return jsonResponse(200, url.startsWith('/api/template/') ? { templates: [] } : { clients: [], total: 0 });
    });
    vi.stubGlobal('fetch', fetch);
    const router = homeRouter('/broker/home?q=smith');
    const asked = () => fetch.mock.calls.map(([url]) => url);
    await vi.waitFor(() => expect(asked()).toHaveLength(6));
    // The detail has not answered yet: the search of active clients (with the URL's text), the set-up checklist's
    // client counts, templates and the newest leads are already on their way.
    expect(router.state.initialized).toBe(false);
    expect(asked()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/api\/client\/list\?.*clientType=active.*query=smith/),
        '/api/client/list?clientType=active&limit=1',
        '/api/client/list?clientType=archived&limit=1',
        '/api/template/list?type=all&brokerId=3',
        '/api/client/list?clientType=lead&orderBy=created_at&orderType=desc&limit=5',
      ]),
    );
    answerDetail();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe('/broker/home');
    router.dispose();
  });

  it('shows the landing page when the setting cannot be read', async () => {
    mockDetail(() => jsonResponse(500, { error: { code: 'internal', message: 'x' } }));
    expect(await landedAt('/broker/home')).toBe('/broker/home');
  });

  it('is the broker’s home only: anyone else gets the not-found answer', async () => {
    me = planner;
    mockDetail(() => jsonResponse(200, adviserDetail()));
    const loader = adviserHomeLoader('broker');
    const thrown = await Promise.resolve(
      loader({ request: new Request('http://x/broker/home'), params: {}, context: undefined } as never),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
