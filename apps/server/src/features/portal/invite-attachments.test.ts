import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { call, makeUser, signIn } from '../../../test/factories';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { useTestApp } from '../../../test/use-test-app';
import { files } from '../../db/schema';
import { SEND_EMAIL_JOB } from '../../mail/outbox';
import { newStorageKey } from '../../storage/storage';

/** The invitation over SMTP carries the adviser's default attachments, streamed from storage (mail settings). */
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
// After hooks run in reverse: the app registered below closes before the SMTP server does.
afterAll(() => sink.close());
const t = useTestApp(() => ({ env: { SMTP_URL: sink.smtpUrl } }));

async function storeAttachment(adviserId: number, fileName: string, bytes: Buffer, deleted = false) {
  const key = newStorageKey('pdf');
  await t.ctx.storage.put(key, Readable.from([bytes]), 'application/pdf');
  const [row] = await t.ctx.db
    .insert(files)
    .values({
      adviser_id: adviserId,
      purpose: 'attachment',
      storage_key: key,
      file_name: fileName,
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      deleted_at: deleted ? new Date() : null,
    })
    .returning();
  return row;
}

describe('invitation attachments', () => {
  it("attaches the adviser's live default attachments and marks the email sent", async () => {
    const broker = await makeUser(t.ctx, 'broker');
    const adviserId = broker.adviserId as number;
    const guide = Buffer.from('%PDF-1.4 Our guide to your first home loan');
    await storeAttachment(adviserId, 'First home guide.pdf', guide);
    await storeAttachment(adviserId, 'Withdrawn.pdf', Buffer.from('%PDF-1.4 old'), true);
    const made = await makeClient(t.ctx, adviserId, { email: 'attach.me@family.example' });
    const res = await call(t.app, await signIn(t.app, broker.email), {
      method: 'POST',
      url: '/api/client/invite',
      payload: { clientId: made.clientId, pages: 'profile,submit' },
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);

    const message = sink.received.find((m) => m.to.includes('attach.me@family.example'));
    expect(message, 'the SMTP server received the invitation').toBeDefined();
    const raw = message?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(raw).toContain('filename="First home guide.pdf"');
    expect(raw.replace(/\r?\n/g, '')).toContain(guide.toString('base64'));
    expect(raw).not.toContain('Withdrawn.pdf');
    const [row] = await t.database
      .executeSql(`select status from emails where client_id = $1`, [made.clientId])
      .then((r) => r.rows);
    expect(row?.status).toBe('sent');
  });

  it('sends the invitation without an attachment whose bytes are gone from storage', async () => {
    const broker = await makeUser(t.ctx, 'broker');
    const adviserId = broker.adviserId as number;
    const file = await storeAttachment(adviserId, 'Lost.pdf', Buffer.from('%PDF-1.4 lost'));
    await t.ctx.storage.delete(file?.storage_key as string);
    const made = await makeClient(t.ctx, adviserId, { email: 'no.attach@family.example' });
    await call(t.app, await signIn(t.app, broker.email), {
      method: 'POST',
      url: '/api/client/invite',
      payload: { clientId: made.clientId, pages: 'profile' },
    });
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    const message = sink.received.find((m) => m.to.includes('no.attach@family.example'));
    expect(message?.raw).toBeDefined();
    expect(message?.raw).not.toContain('Lost.pdf');
  });
});
