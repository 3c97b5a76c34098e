import { DEFAULT_SHADING, PLACEHOLDER_BENCHMARK } from '@brokerdesk/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, makeAdmin, makeSignedInAdviser, makeSignedInClient } from './factories';
import type { TestApp } from './harness';

/**
 * The adviser permission walk: every endpoint about one broker's or planner's own things (billing first), called as
 * the owner, another adviser, the owner's client, an administrator and someone signed out, answers as
 * docs/engineering-guide.md §4 says: the owner and an administrator succeed, another adviser gets 404, a client 403,
 * signed out 401. A table other features extend: add rows and call `walkAdviserEndpoints` from your own test.
 */

export const ADVISER_WALK_ROLES = ['owner', 'otherAdviser', 'client', 'admin', 'signedOut'] as const;
export type AdviserWalkRole = (typeof ADVISER_WALK_ROLES)[number];

export interface AdviserWorld {
  kind: 'broker' | 'planner';
  adviserId: number;
  ownerToken: string;
  /** Whatever the endpoint's `prepare` made (a plan id, an invoice id, a client secret). */
  extra: Record<string, string | number>;
}

export interface AdviserEndpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** e.g. '/api/stripe/plans'; `:id` is replaced by `extra.id`. */
  path: string;
  kind: 'broker' | 'planner';
  input: (w: AdviserWorld) => Record<string, unknown>;
  ok?: number;
  expect?: Partial<Record<AdviserWalkRole, number>>;
  prepare?: (app: FastifyInstance, w: Omit<AdviserWorld, 'extra'>) => Promise<Record<string, string | number>>;
}

export function expectedAdviserStatus(ep: AdviserEndpoint, role: AdviserWalkRole): number {
  const ok = ep.ok ?? 200;
  const derived: Record<AdviserWalkRole, number> = {
    owner: ok,
    admin: ok,
    otherAdviser: 404,
    client: 403,
    signedOut: 401,
  };
  return ep.expect?.[role] ?? derived[role];
}

function request(ep: AdviserEndpoint, w: AdviserWorld) {
  const input = ep.input(w);
  const url = ep.path.replace(':id', String(w.extra.id ?? 0));
  if (ep.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return { method: ep.method, url: query ? `${url}?${query}` : url };
  }
  return { method: ep.method, url, payload: input };
}

/** Walks every endpoint as every role, each call on a fresh owner so no call spoils the next. */
export async function walkAdviserEndpoints(t: TestApp, endpoints: readonly AdviserEndpoint[]): Promise<void> {
  const admin = await makeAdmin(t);
  const failures: string[] = [];
  for (const ep of endpoints) {
    for (const role of ADVISER_WALK_ROLES) {
      const owner = await makeSignedInAdviser(t, ep.kind);
      const base = { kind: ep.kind, adviserId: owner.id, ownerToken: owner.token };
      const world: AdviserWorld = { ...base, extra: ep.prepare ? await ep.prepare(t.app, base) : {} };
      let token: string | null = null;
      if (role === 'owner') token = owner.token;
      if (role === 'admin') token = admin.token;
      if (role === 'otherAdviser') token = (await makeSignedInAdviser(t, ep.kind)).token;
      if (role === 'client') token = (await makeSignedInClient(t, owner.id)).token;
      const res = await call(t.app, token, request(ep, world) as never);
      const want = expectedAdviserStatus(ep, role);
      if (res.statusCode !== want) {
        failures.push(
          `${ep.method} ${ep.path} as ${role}: ${res.statusCode} (wanted ${want}) ${res.body.slice(0, 160)}`,
        );
      }
    }
  }
  expect(failures).toEqual([]);
}

/** A firm's serviceability settings (features/reports/advice, decision 048), for brokers and planners alike. */
export const SERVICEABILITY_SETTINGS_ENDPOINTS: AdviserEndpoint[] = (['broker', 'planner'] as const).flatMap((kind) => [
  { method: 'GET', path: '/api/serviceability/settings', kind, input: (w) => ({ adviserId: w.adviserId }) },
  {
    method: 'POST',
    path: '/api/serviceability/settings',
    kind,
    input: (w) => ({
      adviserId: w.adviserId,
      shading: DEFAULT_SHADING,
      benchmark_label: 'Walk benchmark',
      benchmark_rows: PLACEHOLDER_BENCHMARK.rows,
    }),
  },
]);

/** Everyone, signed in or not, gets the same public answer (decision 047). */
const EVERYONE_200: AdviserEndpoint['expect'] = {
  owner: 200,
  otherAdviser: 200,
  client: 200,
  admin: 200,
  signedOut: 200,
};

/**
 * The portal's home-screen manifest and icons (features/appearance, decision 047): public, as a browser fetches them
 * without the page's token, so every caller gets the adviser's; an adviser that does not exist is a 404 (the route
 * tests).
 */
export const PORTAL_HOME_SCREEN_ENDPOINTS: AdviserEndpoint[] = (['broker', 'planner'] as const).flatMap((kind) => [
  {
    method: 'GET',
    path: '/api/portal/:id/manifest',
    kind,
    input: () => ({}),
    expect: EVERYONE_200,
    prepare: async (_app, w) => ({ id: w.adviserId }),
  },
  {
    method: 'GET',
    path: '/api/portal/:id/icon/192',
    kind,
    input: () => ({}),
    expect: EVERYONE_200,
    prepare: async (_app, w) => ({ id: w.adviserId }),
  },
]);
