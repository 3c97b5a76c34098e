import { inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { users } from '../../db/schema';
import { seedDemo } from '../../seed/demo';
import { DEMO_EMAILS } from '../../seed/demo-accounts';
import { META_CACHE_MS } from './meta.service';

const clock = { now: new Date() };
const t = useTestApp({ clock });

const meta = () => t.app.inject({ method: 'GET', url: '/api/meta' });
const later = () => {
  clock.now = new Date(clock.now.getTime() + META_CACHE_MS + 1);
};

describe('GET /api/meta', () => {
  it('says whether demo accounts exist, without a sign-in, and keeps the answer briefly', async () => {
    const clean = await meta();
    expect(clean.statusCode).toBe(200);
    expect(clean.json()).toEqual({
      demo: false,
      billing: 'local',
      maps: expect.objectContaining({ geocoder_host: 'nominatim.openstreetmap.org' }),
    });

    await seedDemo(t.ctx.db, { now: clock.now });
    expect((await meta()).json()).toEqual({
      demo: false,
      billing: 'local',
      maps: expect.objectContaining({ geocoder_host: 'nominatim.openstreetmap.org' }),
    });
    later();
    expect((await meta()).json()).toEqual({
      demo: true,
      billing: 'local',
      maps: expect.objectContaining({ geocoder_host: 'nominatim.openstreetmap.org' }),
    });

    // Deleting the demo's sign-ins takes the banner away.
    await t.ctx.db
      .update(users)
      .set({ deleted_at: clock.now })
      .where(inArray(users.email, [...DEMO_EMAILS]));
    later();
    expect((await meta()).json()).toEqual({
      demo: false,
      billing: 'local',
      maps: expect.objectContaining({ geocoder_host: 'nominatim.openstreetmap.org' }),
    });
  });

  it('the seeded demo’s accounts count as verified', async () => {
    const unverified = await t.ctx.db.select().from(users).where(isNull(users.email_verified_at));
    expect(unverified).toEqual([]);
  });
});
