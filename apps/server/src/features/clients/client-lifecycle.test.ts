import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, sessionFor, setClientPages } from '../../../test/client-factories';
import { call, makeUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, clients, users } from '../../db/schema';
import { SEND_EMAIL_JOB } from '../../mail/outbox';

const t = useTestApp();
let adviserId: number;
let brokerEmail: string;
let token: string;
beforeAll(async () => {
  ({ id: adviserId, email: brokerEmail, token } = await t.adviser('broker', { first_name: 'Sarah' }));
});

const post = (url: string, payload: Record<string, unknown>, as: string | null = token) =>
  call(t.app, as, { method: 'POST', url, payload });
const clientRow = async (id: number) => (await t.ctx.db.select().from(clients).where(eq(clients.id, id)))[0];
const actions = async (clientId: number) =>
  (await t.database.executeSql('select action from activity where client_id = $1 order by id', [clientId])).rows.map(
    (r) => r.action,
  );

describe('archive and restore', () => {
  it('moves the client between the active and archived lists, on the timeline', async () => {
    const { clientId } = await makeClient(t.ctx, adviserId);
    const archived = await post('/api/client/archive', { clientId });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().client).toMatchObject({ id: clientId, client_type: 'archived' });
    const restored = await post('/api/client/restore', { clientId });
    expect(restored.json().client.client_type).toBe('active');
    expect(await actions(clientId)).toEqual(['client_archived', 'client_restored']);
  });
});

describe('DELETE /api/client/delete', () => {
  it('soft-deletes the client and ends its portal sign-in at once', async () => {
    const made = await makeClient(t.ctx, adviserId, { withUser: true });
    const clientToken = await signIn(t.app, made.email);
    const res = await call(t.app, token, {
      method: 'DELETE',
      url: '/api/client/delete',
      payload: { clientId: made.clientId },
    });
    expect(res.statusCode).toBe(200);
    // The answer says what the delete keeps: the files stay until destroyed (docs/decisions/027).
    expect(res.json()).toEqual({ message: MESSAGES.clientDeleted, kept: MESSAGES.clientDeleteKeepsFiles });
    expect(MESSAGES.clientDeleteKeepsFiles).toMatch(/documents, thumbnails and message attachments.*kept/);
    expect((await clientRow(made.clientId))?.deleted_at).not.toBeNull();
    const user = (
      await t.ctx.db
        .select()
        .from(users)
        .where(eq(users.id, made.userId as number))
    )[0];
    expect(user?.deleted_at).not.toBeNull();
    // The signed-in client is out, cannot sign in again, and the client is gone from every lookup.
    expect((await call(t.app, clientToken, { method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: made.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    expect(
      (await call(t.app, token, { method: 'GET', url: `/api/client/detail?clientId=${made.clientId}` })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, token, { method: 'DELETE', url: '/api/client/delete', payload: { clientId: made.clientId } }))
        .statusCode,
    ).toBe(404);
  });

  it("takes a new client off the adviser's clients past month", async () => {
    const created = await post('/api/client/create', { first_name: 'Brief', last_name: 'Stay' });
    const count = async () =>
      (await t.ctx.db.select().from(advisers).where(eq(advisers.id, adviserId)))[0]?.recent_clients_count;
    const before = await count();
    await call(t.app, token, {
      method: 'DELETE',
      url: '/api/client/delete',
      payload: { clientId: created.json().client.id },
    });
    expect(await count()).toBe((before ?? 0) - 1);
  });
});

describe('POST /api/client/submit', () => {
  it("submits the client's application, emails the adviser and records it", async () => {
    const made = await makeClient(t.ctx, adviserId, { withUser: true, first_name: 'Nina', last_name: 'Patel' });
    const clientToken = await sessionFor(t.ctx, made.userId as number);
    const res = await post('/api/client/submit', { clientId: made.clientId }, clientToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().client).toMatchObject({ status: 'submitted' });
    expect(res.json().client.submit.submitted_at).not.toBeNull();
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    const mail = await t.database.executeSql(
      `select direction, subject, text_body, reply_to, client_id from emails where kind = 'application_submitted' and client_id = $1`,
      [made.clientId],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]).toMatchObject({ direction: 'from_client', reply_to: made.email, client_id: made.clientId });
    expect(String(mail.rows[0]?.subject)).toBe('Nina Patel submitted their application');
    expect(String(mail.rows[0]?.text_body)).toContain(`${t.config.publicUrl}/client/${made.clientId}/activity`);
    const to = await t.database.executeSql(`select to_address from emails where client_id = $1`, [made.clientId]);
    expect(to.rows[0]?.to_address).toBe(brokerEmail);
    expect(await actions(made.clientId)).toEqual(['application_submitted']);
  });

  it('lets the adviser submit on the client’s behalf without emailing themself', async () => {
    const made = await makeClient(t.ctx, adviserId);
    expect((await post('/api/client/submit', { clientId: made.clientId })).json().client.status).toBe('submitted');
    const mail = await t.database.executeSql('select id from emails where client_id = $1', [made.clientId]);
    expect(mail.rows).toHaveLength(0);
  });

  it('refuses a client without the Submit page, a locked adviser, and a lodged application', async () => {
    const made = await makeClient(t.ctx, adviserId, { withUser: true });
    const clientToken = await sessionFor(t.ctx, made.userId as number);
    await setClientPages(t.ctx, made.clientId, 'profile,requirement');
    expect((await post('/api/client/submit', { clientId: made.clientId }, clientToken)).statusCode).toBe(403);

    const locked = await makeUser(t.ctx, 'broker');
    await t.ctx.db
      .update(advisers)
      .set({ suspended: true })
      .where(eq(advisers.id, locked.adviserId as number));
    const lockedClient = await makeClient(t.ctx, locked.adviserId as number);
    const lockedRes = await post(
      '/api/client/submit',
      { clientId: lockedClient.clientId },
      await signIn(t.app, locked.email),
    );
    expect(lockedRes.statusCode).toBe(403);
    expect(lockedRes.json().error.message).toBe(MESSAGES.planFeatureLocked);

    const lodged = await makeClient(t.ctx, adviserId, { set: { status: 'lodged' } });
    const res = await post('/api/client/submit', { clientId: lodged.clientId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MESSAGES.applicationAlreadyLodged);
  });
});

describe('POST /api/client/mark-lodged', () => {
  it('marks the application lodged, for the adviser only', async () => {
    const made = await makeClient(t.ctx, adviserId, { withUser: true, set: { status: 'submitted' } });
    const clientToken = await sessionFor(t.ctx, made.userId as number);
    expect((await post('/api/client/mark-lodged', { clientId: made.clientId }, clientToken)).statusCode).toBe(403);
    const res = await post('/api/client/mark-lodged', { clientId: made.clientId });
    expect(res.json().client.status).toBe('lodged');
    expect((await clientRow(made.clientId))?.lodged_at).not.toBeNull();
  });
});
