import { CLIENT_MESSAGES_TEXT, MESSAGE_EMAIL_INTERVAL_MS, MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { emailsTo } from '../../../test/emails';
import { call, makeUser, signIn } from '../../../test/factories';
import { multipart, SAMPLE } from '../../../test/file-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { advisers } from '../../db/schema';
import { SEND_EMAIL_JOB } from '../../mail/outbox';
import { MESSAGE_NOTIFY_JOB, messageNotifier } from './message-notify';

const clock = { now: new Date('2026-11-20T01:00:00Z') };
const t = useTestApp({ clock, admin: true });

interface World {
  adviserId: number;
  adviserEmail: string;
  adviser: string;
  clientId: number;
  clientEmail: string;
  client: string;
}

async function world(): Promise<World> {
  const b = await makeUser(t.ctx, 'broker', { first_name: 'Bree', last_name: 'Broker' });
  await t.ctx.db
    .update(advisers)
    .set({ header_background: '#7A1F5C', company: 'Bree Home Loans' })
    .where(eq(advisers.id, b.adviserId as number));
  const c = await makeClient(t.ctx, b.adviserId as number, { withUser: true, first_name: 'Cleo', last_name: 'Client' });
  return {
    adviserId: b.adviserId as number,
    adviserEmail: b.email,
    adviser: await signIn(t.app, b.email),
    clientId: c.clientId,
    clientEmail: c.email,
    client: await sessionFor(t.ctx, c.userId as number),
  };
}

const send = (token: string | null, clientId: number, body: string) =>
  call(t.app, token, { method: 'POST', url: '/api/message/send', payload: { clientId, body } });
const list = (token: string | null, clientId: number) =>
  call(t.app, token, { method: 'GET', url: `/api/message/list?clientId=${clientId}` });
const read = (token: string | null, clientId: number) =>
  call(t.app, token, { method: 'POST', url: '/api/message/read', payload: { clientId } });
const unread = (token: string | null) => call(t.app, token, { method: 'GET', url: '/api/message/unread' });
const upload = (token: string | null, clientId: number, file: { filename: string; data: Buffer }, body = '') => {
  const form = multipart([
    { name: 'clientId', value: String(clientId) },
    { name: 'body', value: body },
    { name: 'file', ...file },
  ]);
  return call(t.app, token, { method: 'POST', url: '/api/message/upload', ...form });
};
/** Lets the notification jobs run, then the emails they queued. */
async function settle() {
  // The queue's drain would wait for the delayed jobs too: wait only for the ones due now.
  for (let i = 0; i < 200; i += 1) {
    const due = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = $1 and state in ('created','retry','active')
       and start_after <= now()`,
      [MESSAGE_NOTIFY_JOB],
    );
    if (Number(due.rows[0]?.n) === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await t.ctx.jobs.drain(SEND_EMAIL_JOB);
}

let w: World;
beforeAll(async () => {
  w = await world();
});

describe('a conversation between a client and their adviser', () => {
  it('carries text both ways with read receipts and unread counts on both sides', async () => {
    const first = await send(w.adviser, w.clientId, '  Hi Cleo, could you send your latest payslip?  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toMatchObject({
      sender: 'adviser',
      sender_name: 'Bree Broker',
      body: 'Hi Cleo, could you send your latest payslip?',
      attachment: null,
      read_at: null,
    });
    expect((await unread(w.client)).json()).toEqual({
      total: 1,
      by_client: [{ client_id: w.clientId, name: 'Cleo Client', unread: 1 }],
    });
    expect((await list(w.client, w.clientId)).json().unread).toBe(1);
    // Listing is not reading; reading is.
    const seen = await read(w.client, w.clientId);
    expect(seen.json().unread).toBe(0);
    expect(seen.json().messages[0].read_at).not.toBeNull();
    expect((await unread(w.client)).json().total).toBe(0);

    expect((await send(w.client, w.clientId, 'Sure, attached soon.')).statusCode).toBe(201);
    expect((await unread(w.adviser)).json()).toEqual({
      total: 1,
      by_client: [{ client_id: w.clientId, name: 'Cleo Client', unread: 1 }],
    });
    await read(w.adviser, w.clientId);
    expect((await unread(w.adviser)).json().total).toBe(0);
    const all = (await list(w.adviser, w.clientId)).json().messages;
    expect(all.map((m: { sender: string }) => m.sender)).toEqual(['adviser', 'client']);
    expect(all.every((m: { read_at: string | null }) => m.read_at !== null)).toBe(true);

    const activity = await call(t.app, w.adviser, {
      method: 'GET',
      url: `/api/client/activity?clientId=${w.clientId}`,
    });
    const actions = activity.json().activity.filter((a: { action: string }) => a.action === 'message_sent');
    expect(actions.map((a: { detail: { by: string } }) => a.detail.by).sort()).toEqual(['adviser', 'client']);
  });

  it('takes an attachment checked by its bytes, which both sides can download and nobody else', async () => {
    const res = await upload(w.client, w.clientId, { filename: 'payslip.pdf', data: SAMPLE.pdf }, 'Here it is');
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json().message;
    expect(message).toMatchObject({ sender: 'client', body: 'Here it is' });
    expect(message.attachment).toMatchObject({ file_name: 'payslip.pdf', content_type: 'application/pdf' });
    const url = `/api/message/attachment?clientId=${w.clientId}&messageId=${message.id}`;
    for (const token of [w.adviser, w.client, t.adminToken]) {
      const got = await call(t.app, token, { method: 'GET', url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-disposition']).toContain('payslip.pdf');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.rawPayload.equals(SAMPLE.pdf)).toBe(true);
    }
    const other = await world();
    expect((await call(t.app, other.adviser, { method: 'GET', url })).statusCode).toBe(404);
    expect((await call(t.app, other.client, { method: 'GET', url })).statusCode).toBe(404);
    expect((await call(t.app, null, { method: 'GET', url })).statusCode).toBe(401);

    const exe = await upload(w.client, w.clientId, { filename: 'setup.exe', data: Buffer.from('MZ\x90\x00junk') });
    expect(exe.statusCode).toBe(415);
    const photo = await upload(w.adviser, w.clientId, { filename: 'house.png', data: SAMPLE.png });
    expect(photo.json().message.attachment.content_type).toBe('image/png');
  });

  it("answers 404 for another adviser's client and another client, 401 signed out, 400 for an empty message", async () => {
    const other = await world();
    for (const token of [other.adviser, other.client]) {
      expect((await list(token, w.clientId)).statusCode).toBe(404);
      expect((await send(token, w.clientId, 'hello')).statusCode).toBe(404);
      expect((await read(token, w.clientId)).statusCode).toBe(404);
    }
    expect((await list(null, w.clientId)).statusCode).toBe(401);
    expect((await send(null, w.clientId, 'hello')).statusCode).toBe(401);
    expect((await unread(null)).statusCode).toBe(401);
    const empty = await send(w.adviser, w.clientId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(CLIENT_MESSAGES_TEXT.bodyRequired);
    expect(
      (
        await call(t.app, w.adviser, {
          method: 'POST',
          url: '/api/message/send',
          payload: { clientId: w.clientId, body: 'x', extra: 1 },
        })
      ).statusCode,
    ).toBe(400);
    // Another adviser's unread counts never include this client.
    expect((await unread(other.adviser)).json().by_client).toEqual([]);
  });
});

describe('emails about new messages', () => {
  it('emails the other side at once, then at most once per ten minutes, listing what is still unread', async () => {
    const v = await world();
    expect((await send(v.client, v.clientId, 'First question')).statusCode).toBe(201);
    await settle();
    let toAdviser = await emailsTo(t, v.adviserEmail);
    expect(toAdviser.map((e) => e.subject)).toEqual(['New message from Cleo Client']);
    expect(toAdviser[0]?.text_body).toContain('First question');

    // Two more within the ten minutes: no email yet, one job waits.
    clock.now = new Date(clock.now.getTime() + 60_000);
    await send(v.client, v.clientId, 'Second question');
    await send(v.client, v.clientId, 'Third question');
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    expect(await emailsTo(t, v.adviserEmail)).toHaveLength(1);
    const waiting = await t.database.executeSql(
      `select count(*)::int as n, min(start_after) > now() + interval '8 minutes' as later
       from pgboss.job where name = $1 and state = 'created' and data->>'clientId' = $2`,
      [MESSAGE_NOTIFY_JOB, String(v.clientId)],
    );
    expect(waiting.rows[0]).toEqual({ n: 1, later: true });

    // When it runs, one email lists both (the first was emailed already but is still unread, so it is listed too).
    clock.now = new Date(clock.now.getTime() + MESSAGE_EMAIL_INTERVAL_MS);
    await messageNotifier(t.ctx)({ clientId: v.clientId, to: 'adviser' });
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    toAdviser = await emailsTo(t, v.adviserEmail);
    expect(toAdviser.map((e) => e.subject)).toEqual([
      'New message from Cleo Client',
      '3 new messages from Cleo Client',
    ]);
    expect(toAdviser[1]?.text_body).toContain('Third question');
    // The delayed job, when pg-boss runs it, finds nothing waiting and sends nothing more.
    await messageNotifier(t.ctx)({ clientId: v.clientId, to: 'adviser' });
    expect(await emailsTo(t, v.adviserEmail)).toHaveLength(2);
  });

  it("sends nothing when the messages were read in the app first; emails to clients carry the broker's branding", async () => {
    const v = await world();
    clock.now = new Date(clock.now.getTime() + 3_600_000);
    v.adviser = await signIn(t.app, v.adviserEmail);
    v.client = await sessionFor(
      t.ctx,
      (await t.database.executeSql('select user_id from clients where id = $1', [v.clientId])).rows[0]
        ?.user_id as number,
    );
    await send(v.adviser, v.clientId, 'Welcome aboard');
    await settle();
    const toClient = await emailsTo(t, v.clientEmail);
    expect(toClient.map((e) => e.subject)).toEqual(['New message from Bree Broker']);
    const row = await t.database.executeSql('select direction, html_body, from_address from emails where id = $1', [
      toClient[0]?.id,
    ]);
    expect(row.rows[0]?.direction).toBe('to_client');
    expect(String(row.rows[0]?.html_body)).toContain('#7A1F5C');
    expect(String(row.rows[0]?.from_address)).toContain('Bree Broker via BrokerDesk');

    clock.now = new Date(clock.now.getTime() + 60_000);
    await send(v.adviser, v.clientId, 'One more thing');
    await read(v.client, v.clientId);
    clock.now = new Date(clock.now.getTime() + MESSAGE_EMAIL_INTERVAL_MS);
    await messageNotifier(t.ctx)({ clientId: v.clientId, to: 'client' });
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    expect(await emailsTo(t, v.clientEmail)).toHaveLength(1);
  });
});

describe('the rate of sending messages', () => {
  it('refuses a person past RATE_LIMIT_MESSAGES_PER_USER_PER_HOUR with 429, files included, until the hour is over', async () => {
    const v = await world();
    const max = t.config.rateLimit.messagesPerUserPerHour;
    for (let i = 0; i < max; i += 1) expect((await send(v.client, v.clientId, `Message ${i}`)).statusCode).toBe(201);
    const refused = await send(v.client, v.clientId, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', message: MESSAGES.messagesTooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const attached = await upload(v.client, v.clientId, { filename: 'notes.pdf', data: SAMPLE.pdf }, 'And a file');
    expect(attached.statusCode).toBe(429);
    const files = await t.database.executeSql(`select count(*)::int as n from files where client_id = $1`, [
      v.clientId,
    ]);
    expect(Number(files.rows[0]?.n)).toBe(0);
    expect((await list(v.adviser, v.clientId)).json().messages).toHaveLength(max);
    // The other side of the conversation has a budget of its own.
    expect((await send(v.adviser, v.clientId, 'Got them all')).statusCode).toBe(201);

    clock.now = new Date(clock.now.getTime() + 3_600_000);
    v.client = await sessionFor(
      t.ctx,
      (await t.database.executeSql('select user_id from clients where id = $1', [v.clientId])).rows[0]
        ?.user_id as number,
    );
    expect((await send(v.client, v.clientId, 'A new hour')).statusCode).toBe(201);
  });
});
