import { MESSAGES } from '@brokerdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { useTestApp } from '../../../test/use-test-app';
import { rows } from '../../db/rows';
import { SEND_EMAIL_JOB } from '../../mail/outbox';

const NEW_PASSWORD = 'Fresh-pass2?';

const clock = { now: new Date() };
const t = useTestApp({ clock });

const forgot = (app: TestApp['app'], email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
  });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });

interface EmailRow {
  id: number;
  status: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  last_error: string | null;
}

async function emailsTo(target: TestApp, address: string): Promise<EmailRow[]> {
  const res = await target.database.executeSql(
    `select id, status, text_body, html_body, attempts, last_error from emails where to_address = $1 order by id`,
    [address],
  );
  return rows<EmailRow>(res);
}

function resetTokenIn(target: TestApp, text: string | undefined): string {
  const prefix = `${target.config.publicUrl}/reset-password/`;
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([A-Za-z0-9_-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

/** Asks for a reset, waits for the mail job, and answers the token from the stored email's link. */
async function requestResetToken(email: string): Promise<string> {
  expect((await forgot(t.app, email)).statusCode).toBe(200);
  await t.ctx.jobs.drain(SEND_EMAIL_JOB);
  const rows = await emailsTo(t, email);
  return resetTokenIn(t, rows.at(-1)?.text_body);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 200 with the same body for a known and an unknown email', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const known = await forgot(t.app, u.email);
    const unknown = await forgot(t.app, 'nobody.here@test.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MESSAGES.resetEmailSent });
    expect(unknown.json()).toEqual(known.json());
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    expect(await emailsTo(t, 'nobody.here@test.example')).toHaveLength(0);
  });

  it('stores an email with the reset link for a known user when no SMTP_URL is set', async () => {
    const u = await makeUser(t.ctx, 'planner');
    expect((await forgot(t.app, `  ${u.email.toUpperCase()} `)).statusCode).toBe(200);
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    const rows = await emailsTo(t, u.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('stored');
    expect(rows[0]?.text_body).toContain(`${t.config.publicUrl}/reset-password/`);
    expect(resetTokenIn(t, rows[0]?.text_body)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password: login works with the new one and fails with the old', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const token = await requestResetToken(u.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordResetDone });
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it("revokes all of the user's sessions", async () => {
    const u = await makeUser(t.ctx, 'client');
    const first = await signIn(t.app, u.email);
    const second = await signIn(t.app, u.email);
    expect((await call(t.app, first, { method: 'GET', url: '/api/user/detail' })).statusCode).toBe(200);
    expect((await reset(await requestResetToken(u.email))).statusCode).toBe(200);
    for (const token of [first, second]) {
      const res = await call(t.app, token, {
        method: 'GET',
        url: '/api/auth/validate-token',
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('accepts a link once; the second use answers 400 on the token field', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const token = await requestResetToken(u.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Other-pass3!');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'validation',
      field: 'token',
      message: MESSAGES.resetLinkInvalid,
    });
    expect((await login(u.email, 'Other-pass3!')).statusCode).toBe(401);
  });

  it('refuses an unknown token', async () => {
    const res = await reset('not-a-real-token-at-all');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'token',
      message: MESSAGES.resetLinkInvalid,
    });
  });

  it('refuses a link after RESET_TOKEN_MINUTES', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const token = await requestResetToken(u.email);
    clock.now = new Date(clock.now.getTime() + t.config.resetTokenMs + 60_000);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'token',
      message: MESSAGES.resetLinkInvalid,
    });
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('still accepts a link just before it expires', async () => {
    const u = await makeUser(t.ctx, 'planner');
    const token = await requestResetToken(u.email);
    clock.now = new Date(clock.now.getTime() + t.config.resetTokenMs - 60_000);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a weak new password with the policy message, and the link still works afterwards', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const token = await requestResetToken(u.email);
    const weak = await reset(token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({
      code: 'validation',
      field: 'password',
      message: MESSAGES.passwordPolicy,
    });
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('a second request makes the first link stop working', async () => {
    const u = await makeUser(t.ctx, 'broker');
    const firstToken = await requestResetToken(u.email);
    const secondToken = await requestResetToken(u.email);
    expect(secondToken).not.toBe(firstToken);
    const stale = await reset(firstToken);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toMatchObject({
      field: 'token',
      message: MESSAGES.resetLinkInvalid,
    });
    expect((await reset(secondToken)).statusCode).toBe(200);
  });
});

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link out of a raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('sending over SMTP (SMTP_URL set)', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    // Mail to refuse.* addresses is turned away, as a server that is down or full would.
    sink = await startSmtpSink({ refuses: (to) => to.some((a) => a.startsWith('refuse.')) });
  });
  // After hooks run in reverse: the app registered below closes before the SMTP server does.
  afterAll(() => sink.close());
  const s = useTestApp(() => ({ env: { SMTP_URL: sink.smtpUrl } }));

  it('delivers the reset email to the SMTP server and marks it sent', async () => {
    const u = await makeUser(s.ctx, 'broker');
    expect((await forgot(s.app, u.email)).statusCode).toBe(200);
    await s.ctx.jobs.drain(SEND_EMAIL_JOB);
    const [row] = await emailsTo(s, u.email);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
    });
    const token = resetTokenIn(s, row?.text_body);

    const message = sink.received.find((m) => m.to.includes(u.email));
    expect(message, 'the SMTP server received the message').toBeDefined();
    expect(message?.to).toEqual([u.email]);
    const body = decodeQuotedPrintable(message?.raw ?? '');
    expect(body).toMatch(new RegExp(`^To: ${u.email.replace(/\./g, '\\.')}`, 'm'));
    expect(body).toContain(`${s.config.publicUrl}/reset-password/${token}`);
    expect(body).toContain('Subject: Reset your BrokerDesk password');
  });

  it('records a refused send as failed with the attempt and the error (pg-boss retries it)', async () => {
    const u = await makeUser(s.ctx, 'planner', {
      email: `refuse.${Date.now()}@test.example`,
    });
    expect((await forgot(s.app, u.email)).statusCode).toBe(200);
    let row: EmailRow | undefined;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      [row] = await emailsTo(s, u.email);
      if (row?.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBeGreaterThanOrEqual(1);
    expect(row?.last_error).toMatch(/mailbox unavailable|550/);
    expect(sink.received.some((m) => m.to.includes(u.email))).toBe(false);
    const job = await s.database.executeSql(`select state from pgboss.job where name = $1 and data->>'emailId' = $2`, [
      SEND_EMAIL_JOB,
      String(row?.id),
    ]);
    expect(['retry', 'active', 'created']).toContain(job.rows[0]?.state);
  });
});
