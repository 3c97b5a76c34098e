import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { makeClient, sessionFor } from '../../../../test/client-factories';
import { requestOf, storeDocumentFile } from '../../../../test/document-extras-fixtures';
import { call } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { sendDueReminders } from './reminders.service';
import { queueUploadNotice, sendUploadNotice, UPLOAD_NOTICE_JOB } from './upload-notice';

// 1 June 2026, 10 am in Sydney (AEST, +10).
const START = new Date('2026-06-01T00:00:00Z');
const clock = { now: START };
const t = useTestApp({ clock, admin: true });
const at = (sydney: string) => new Date(`${sydney}+10:00`);
const q = async (text: string, values?: unknown[]) =>
  (await t.database.executeSql(text, values)).rows as Record<string, unknown>[];

/** An invited client of a new broker with one outstanding request (payslips) and one accepted (passport). */
async function invitedClient(opts: { invitedAt?: Date; reminderDays?: string } = {}) {
  clock.now = START;
  const broker = await t.adviser();
  await q(`update advisers set email_disclaimer = 'General advice only.', reminder_days = $2 where id = $1`, [
    broker.id,
    opts.reminderDays ?? '2,5,10',
  ]);
  const client = await makeClient(t.ctx, broker.id, {
    withUser: true,
    first_name: 'Mia',
    set: { invited_at: opts.invitedAt ?? at('2026-06-01T10:00:00'), access: 'active' },
  });
  const base = { adviserId: broker.id, clientId: client.clientId, applicantId: client.primaryId };
  const payslips = await requestOf(t.ctx, { ...base, code: 'payslips' });
  await requestOf(t.ctx, { ...base, code: 'passport', state: 'accepted' });
  return { broker, client, payslips };
}

const remindersOf = (clientId: number) =>
  q(`select * from emails where client_id = $1 and kind = 'document_reminder' order by id`, [clientId]);
const scanAt = async (sydney: string) => {
  clock.now = at(sydney);
  return sendDueReminders(t.ctx);
};

describe('automatic document reminders', () => {
  it('emails what is missing 2, 5 and 10 days after the invitation and each reminder, then stops', async () => {
    const { client } = await invitedClient();
    expect(await scanAt('2026-06-03T09:59:00')).toBe(0);
    await scanAt('2026-06-03T10:00:00');
    const [first] = await remindersOf(client.clientId);
    expect(first).toMatchObject({ direction: 'to_client', to_address: client.email });
    expect(String(first?.subject)).toBe('One document still needed for your loan application');
    expect(String(first?.text_body)).toContain('• Payslips');
    expect(String(first?.text_body)).not.toContain('Passport');
    expect(String(first?.text_body)).toContain(`${t.config.publicUrl}/login`);
    expect(String(first?.text_body)).toContain('General advice only.');
    expect(String(first?.text_body)).toMatch(/^Hi Mia,/);
    const [row] = await q('select reminders_sent, last_reminder_at from clients where id = $1', [client.clientId]);
    expect(row?.reminders_sent).toBe(1);
    const activity = await q(
      `select actor_user_id, detail from activity where client_id = $1 and action = 'document_reminder_sent'`,
      [client.clientId],
    );
    expect(activity).toEqual([
      { actor_user_id: null, detail: expect.objectContaining({ missing: ['Payslips'], manual: false }) },
    ]);

    // The same day again: nothing; 5 days after the first: the second; then 10 days after that; then no more.
    expect(await scanAt('2026-06-03T15:00:00')).toBe(0);
    expect(await scanAt('2026-06-08T09:00:00')).toBe(0);
    await scanAt('2026-06-08T10:00:00');
    await scanAt('2026-06-18T10:00:00');
    expect(await remindersOf(client.clientId)).toHaveLength(3);
    await scanAt('2026-07-30T10:00:00');
    expect(await remindersOf(client.clientId)).toHaveLength(3);
  });

  it('waits for 8 am when a reminder falls due at night', async () => {
    const { client } = await invitedClient({ invitedAt: at('2026-06-01T21:00:00') });
    await scanAt('2026-06-03T21:30:00');
    await scanAt('2026-06-04T07:59:00');
    expect(await remindersOf(client.clientId)).toHaveLength(0);
    await scanAt('2026-06-04T08:00:00');
    expect(await remindersOf(client.clientId)).toHaveLength(1);
  });

  it('sends none when paused, when nothing is missing, without a schedule, or before an invitation', async () => {
    const paused = await invitedClient();
    await q('update clients set reminders_paused = true where id = $1', [paused.client.clientId]);
    const done = await invitedClient();
    await q(`update document_requests set state = 'accepted' where id = $1`, [done.payslips]);
    const none = await invitedClient({ reminderDays: '' });
    const notInvited = await invitedClient();
    await q(`update clients set invited_at = null, access = 'none' where id = $1`, [notInvited.client.clientId]);
    await scanAt('2026-06-05T10:00:00');
    for (const c of [paused, done, none, notInvited]) expect(await remindersOf(c.client.clientId)).toHaveLength(0);
    // A rejected request is missing again, with the reason the client sees.
    await q(`update document_requests set state = 'rejected', reason = 'The page is cut off.' where id = $1`, [
      done.payslips,
    ]);
    await scanAt('2026-06-05T10:00:00');
    const [mail] = await remindersOf(done.client.clientId);
    expect(String(mail?.text_body)).toContain('• Payslips — please upload again: The page is cut off.');
  });

  it('sends none for an adviser who is suspended', async () => {
    const { broker, client } = await invitedClient();
    await q('update advisers set suspended = true where id = $1', [broker.id]);
    await scanAt('2026-06-05T10:00:00');
    expect(await remindersOf(client.clientId)).toHaveLength(0);
  });
});

