import { apiTables } from '@brokerdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/app';
import type { Config } from '../src/config';
import { useTestApp } from './use-test-app';

/**
 * The endpoints that exist only where the configuration turns them on, each with why and a configuration that does.
 * Every other endpoint of the tables is registered in every configuration; these are registered exactly where
 * `isOn` says, and their own configuration is started below to prove they are registered there.
 */
const CONFIGURED_ENDPOINTS: Record<
  string,
  { reason: string; isOn: (config: Config) => boolean; env: Record<string, string> }
> = {
  'billing.testClock': {
    reason: 'it moves billing time, which only the simulator has: a production that bills for real has no such route',
    isOn: (config) => config.billing.mode === 'local',
    env: { BILLING: 'local' },
  },
  'billing.webhook': {
    reason: 'only Stripe sends webhook events; with the simulator or billing off nothing may be posted as one',
    isOn: (config) => config.billing.mode === 'stripe',
    env: {
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_fake',
      // A closed port: nothing here may reach Stripe.
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
  },
};

const endpoints = Object.values(apiTables).flatMap((table) => Object.values(table));
const keyOf = (method: string, url: string) => `${method} ${url}`;
const apiRoutes = (routes: RegisteredRoute[]) => routes.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));

/** Each endpoint is registered once at its method and path, unless its configuration is off here: then not at all. */
function expectTablesRegistered(routes: RegisteredRoute[], config: Config): void {
  for (const e of endpoints) {
    const matching = routes.filter((r) => r.endpoint === e.key);
    const configured = CONFIGURED_ENDPOINTS[e.key];
    if (configured && !configured.isOn(config)) {
      expect(matching, `${e.key} is off in this configuration (${configured.reason})`).toEqual([]);
      continue;
    }
    expect(
      matching.map((r) => keyOf(r.method, r.url)),
      e.key,
    ).toContain(keyOf(e.method, `/api${e.path}`));
    expect(
      matching.filter((r) => r.method === e.method),
      e.key,
    ).toHaveLength(1);
  }
}

/**
 * Every endpoint is declared once in the contract and registered from it (docs/decisions/033): a route the tables
 * do not name, or an endpoint no route serves, fails here.
 */
describe('the contract endpoint tables and the registered routes', () => {
  const t = useTestApp();
  let routes: RegisteredRoute[] = [];
  beforeAll(() => {
    routes = apiRoutes(t.routes);
  });
  afterAll(() => undefined);

  it('registers every endpoint of the tables once, at its method and path, from its endpoint', () => {
    expectTablesRegistered(routes, t.config);
  });

  it('lists only endpoints of the tables as depending on the configuration', () => {
    const keys = new Set(endpoints.map((e) => e.key));
    expect(Object.keys(CONFIGURED_ENDPOINTS).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('registers no route that the tables do not declare', () => {
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    const undeclared = routes
      .filter((r) => r.endpoint === undefined)
      // Fastify answers HEAD for every GET by itself.
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
      .map((r) => keyOf(r.method, r.url));
    expect(undeclared).toEqual([]);
  });
});

for (const [key, { env }] of Object.entries(CONFIGURED_ENDPOINTS)) {
  describe(`${key} in the configuration that turns it on (${Object.entries(env)[0]?.join('=')})`, () => {
    const t = useTestApp({ env });

    it('is registered there, and every other endpoint as its configuration says', () => {
      expect(CONFIGURED_ENDPOINTS[key]?.isOn(t.config)).toBe(true);
      expectTablesRegistered(apiRoutes(t.routes), t.config);
    });
  });
}
