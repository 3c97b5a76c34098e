import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

let dist: string;
const script = 'console.log("hello from the app");'.repeat(100);

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en-AU"><div id="root"></div></html>');
  fs.writeFileSync(path.join(dist, 'lead-capture.html'), '<!doctype html><div id="root" data-page="lead"></div>');
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
});
// After hooks run in reverse: the app registered below closes before its folder goes.
afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});
const t = useTestApp(() => ({ env: { WEB_DIST_DIR: dist } }));

describe('serving the web app', () => {
  it('answers any page path with the app shell, revalidated on each visit', async () => {
    for (const url of ['/', '/login', '/broker/12/password', '/no/such/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('names the first frame the page paints before its scripts run, by the path', async () => {
    const frames = {
      '/login': 'public',
      '/reset-password/abc': 'public',
      '/client/logged-out': 'public',
      '/client/12/home': 'application',
      '/client/12/application/asset': 'application',
      '/client/12/messages': 'client',
      '/client/list': 'app',
      '/broker/home': 'app',
      '/broker/12/password': 'settings',
      '/loginx': 'app',
    };
    for (const [url, frame] of Object.entries(frames)) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(`<html lang="en-AU" data-frame="${frame}">`);
    }
  });

  it('answers the public lead capture paths with their own small page, and nothing else with it', async () => {
    for (const url of ['/client/lead-capture/12/primary-reason', '/client/lead-capture/12/about-you']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-page="lead"');
    }
    for (const url of ['/client/12/home', '/client/lead-capture-x']) {
      expect((await t.app.inject({ method: 'GET', url })).body).not.toContain('data-page="lead"');
    }
  });

  it('serves hashed assets precompressed with a year-long immutable cache', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('keeps API and missing files as 404s in the error shape, never the app shell', async () => {
    for (const url of ['/api/nope', '/assets/missing-file.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('serves the files without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
  });
});
