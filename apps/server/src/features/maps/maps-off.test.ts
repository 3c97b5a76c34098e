import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/** MAPS=off (decision 044): no address leaves the firm, and the pages are told there is no map. */
const t = useTestApp({ env: { MAPS: 'off', GEOCODER_URL: 'http://127.0.0.1:9/search' } });

describe('MAPS=off', () => {
  it('refuses geocoding with 409 and answers no map in GET /api/meta; the CSP allows no tile server', async () => {
    const b = await t.adviser();
    const res = await call(t.app, b.token, { method: 'GET', url: '/api/maps/geocode?q=1%20George%20St%20Sydney' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MESSAGES.mapsOff);
    const meta = await t.app.inject({ method: 'GET', url: '/api/meta' });
    expect(meta.json().maps).toBeNull();
    expect(String(meta.headers['content-security-policy'])).not.toContain('tile.openstreetmap.org');
  });
});
