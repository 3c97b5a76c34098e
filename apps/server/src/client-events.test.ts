import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../test/client-factories';
import { makeUser } from '../test/factories';
import { useTestApp } from '../test/use-test-app';
import { touchClient } from './client-events';
import { clients } from './db/schema';

const t = useTestApp();
let adviserId: number;
beforeAll(async () => {
  adviserId = (await makeUser(t.ctx, 'broker')).adviserId as number;
});

const row = async (id: number) => (await t.ctx.db.select().from(clients).where(eq(clients.id, id)))[0];

describe('touchClient', () => {
  const adviser = { role: 'broker' as const, isAdmin: false };
  const client = { role: 'client' as const, isAdmin: false };

  it('moves a new application to in progress on its first change, and marks the last activity', async () => {
    const made = await makeClient(t.ctx, adviserId);
    const at = new Date('2031-05-05T05:05:05Z');
    await touchClient(t.ctx.db, made.clientId, adviser, at, { dataChanged: false });
    expect(await row(made.clientId)).toMatchObject({ status: 'not-started', last_activity_at: at });
    await touchClient(t.ctx.db, made.clientId, adviser, at);
    expect(await row(made.clientId)).toMatchObject({ status: 'in-progress', first_client_input_at: null });
  });

  it("records the client's first input once, and leaves a submitted application's status alone", async () => {
    const made = await makeClient(t.ctx, adviserId, { set: { status: 'submitted' } });
    const first = new Date('2031-01-01T00:00:00Z');
    await touchClient(t.ctx.db, made.clientId, client, first, { dataChanged: false });
    expect((await row(made.clientId))?.first_client_input_at).toBeNull();
    await touchClient(t.ctx.db, made.clientId, client, first);
    await touchClient(t.ctx.db, made.clientId, client, new Date('2031-02-01T00:00:00Z'));
    expect(await row(made.clientId)).toMatchObject({ status: 'submitted', first_client_input_at: first });
  });
});
