import { DEFAULT_PERSONAL_MESSAGE, MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { rows } from '../../db/rows';
import { advisers, applicants, clients, users } from '../../db/schema';
import { SEND_EMAIL_JOB } from '../../mail/outbox';
import { inviteTokenIn } from './invite-test-helpers';

const t = useTestApp({ env: { RATE_LIMIT_INVITES_PER_CLIENT_PER_HOUR: '3', PUBLIC_URL: 'https://app.example' } });
let adviserId: number;
let token: string;
beforeAll(async () => {
  ({ id: adviserId, token } = await t.adviser('broker', { first_name: 'Sarah', last_name: 'Mitchell' }));
  await t.ctx.db
    .update(advisers)
    .set({
      company: 'Harbour City Home Loans',
      phone_mobile: '+61412345678',
      header_background: '#2B5C8A',
      email_disclaimer: 'This email is confidential.',
    })
    .where(eq(advisers.id, adviserId));
});

const invite = (payload: Record<string, unknown>, as: string | null = token) =>
  call(t.app, as, { method: 'POST', url: '/api/client/invite', payload });
const ALL = 'profile,requirement,asset,liability,expense,risk-profile,document,submit';
const emailsOf = async (clientId: number) =>
  rows<Record<string, string>>(
    await t.database.executeSql(
      'select kind, direction, to_address, from_address, reply_to, subject, text_body, html_body from emails where client_id = $1 order by id',
      [clientId],
    ),
  );

describe('POST /api/client/invite', () => {
  it('emails the primary applicant a branded single-use link and opens the portal for them', async () => {
    const made = await makeClient(t.ctx, adviserId, {
      first_name: 'Nina',
      last_name: 'Patel',
      email: 'nina@family.example',
    });
    const res = await invite({ clientId: made.clientId, pages: 'submit,profile,asset,profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json().mailto).toBeUndefined();
    expect(res.json().client).toMatchObject({
      access: 'invited',
      access_email: 'nina@family.example',
      submit: { pages: 'profile,asset,submit', personal_message: DEFAULT_PERSONAL_MESSAGE },
    });
    expect(res.json().client.submit.invited_at).not.toBeNull();

    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, 'nina@family.example'));
    expect(user).toMatchObject({ role: 'client', first_name: 'Nina', last_name: 'Patel', password_hash: null });
    const [client] = await t.ctx.db.select().from(clients).where(eq(clients.id, made.clientId));
    expect(client?.user_id).toBe(user?.id);

    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    const [mail] = await emailsOf(made.clientId);
    expect(mail).toMatchObject({
      kind: 'client_invite',
      direction: 'to_client',
      to_address: 'nina@family.example',
      reply_to: (await t.ctx.db.select().from(users).where(eq(users.role, 'broker')))[0]?.email,
      subject: 'Your loan application with Harbour City Home Loans',
    });
    expect(mail?.from_address).toMatch(/^"Sarah Mitchell via BrokerDesk" </);
    expect(mail?.text_body).toContain('Hi Nina,');
    expect(mail?.text_body).toContain(DEFAULT_PERSONAL_MESSAGE.split('\n\n')[0]);
    expect(mail?.text_body).toContain('Harbour City Home Loans');
    expect(mail?.text_body).toContain('0412 345 678');
    expect(mail?.text_body).toContain('This email is confidential.');
    expect(mail?.text_body).toContain('expires in 14 days');
    expect(mail?.html_body).toContain('background:#2B5C8A');
    expect(inviteTokenIn('https://app.example', mail?.text_body)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const actions = await t.database.executeSql('select action, detail from activity where client_id = $1', [
      made.clientId,
    ]);
    expect(actions.rows).toMatchObject([
      { action: 'client_invited', detail: { email: 'nina@family.example', via: 'email' } },
    ]);
  });

  it("shows the adviser's logo by its absolute address", async () => {
    const own = await makeUser(t.ctx, 'broker');
    const [file] = await t.database
      .executeSql(
        `insert into files (adviser_id, purpose, storage_key, file_name, content_type, size_bytes)
       values ($1, 'logo', '11111111-2222-3333-4444-555555555555.png', 'logo.png', 'image/png', 10) returning id`,
        [own.adviserId],
      )
      .then((r) => r.rows);
    await t.ctx.db
      .update(advisers)
      .set({ logo_file_id: Number(file?.id) })
      .where(eq(advisers.id, own.adviserId as number));
    const made = await makeClient(t.ctx, own.adviserId as number);
    await invite({ clientId: made.clientId, pages: ALL }, await signIn(t.app, own.email));
    const [mail] = await emailsOf(made.clientId);
    expect(mail?.html_body).toContain(
      'src="https://app.example/api/files/public/11111111-2222-3333-4444-555555555555.png"',
    );
  });

  it("keeps a message typed for this client, and goes back to the adviser's when blank", async () => {
    const made = await makeClient(t.ctx, adviserId);
    const typed = await invite({
      clientId: made.clientId,
      pages: ALL,
      personal_message: 'Dear Nina,\n\nSee you Tuesday.',
    });
    expect(typed.json().client.submit.personal_message).toBe('Dear Nina,\n\nSee you Tuesday.');
    const kept = await invite({ clientId: made.clientId, pages: ALL });
    expect(kept.json().client.submit.personal_message).toBe('Dear Nina,\n\nSee you Tuesday.');
    const reset = await invite({ clientId: made.clientId, pages: ALL, personal_message: '  ' });
    expect(reset.json().client.submit.personal_message).toBe(DEFAULT_PERSONAL_MESSAGE);
    const [row] = await t.ctx.db.select().from(clients).where(eq(clients.id, made.clientId));
    expect(row?.invite_message).toBeNull();
    const mails = await emailsOf(made.clientId);
    expect(mails[0]?.text_body).toContain('See you Tuesday.');
  });

  it('needs an email on the primary applicant, and one that is not another account’s', async () => {
    const made = await makeClient(t.ctx, adviserId);
    await t.ctx.db
      .update(applicants)
      .set({ data: { first_name: 'No', last_name: 'Email' } })
      .where(eq(applicants.id, made.primaryId));
    const missing = await invite({ clientId: made.clientId, pages: ALL });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ field: 'email', message: MESSAGES.inviteEmailRequired });

    const taken = await makeClient(t.ctx, adviserId, { email: (await makeUser(t.ctx, 'planner')).email });
    const res = await invite({ clientId: taken.clientId, pages: ALL });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ field: 'email', message: MESSAGES.inviteEmailTaken });
    expect((await t.ctx.db.select().from(clients).where(eq(clients.id, taken.clientId)))[0]?.access).toBe('none');
  });

  it('refuses pages that do not exist', async () => {
    const made = await makeClient(t.ctx, adviserId);
    for (const pages of ['', 'profile,settings', 'profile,,asset']) {
      expect((await invite({ clientId: made.clientId, pages })).statusCode, pages).toBe(400);
    }
  });

  it('follows a changed email on a new invitation, and voids the earlier link', async () => {
    const made = await makeClient(t.ctx, adviserId);
    await invite({ clientId: made.clientId, pages: ALL });
    const first = inviteTokenIn('https://app.example', (await emailsOf(made.clientId))[0]?.text_body);
    await t.ctx.db
      .update(applicants)
      .set({ data: { first_name: 'Moved', last_name: 'On', email: 'moved.on@new.example' } })
      .where(eq(applicants.id, made.primaryId));
    const again = await invite({ clientId: made.clientId, pages: ALL });
    expect(again.json().client.access_email).toBe('moved.on@new.example');
    const mails = await emailsOf(made.clientId);
    expect(mails[1]?.to_address).toBe('moved.on@new.example');
    const accept = (tok: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/accept-invite',
        payload: { token: tok, password: 'Fresh-pass2?' },
      });
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept(inviteTokenIn('https://app.example', mails[1]?.text_body))).statusCode).toBe(200);
  });

  it("prepares a draft for the adviser's own email program when mailto is 1, sending nothing", async () => {
    const own = await makeUser(t.ctx, 'broker', { first_name: 'Own', last_name: 'Mail' });
    await t.ctx.db
      .update(advisers)
      .set({ mailto: 1 })
      .where(eq(advisers.id, own.adviserId as number));
    const made = await makeClient(t.ctx, own.adviserId as number, { email: 'draft.me@family.example' });
    const res = await invite({ clientId: made.clientId, pages: ALL }, await signIn(t.app, own.email));
    expect(res.statusCode).toBe(200);
    const { mailto, client } = res.json();
    expect(client.access).toBe('invited');
    expect(mailto).toMatchObject({ to: 'draft.me@family.example', subject: 'Your loan application with Own Mail' });
    expect(mailto.body).toContain('https://app.example/accept-invite/');
    expect(await emailsOf(made.clientId)).toEqual([]);
    const link = inviteTokenIn('https://app.example', mailto.body);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token: link, password: 'Fresh-pass2?' },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('is behind the Submit page lock, is not for the client, and is limited per client', async () => {
    const locked = await makeUser(t.ctx, 'broker');
    await t.ctx.db
      .update(advisers)
      .set({ suspended: true })
      .where(eq(advisers.id, locked.adviserId as number));
    const lockedClient = await makeClient(t.ctx, locked.adviserId as number);
    const lockedRes = await invite({ clientId: lockedClient.clientId, pages: ALL }, await signIn(t.app, locked.email));
    expect(lockedRes.statusCode).toBe(403);
    expect(lockedRes.json().error.message).toBe(MESSAGES.planFeatureLocked);

    const made = await makeClient(t.ctx, adviserId, { withUser: true });
    const own = await invite({ clientId: made.clientId, pages: ALL }, await sessionFor(t.ctx, made.userId as number));
    expect(own.statusCode).toBe(403);

    const limited = await makeClient(t.ctx, adviserId);
    for (let i = 0; i < 3; i++) expect((await invite({ clientId: limited.clientId, pages: ALL })).statusCode).toBe(200);
    const fourth = await invite({ clientId: limited.clientId, pages: ALL });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('rate_limited');
    // Another client of the same adviser is counted apart.
    expect((await invite({ clientId: made.clientId, pages: ALL })).statusCode).toBe(200);
  });
});

describe('POST /api/client/pages', () => {
  const setPages = (payload: Record<string, unknown>, as: string | null = token) =>
    call(t.app, as, { method: 'POST', url: '/api/client/pages', payload });

  it('saves the ticked pages without an invitation, in the navigation’s order, and the next invitation keeps them', async () => {
    const made = await makeClient(t.ctx, adviserId);
    const saved = await setPages({ clientId: made.clientId, pages: 'submit,asset,profile' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().client.submit.pages).toBe('profile,asset,submit');
    expect(saved.json().client.access).toBe('none');
    expect(await emailsOf(made.clientId)).toEqual([]);
    const [row] = await t.ctx.db.select().from(clients).where(eq(clients.id, made.clientId));
    expect(row?.submit_pages).toBe('profile,asset,submit');
  });

  it('refuses a page that does not exist, and another adviser’s client answers 404', async () => {
    const made = await makeClient(t.ctx, adviserId);
    expect((await setPages({ clientId: made.clientId, pages: 'profile,nonsense' })).statusCode).toBe(400);
    const other = await t.adviser('broker');
    expect((await setPages({ clientId: made.clientId, pages: 'profile' }, other.token)).statusCode).toBe(404);
  });
});
