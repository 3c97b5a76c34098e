import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, makeAdmin, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * The map modal's geocoding proxy against a fake Nominatim on a local port: what it asks, what it answers, and
 * that it never follows the service anywhere else.
 */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function listen(handler: Handler): Promise<{ server: http.Server; url: string; hits: URL[] }> {
  const hits: URL[] = [];
  const server = http.createServer((req, res) => {
    hits.push(new URL(req.url ?? '/', 'http://fake'));
    handler(req, res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits }),
    ),
  );
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

let answer: Handler;
let geocoder: Awaited<ReturnType<typeof listen>>;
let elsewhere: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  geocoder = await listen((req, res) => answer(req, res));
  elsewhere = await listen((_req, res) => json(res, 200, [{ lat: '1', lon: '1' }]));
});
// After hooks run in reverse: the app registered below closes before these servers do.
afterAll(() => {
  geocoder.server.close();
  elsewhere.server.close();
});
const t = useTestApp(() => ({ env: { GEOCODER_URL: `${geocoder.url}/search` } }));
let brokerToken: string;
beforeAll(async () => {
  brokerToken = (await t.adviser()).token;
});
beforeEach(() => {
  geocoder.hits.length = 0;
  elsewhere.hits.length = 0;
});

const geocode = (token: string | null, q: string) =>
  call(t.app, token, { method: 'GET', url: `/api/maps/geocode?q=${encodeURIComponent(q)}` });

describe('GET /api/maps/geocode', () => {
  it('asks the configured service with format and q, and answers the first match as numbers', async () => {
    answer = (_req, res) =>
      json(res, 200, [
        { lat: '-33.8831', lon: '151.2113', display_name: 'Crown Street, Surry Hills' },
        { lat: '-30', lon: '150' },
      ]);
    const res = await geocode(brokerToken, '14/22 Crown Street, Surry Hills NSW 2010');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lat: -33.8831, lon: 151.2113 });
    expect(geocoder.hits).toHaveLength(1);
    const asked = geocoder.hits[0] as URL;
    expect(asked.pathname).toBe('/search');
    expect(asked.searchParams.get('format')).toBe('json');
    expect(asked.searchParams.get('q')).toBe('14/22 Crown Street, Surry Hills NSW 2010');
  });

  it('answers a repeated address from its cache', async () => {
    answer = (_req, res) => json(res, 200, [{ lat: '-37.9', lon: '145.0' }]);
    expect((await geocode(brokerToken, '5 Bay Street, Brighton VIC 3186')).json()).toEqual({ lat: -37.9, lon: 145 });
    expect((await geocode(brokerToken, '5 bay street,  brighton VIC 3186')).json()).toEqual({ lat: -37.9, lon: 145 });
    expect(geocoder.hits).toHaveLength(1);
  });

  it('answers null when nothing matches and when the service fails, is malformed or answers nonsense', async () => {
    const cases: [string, Handler][] = [
      ['no match', (_req, res) => json(res, 200, [])],
      ['server error', (_req, res) => json(res, 500, { error: 'down' })],
      ['not json', (_req, res) => res.end('<html>busy</html>')],
      ['wrong shape', (_req, res) => json(res, 200, { lat: 1, lon: 2 })],
      ['out of range', (_req, res) => json(res, 200, [{ lat: '123', lon: '0' }])],
      ['too large', (_req, res) => json(res, 200, [{ lat: '1', lon: '1', pad: 'x'.repeat(300_000) }])],
    ];
    for (const [name, handler] of cases) {
      answer = handler;
      const res = await geocode(brokerToken, `Nowhere ${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.body, name).toBe('null');
    }
  });

  it('refuses to follow a redirect to another host', async () => {
    answer = (_req, res) => {
      res.writeHead(302, { Location: `${elsewhere.url}/search?q=x` });
      res.end();
    };
    const res = await geocode(brokerToken, '1 Redirect Road');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
    expect(geocoder.hits).toHaveLength(1);
    expect(elsewhere.hits).toHaveLength(0);
  });

  it('is for advisers and administrators: a client gets 403, a signed-out visitor 401', async () => {
    answer = (_req, res) => json(res, 200, [{ lat: '-27.2', lon: '153.1' }]);
    const planner = await makeUser(t.ctx, 'planner');
    const { token: adminToken } = await makeAdmin(t);
    for (const token of [await signIn(t.app, planner.email), adminToken]) {
      expect((await geocode(token, '41 Kingfisher Parade, Redcliffe QLD 4020')).json()).toEqual({
        lat: -27.2,
        lon: 153.1,
      });
    }
    const client = await makeUser(t.ctx, 'client');
    expect((await geocode(await signIn(t.app, client.email), 'Anywhere')).statusCode).toBe(403);
    expect((await geocode(null, 'Anywhere')).statusCode).toBe(401);
    expect(geocoder.hits).toHaveLength(1);
  });

  it('wants an address of sensible length', async () => {
    expect((await call(t.app, brokerToken, { method: 'GET', url: '/api/maps/geocode' })).statusCode).toBe(400);
    expect((await geocode(brokerToken, '   ')).statusCode).toBe(400);
    expect((await geocode(brokerToken, 'x'.repeat(301))).statusCode).toBe(400);
    expect(geocoder.hits).toHaveLength(0);
  });

  it('lets the browser load the map tiles from OpenStreetMap and nothing else new', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
    expect(csp).toContain("connect-src 'self'");
  });
});
