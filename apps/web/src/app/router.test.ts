import { firstFrame, SIGNED_OUT_PAGES, type User } from '@brokerdesk/contract/constants';
import { type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../features/auth';
import { queryClient } from '../lib/query-client';
import { CLIENT_ID, testClient } from '../test/client-fixtures';
import { brokerUser, jsonResponse } from '../test/fixtures';
import { documentTitle, pageName, type TitleContext } from './route-handle';

let routes: RouteObject[];

beforeAll(async () => {
  // The module makes the app's browser router as it loads: start it on a public page, which loads nothing signed in.
  window.history.replaceState(null, '', '/terms');
  ({ routes } = await import('./router'));
});

const admin: User = { ...brokerUser, role: 'admin', is_admin: true, broker_id: null, branding: null };

/** The tab title of a path as the root layout builds it. */
function titleOf(path: string, ctx: Omit<TitleContext, 'params'> = {}) {
  const matches = matchRoutes(routes, path) ?? [];
  const params = matches.at(-1)?.params ?? {};
  const page = pageName(
    matches.map((m) => m.route.handle),
    { ...ctx, params },
  );
  return documentTitle(page, ctx.client?.name);
}

/** Every path of the route table, parents joined to children. */
function allPaths(list: RouteObject[], base = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}` : base;
    const own = route.path || route.index ? [{ path: path || '/', route }] : [];
    return [...own, ...allPaths(route.children ?? [], path)];
  });
}

describe('page titles of the route table', () => {
  it('names every page a person can land on (only the redirects have no title)', () => {
    const untitled = allPaths(routes)
      .filter(({ route }) => !route.handle?.title)
      .map(({ path }) => path);
    expect(untitled).toEqual(['/', '/client/:clientId', '/client/:clientId/application/document']);
  });

  it('titles the public pages with the product', () => {
    expect(titleOf('/login')).toBe('Sign in · BrokerDesk');
    expect(titleOf('/reset-password/abc')).toBe('Choose a new password · BrokerDesk');
    expect(titleOf('/client/logged-out')).toBe('Logged out · BrokerDesk');
    expect(titleOf('/terms')).toBe('Terms of Service · BrokerDesk');
  });

  it('titles an adviser’s pages, and a client’s pages with the client’s name', () => {
    const client = testClient();
    expect(titleOf('/broker/home', { me: brokerUser })).toBe('Home · BrokerDesk');
    expect(titleOf('/client/list', { me: brokerUser })).toBe('Clients · BrokerDesk');
    expect(titleOf('/client/list-search/-/active/all/all/name.asc/50/0', { me: brokerUser })).toBe(
      'Clients · BrokerDesk',
    );
    expect(titleOf(`/client/${CLIENT_ID}/application/requirement`, { me: brokerUser, client })).toBe(
      'Requirements · Olivia Chen · BrokerDesk',
    );
    // Documents names the applicant when the client has several.
    expect(titleOf(`/client/${CLIENT_ID}/application/document/103`, { me: brokerUser, client })).toBe(
      'Documents, Chen Holdings Pty Ltd · Olivia Chen · BrokerDesk',
    );
    expect(titleOf(`/client/${CLIENT_ID}/application/expense`, { me: brokerUser, client })).toBe(
      'Living Expenses · Olivia Chen · BrokerDesk',
    );
    expect(titleOf(`/client/${CLIENT_ID}/activity`, { me: brokerUser, client })).toBe(
      'Activity · Olivia Chen · BrokerDesk',
    );
  });

  it('names an applicant’s profile by the applicant, the primary one as the client’s profile', () => {
    const client = testClient();
    const profile = (id: number) => titleOf(`/client/${CLIENT_ID}/application/applicant/${id}`, { client });
    expect(profile(101)).toBe('Applicant profile · Olivia Chen · BrokerDesk');
    expect(profile(102)).toBe('Applicant profile · Olivia Chen · BrokerDesk');
    expect(profile(103)).toBe('Chen Holdings Pty Ltd’s profile · Olivia Chen · BrokerDesk');
    // Before the client has loaded.
    expect(titleOf(`/client/${CLIENT_ID}/application/applicant/103`)).toBe('Applicant profile · BrokerDesk');
  });

  it('titles settings as the adviser’s own, or as whose they are for an administrator', () => {
    expect(titleOf('/broker/3/account', { me: brokerUser })).toBe('My account · BrokerDesk');
    expect(titleOf('/broker/3/account', { me: admin })).toBe('Broker account · BrokerDesk');
    expect(titleOf('/planner/5/mail-setting', { me: admin })).toBe('Planner mail settings · BrokerDesk');
    expect(titleOf('/broker/3/template', { me: brokerUser })).toBe('Templates · BrokerDesk');
  });

  it('titles the administrator’s pages and an unknown address', () => {
    expect(titleOf('/broker/list', { me: admin })).toBe('Brokers · BrokerDesk');
    expect(titleOf('/stripe/list-search/x/created_at/desc/50/0', { me: admin })).toBe('Webhook responses · BrokerDesk');
    expect(titleOf('/metric/new-brokers/2026', { me: admin })).toBe('Metric chart, 2026 · BrokerDesk');
    expect(titleOf('/no/such/page', { me: admin })).toBe('Page not found · BrokerDesk');
  });
});

describe('an application page’s loader', () => {
  it('asks for the client and its progress beside the session check, before the signed-in user has answered', async () => {
    const asked: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(new URL(String(url), 'http://localhost').pathname.replace(/^\/api\//, ''));
        await gate;
        return jsonResponse(500, { error: { code: 'internal', message: 'held' } });
      }),
    );
    localStorage.setItem('token', 'a-token');
    try {
      const path = `/client/${CLIENT_ID}/application/requirement`;
      const match = (matchRoutes(routes, path) ?? []).at(-1);
      const loader = match?.route.loader;
      if (typeof loader !== 'function') throw new Error('the requirement page has no loader');
      const loading = Promise.resolve(
        loader({
          request: new Request(`http://localhost${path}`),
          params: match?.params ?? {},
        } as unknown as LoaderFunctionArgs),
      ).catch(() => undefined);
      await vi.waitFor(() =>
        expect(asked).toEqual(expect.arrayContaining(['client/detail', 'application/progress', 'user/detail'])),
      );
      release();
      await loading;
    } finally {
      release();
      localStorage.removeItem('token');
      queryClient.clear();
      vi.unstubAllGlobals();
    }
  });
});

describe('the signed-out pages', () => {
  it('are the contract’s list, whose first frame the server paints as signed out', () => {
    const find = (list: RouteObject[]): RouteObject | undefined =>
      list.find((r) => r.HydrateFallback === PublicLayout) ?? find(list.flatMap((r) => r.children ?? []));
    const pages = (find(routes)?.children ?? []).map((r) => r.path?.replace(/\/:\w+$/, ''));
    expect(pages.sort()).toEqual([...SIGNED_OUT_PAGES].sort());
    for (const page of SIGNED_OUT_PAGES) expect(firstFrame(`/${page}`), page).toBe('public');
  });
});