const send = (token: string | null, path: string, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'POST', url: `/api/client/${path}`, payload });

describe('POST /api/client/send-reminder and /api/client/reminders', () => {
  it('sends one now, at most one a day and never at night, only while something is missing', async () => {
    const { broker, client, payslips } = await invitedClient();
    clock.now = at('2026-06-01T11:00:00');
    const res = await send(broker.token, 'send-reminder', { clientId: client.clientId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.reminderSent });
    const [mail] = await remindersOf(client.clientId);
    expect(mail?.direction).toBe('to_client');
    const [activity] = await q(
      `select actor_user_id from activity where client_id = $1 and action = 'document_reminder_sent'`,
      [client.clientId],
    );
    expect(activity?.actor_user_id).toBe(broker.userId);

    const again = await send(broker.token, 'send-reminder', { clientId: client.clientId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.reminderAlreadyToday);
    clock.now = at('2026-06-02T20:30:00');
    const token = await sessionFor(t.ctx, broker.userId);
    const night = await send(token, 'send-reminder', { clientId: client.clientId });
    expect(night.statusCode).toBe(409);
    expect(night.json().error.message).toBe(MESSAGES.reminderQuietHours);
    clock.now = at('2026-06-02T09:00:00');
    await q(`update document_requests set state = 'accepted' where id = $1`, [payslips]);
    const nothing = await send(token, 'send-reminder', { clientId: client.clientId });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe(MESSAGES.reminderNothingMissing);
    expect(await remindersOf(client.clientId)).toHaveLength(1);
  });

  it('needs an invited client', async () => {
    const { broker, client } = await invitedClient();
    await q(`update clients set invited_at = null, access = 'none' where id = $1`, [client.clientId]);
    clock.now = at('2026-06-01T11:00:00');
    const res = await send(broker.token, 'send-reminder', { clientId: client.clientId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.reminderNotInvited);
  });

  it('pauses and resumes the automatic reminders, in the activity', async () => {
    const { broker, client } = await invitedClient();
    const res = await send(broker.token, 'reminders', { clientId: client.clientId, paused: true });
    expect(res.json()).toEqual({ message: MESSAGES.remindersPaused });
    await scanAt('2026-06-05T10:00:00');
    expect(await remindersOf(client.clientId)).toHaveLength(0);
    clock.now = START;
    const token = await sessionFor(t.ctx, broker.userId);
    expect((await send(token, 'reminders', { clientId: client.clientId, paused: false })).json()).toEqual({
      message: MESSAGES.remindersResumed,
    });
    await scanAt('2026-06-05T10:00:00');
    expect(await remindersOf(client.clientId)).toHaveLength(1);
    const actions = await q(
      `select action from activity where client_id = $1 and action like 'document_reminders_%' order by id`,
      [client.clientId],
    );
    expect(actions.map((a) => a.action)).toEqual(['document_reminders_paused', 'document_reminders_resumed']);
    const later = await sessionFor(t.ctx, broker.userId);
    expect((await send(later, 'reminders', { clientId: client.clientId, paused: 'yes' })).statusCode).toBe(400);
  });

  it('refuses a suspended broker with the upgrade message', async () => {
    const { broker, client } = await invitedClient();
    await q('update advisers set suspended = true where id = $1', [broker.id]);
    clock.now = at('2026-06-01T11:00:00');
    for (const [path, body] of [
      ['send-reminder', { clientId: client.clientId }],
      ['reminders', { clientId: client.clientId, paused: true }],
    ] as const) {
      const res = await send(broker.token, path, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.planFeatureLocked);
    }
  });
});

describe('the adviser’s email when a client uploads', () => {
  it('is one per batch, listing every file the client sent', async () => {
    const { broker, client } = await invitedClient();
    clock.now = at('2026-06-01T11:00:00');
    const since = clock.now.toISOString();
    const base = { adviserId: broker.id, clientId: client.clientId, applicantId: client.primaryId };
    for (const fileName of ['payslip-may.pdf', 'payslip-june.pdf']) {
      const { fileId } = await storeDocumentFile(t.ctx, {
        ...base,
        bytes: Buffer.from('%PDF-1.4\n'),
        contentType: 'application/pdf',
        fileName,
      });
      await q('update files set uploaded_by_user_id = $2 where id = $1', [fileId, client.userId]);
      await queueUploadNotice(t.ctx, client.clientId);
    }
    const jobs = await q(`select data from pgboss.job where name = $1 and singleton_key = $2`, [
      UPLOAD_NOTICE_JOB,
      String(client.clientId),
    ]);
    expect(jobs).toHaveLength(1);
    expect(await sendUploadNotice(t.ctx, { clientId: client.clientId, since })).toBe(true);
    const [mail] = await q(`select * from emails where adviser_id = $1 and kind = 'documents_uploaded'`, [broker.id]);
    expect(mail?.to_address).toBe(broker.email);
    expect(String(mail?.subject)).toMatch(/uploaded 2 documents$/);
    expect(String(mail?.text_body)).toContain('• Payslips: payslip-may.pdf');
    expect(String(mail?.text_body)).toContain('• Payslips: payslip-june.pdf');
    // The broker's own uploads on the client's behalf are not news to them.
    const other = await invitedClient();
    clock.now = at('2026-06-01T11:00:00');
    await storeDocumentFile(t.ctx, {
      adviserId: other.broker.id,
      clientId: other.client.clientId,
      applicantId: other.client.primaryId,
      bytes: Buffer.from('%PDF-1.4\n'),
      contentType: 'application/pdf',
      fileName: 'by-broker.pdf',
    });
    expect(await sendUploadNotice(t.ctx, { clientId: other.client.clientId, since })).toBe(false);
  });
});
