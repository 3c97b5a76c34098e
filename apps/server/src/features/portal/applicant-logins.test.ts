import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { inviteTokenIn } from './invite-test-helpers';

const t = useTestApp();
const PASSWORD = 'Partner-pass3!';

const edit = (token: string, clientId: number, applicantId: number, first: string) =>
  call(t.app, token, {
    method: 'POST',
    url: '/api/applicant/edit-person',
    payload: { clientId, applicantId, keyValueArr: [{ key: 'first_name', value: first }] },
  });

/** A couple's application: the primary signs in already; the partner has an email of their own on their profile. */
async function couple() {
  const broker = await makeUser(t.ctx, 'broker');
  const brokerToken = await signIn(t.app, broker.email);
  const made = await makeClient(t.ctx, broker.adviserId as number, { withUser: true, others: ['person'] });
  const partnerId = made.applicantIds[0] as number;
  const partnerEmail = `partner.${made.clientId}@test.example`;
  await t.database.executeSql(`update applicants set data = data || $2::jsonb where id = $1`, [
    partnerId,
    JSON.stringify({ email: partnerEmail, first_name: 'Pat', last_name: 'Partner' }),
  ]);
  return {
    ...made,
    brokerToken,
    partnerId,
    partnerEmail,
    primaryToken: await sessionFor(t.ctx, made.userId as number),
  };
}

async function invitePartner(c: Awaited<ReturnType<typeof couple>>, pages = 'profile,requirement,submit') {
  const res = await call(t.app, c.brokerToken, {
    method: 'POST',
    url: '/api/applicant/invite',
    payload: { clientId: c.clientId, applicantId: c.partnerId, pages },
  });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await t.database.executeSql('select text_body from emails where to_address = $1 order by id desc', [
    c.partnerEmail,
  ]);
  const token = inviteTokenIn(t.config.publicUrl, String(mail.rows[0]?.text_body));
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/auth/accept-invite',
    payload: { token, password: PASSWORD },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().token as string;
}

describe('a sign-in for every person on the application', () => {
  it('lets the partner sign in to this application only, with their pages, changing their own details and not the primary’s', async () => {
    const c = await couple();
    const partner = await invitePartner(c);

    const me = await call(t.app, partner, { method: 'GET', url: '/api/user/detail' });
    expect(me.json()).toMatchObject({ role: 'client', client_id: c.clientId, email: c.partnerEmail });
    const detail = await call(t.app, partner, { method: 'GET', url: `/api/client/detail?clientId=${c.clientId}` });
    expect(detail.json()).toMatchObject({ submit: { pages: 'profile,requirement,submit' } });
    // The primary's access is theirs: the partner's acceptance does not change it.
    expect(detail.json().access).toBe('active');

    expect((await edit(partner, c.clientId, c.partnerId, 'Patricia')).statusCode).toBe(200);
    const refused = await edit(partner, c.clientId, c.primaryId, 'Hijacked');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.notYourDetails);
    // The primary keeps their own details and no longer changes the partner's.
    expect((await edit(c.primaryToken, c.clientId, c.primaryId, 'Alex')).statusCode).toBe(200);
    expect((await edit(c.primaryToken, c.clientId, c.partnerId, 'Not yours')).statusCode).toBe(403);
    // The broker changes anyone's; the partner reads the primary's profile but not the pages not chosen for them.
    expect((await edit(c.brokerToken, c.clientId, c.partnerId, 'Patricia')).statusCode).toBe(200);
    const read = await call(t.app, partner, {
      method: 'GET',
      url: `/api/applicant/detail?clientId=${c.clientId}&applicantId=${c.primaryId}`,
    });
    expect(read.statusCode).toBe(200);
    const assets = await call(t.app, partner, {
      method: 'GET',
      url: `/api/application/expense?clientId=${c.clientId}`,
    });
    expect(assets.statusCode).toBe(403);

    // Another application answers 404 to the partner.
    const other = await couple();
    const elsewhere = await call(t.app, partner, {
      method: 'GET',
      url: `/api/client/detail?clientId=${other.clientId}`,
    });
    expect(elsewhere.statusCode).toBe(404);

    // The activity names each person.
    const activity = await call(t.app, c.brokerToken, {
      method: 'GET',
      url: `/api/client/activity?clientId=${c.clientId}&limit=50`,
    });
    const changes = (activity.json().activity as { action: string; actor: { name: string; role: string } | null }[])
      .filter((a) => a.action === 'field_changed')
      .map((a) => a.actor?.name);
    expect(changes).toEqual(expect.arrayContaining(['Pat Partner', expect.stringMatching(/^Clientfirst/)]));
    expect(activity.json().activity.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['applicant_invited', 'invite_accepted']),
    );
  });

  it('tells each reader whose profile they may change (may_edit), by the rule the saves are refused by', async () => {
    const c = await couple();
    const mayEdit = async (token: string, applicantId: number) => {
      const res = await call(t.app, token, {
        method: 'GET',
        url: `/api/applicant/detail?clientId=${c.clientId}&applicantId=${applicantId}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().may_edit as boolean;
    };
    // Before the partner signs in, the primary's sign-in answers for both.
    expect(await mayEdit(c.primaryToken, c.partnerId)).toBe(true);
    const partner = await invitePartner(c);
    expect(await mayEdit(partner, c.partnerId)).toBe(true);
    expect(await mayEdit(partner, c.primaryId)).toBe(false);
    expect(await mayEdit(c.primaryToken, c.primaryId)).toBe(true);
    expect(await mayEdit(c.primaryToken, c.partnerId)).toBe(false);
    expect(await mayEdit(c.brokerToken, c.primaryId)).toBe(true);
    expect(await mayEdit(c.brokerToken, c.partnerId)).toBe(true);
    // The flag and the refusal agree.
    expect((await edit(c.primaryToken, c.clientId, c.partnerId, 'Not yours')).statusCode).toBe(403);
    expect((await edit(partner, c.clientId, c.primaryId, 'Not yours')).statusCode).toBe(403);
  });

  it('refuses an email that is another account’s, the primary, and a company; only the adviser invites', async () => {
    const c = await couple();
    const taken = await couple();
    await t.database.executeSql(`update applicants set data = data || $2::jsonb where id = $1`, [
      c.partnerId,
      JSON.stringify({ email: taken.email }),
    ]);
    const invite = (token: string, applicantId: number) =>
      call(t.app, token, {
        method: 'POST',
        url: '/api/applicant/invite',
        payload: { clientId: c.clientId, applicantId, pages: 'profile' },
      });
    const clash = await invite(c.brokerToken, c.partnerId);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(MESSAGES.inviteEmailTaken);
    expect((await invite(c.brokerToken, c.primaryId)).json().error.message).toBe(MESSAGES.applicantInvitePrimary);
    expect((await invite(c.primaryToken, c.partnerId)).statusCode).toBe(403);
    expect((await invite(taken.brokerToken, c.partnerId)).statusCode).toBe(404);
  });
});
