import { LEAD_HONEYPOT_FIELD, LEAD_MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { emailsTo } from '../../../test/emails';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { rows } from '../../db/rows';
import { advisers, users } from '../../db/schema';

const clock = { now: new Date('2026-11-20T01:00:00Z') };
const t = useTestApp({ clock, env: { RATE_LIMIT_LEADS_PER_IP_PER_HOUR: '4' } });

let brokerId: number;
let brokerEmail: string;
let brokerToken: string;
let ipSeq = 0;
/** Each test its own address, so the per-IP budget of one never spends another's. */
const nextIp = () => `203.0.113.${++ipSeq}`;
const tick = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

async function makeBroker(enabled: boolean) {
  const b = await makeUser(t.ctx, 'broker', { first_name: 'Bree', last_name: 'Broker' });
  await t.ctx.db
    .update(advisers)
    .set({ lead_capture_enabled: enabled, company: 'Bree Home Loans', phone_mobile: '0412345678' })
    .where(eq(advisers.id, b.adviserId as number));
  return b;
}

beforeAll(async () => {
  const b = await makeBroker(true);
  brokerId = b.adviserId as number;
  brokerEmail = b.email;
  brokerToken = await signIn(t.app, b.email);
});

const get = (id: number | string, ip = nextIp()) =>
  t.app.inject({ method: 'GET', url: `/api/lead-capture/${id}`, remoteAddress: ip });
const post = (id: number | string, payload: unknown, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/lead-capture/${id}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const answers = (email: string, over: Record<string, unknown> = {}) => ({
  primary_reason: 'first-home',
  first_name: 'Pat',
  last_name: 'Prospect',
  email,
  phone_mobile: '0400 111 222',
  state_id: 2,
  loan_amount_range: '500k-750k',
  timeframe: 'within_3_months',
  best_time_to_call: 'morning',
  consent: true,
  ...over,
});

/** Loads the form as a visitor does, waits as a person would, and sends it. */
async function fill(id: number, body: Record<string, unknown>, ip = nextIp()) {
  const page = await get(id, ip);
  expect(page.statusCode, page.body).toBe(200);
  tick(5000);
  return post(id, { ...body, form_token: page.json().form_token }, ip);
}

const leadsOf = async (adviserId: number, email: string) =>
  rows<{ id: number; client_type: string; display_name: string; data: Record<string, unknown> }>(
    await t.database.executeSql(
      `select c.id, c.client_type, c.display_name, a.data from clients c
       join applicants a on a.client_id = c.id and a.is_primary
       where c.adviser_id = $1 and a.data->>'email' = $2 and c.deleted_at is null order by c.id`,
      [adviserId, email],
    ),
  );

describe('GET /api/lead-capture/{brokerId}', () => {
  it("answers the broker's public branding and a form token, and nothing private", async () => {
    const res = await get(brokerId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      broker_id: brokerId,
      first_name: 'Bree',
      last_name: 'Broker',
      company: 'Bree Home Loans',
      phone_display: '0412 345 678',
      header_background: '#1A356F',
    });
    expect(body.form_token).toMatch(/^\d+\.[\w-]{43}$/);
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('lodge_pass');
  });

  it('answers 404 with the friendly message for a broker with the form off, an unknown broker, and 400 for a bad id', async () => {
    const off = await makeBroker(false);
    for (const id of [off.adviserId as number, 2_000_000_000]) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(LEAD_MESSAGES.notAvailable);
    }
    expect((await get('abc')).statusCode).toBe(400);
    expect((await get('0x10')).statusCode).toBe(400);
  });
});

describe('POST /api/lead-capture/{brokerId}', () => {
  it('makes a lead with its primary applicant and requirement answers, logs it, emails the broker and the prospect', async () => {
    const res = await fill(brokerId, answers('pat.one@test.example'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Thank you, Pat. Bree has your details and will call you back soon.');

    const [lead, ...more] = await leadsOf(brokerId, 'pat.one@test.example');
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({ client_type: 'lead', display_name: 'Pat Prospect' });
    expect(lead?.data).toMatchObject({ first_name: 'Pat', last_name: 'Prospect', phone_mobile: '+61400111222' });

    const requirement = await t.database.executeSql(
      `select data from application_sections where client_id = $1 and section = 'requirement'`,
      [lead?.id],
    );
    const data = requirement.rows[0]?.data as Record<string, unknown>;
    expect(data).toMatchObject({ purpose: 'purchase', first_home_buyer: true, timeframe: 'within_3_months' });
    expect(String(data.objectives)).toContain('Loan amount: $500,000 to $750,000');
    expect(String(data.objectives)).toContain('State: NSW');
    expect(String(data.objectives)).toContain('Best time to call: Morning (9am to 12pm)');

    const activity = await call(t.app, brokerToken, {
      method: 'GET',
      url: `/api/client/activity?clientId=${lead?.id}`,
    });
    expect(activity.json().activity.map((a: { action: string }) => a.action)).toContain('lead_received');

    const list = await call(t.app, brokerToken, {
      method: 'GET',
      url: `/api/client/list?clientType=lead&status=all&access=all`,
    });
    expect(list.json().clients.map((c: { id: number }) => c.id)).toContain(lead?.id);

    const toBroker = await emailsTo(t, brokerEmail);
    expect(toBroker.map((e) => e.kind)).toEqual(['lead_received']);
    expect(toBroker[0]?.subject).toBe('New lead: Pat Prospect');
    expect(toBroker[0]?.text_body).toContain('Would like to: Buy my first home');
    expect(toBroker[0]?.text_body).toContain(`/client/${lead?.id}/activity`);
    const toProspect = await emailsTo(t, 'pat.one@test.example');
    expect(toProspect.map((e) => e.kind)).toEqual(['lead_acknowledgement']);
    expect(toProspect[0]?.subject).toBe('Thanks for getting in touch with Bree Home Loans');
    const dirs = await t.database.executeSql(`select kind, direction from emails where client_id = $1 order by id`, [
      lead?.id,
    ]);
    expect(dirs.rows).toEqual([
      { kind: 'lead_received', direction: 'from_client' },
      { kind: 'lead_acknowledgement', direction: 'to_client' },
    ]);
  });

  it('a repeat within a day adds to the lead’s activity and changes nothing the first form said; a new lead after', async () => {
    const email = 'pat.twice@test.example';
    expect((await fill(brokerId, answers(email))).statusCode).toBe(201);
    const [lead] = await leadsOf(brokerId, email);
    const requirement = async () =>
      (
        await t.database.executeSql(
          `select data from application_sections where client_id = $1 and section = 'requirement'`,
          [lead?.id],
        )
      ).rows[0]?.data;
    const submission = async () =>
      (
        await t.database.executeSql('select answers, submissions from lead_submissions where client_id = $1', [
          lead?.id,
        ])
      ).rows[0];
    const [firstRequirement, firstSubmission] = [await requirement(), await submission()];

    tick(3_600_000);
    const again = await fill(brokerId, answers(email, { last_name: 'Overwritten', primary_reason: 'refinance' }));
    expect(again.statusCode).toBe(201);
    const leads = await leadsOf(brokerId, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ id: lead?.id, display_name: 'Pat Prospect' });
    expect(leads[0]?.data).toMatchObject({ last_name: 'Prospect' });
    expect(await requirement()).toEqual(firstRequirement);
    expect(await submission()).toEqual({ answers: firstSubmission?.answers, submissions: 2 });
    // The second form is on the lead's activity, with what it said.
    const activity = await call(t.app, brokerToken, {
      method: 'GET',
      url: `/api/client/activity?clientId=${lead?.id}`,
    });
    const repeat = (activity.json().activity as { action: string; detail: { answers?: string[] } }[]).find(
      (a) => a.action === 'lead_updated',
    );
    expect(repeat?.detail.answers).toEqual(
      expect.arrayContaining(['Would like to: Refinance my home loan', 'Name: Pat Overwritten']),
    );
    // The broker hears of both; the prospect is thanked once.
    expect((await emailsTo(t, email)).length).toBe(1);
    const brokerMails = (await emailsTo(t, brokerEmail)).filter((e) => e.text_body.includes(email));
    expect(brokerMails.map((e) => e.subject)).toEqual([
      'New lead: Pat Prospect',
      'Pat Overwritten sent your lead form again',
    ]);
    expect(brokerMails[1]?.text_body).toContain('keeps what the first form said');

    tick(25 * 3_600_000);
    expect((await fill(brokerId, answers(email))).statusCode).toBe(201);
    expect(await leadsOf(brokerId, email)).toHaveLength(2);
  });

  it('the acknowledgement carries only the first name the visitor typed, and one goes to an address a day', async () => {
    const other = await makeBroker(true);
    const email = 'victim@test.example';
    const typed = answers(email, { first_name: 'Visit https://evil.example', last_name: 'Click-the-link-now' });
    expect((await fill(brokerId, typed)).statusCode).toBe(201);
    // Another broker's form, the same address, the same day: no second email to that inbox.
    expect((await fill(other.adviserId as number, answers(email, { first_name: 'Robin' }))).statusCode).toBe(201);
    const [ack, ...more] = await emailsTo(t, email);
    expect(more).toHaveLength(0);
    const html = (await t.database.executeSql('select html_body from emails where id = $1', [ack?.id])).rows[0];
    const whole = `${ack?.subject}\n${ack?.text_body}\n${html?.html_body}`;
    expect(ack?.text_body).toContain('Hi there,');
    for (const text of ['evil.example', 'Click-the-link-now', '0400 111 222', '+61400111222', 'Robin']) {
      expect(whole).not.toContain(text);
    }
    // A name that reads as a name greets the prospect; a day later the address may be thanked again.
    tick(25 * 3_600_000);
    expect((await fill(brokerId, answers(email, { first_name: 'Zoë O’Neil' }))).statusCode).toBe(201);
    const later = await emailsTo(t, email);
    expect(later).toHaveLength(2);
    expect(later.map((m) => m.text_body).join('\n')).toContain('Hi Zoë O’Neil,');
  });

  it('keeps nothing when the honeypot is filled, yet answers as a success', async () => {
    const email = 'robot@test.example';
    const res = await fill(brokerId, answers(email, { [LEAD_HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(await leadsOf(brokerId, email)).toHaveLength(0);
    expect(await emailsTo(t, email)).toHaveLength(0);
  });

  it('refuses a form sent faster than a person fills it, and a forged or missing token', async () => {
    const ip = nextIp();
    const page = await get(brokerId, ip);
    const quick = await post(brokerId, { ...answers('quick@test.example'), form_token: page.json().form_token }, ip);
    expect(quick.statusCode).toBe(400);
    expect(quick.json().error).toMatchObject({ field: 'form_token', message: LEAD_MESSAGES.tooFast });
    const token = String(page.json().form_token);
    const forged = `${Number(token.split('.')[0]) - 60_000}.${token.split('.')[1]}`;
    const bad = await post(brokerId, { ...answers('quick@test.example'), form_token: forged }, nextIp());
    expect(bad.json().error).toMatchObject({ field: 'form_token', message: LEAD_MESSAGES.formExpired });
    // Another broker's token is not this broker's.
    const other = await makeBroker(true);
    tick(5000);
    const foreign = await post(
      other.adviserId as number,
      { ...answers('quick@test.example'), form_token: token },
      nextIp(),
    );
    expect(foreign.json().error.message).toBe(LEAD_MESSAGES.formExpired);
    const missing = await post(brokerId, answers('quick@test.example'), nextIp());
    expect(missing.statusCode).toBe(400);
    expect(await leadsOf(brokerId, 'quick@test.example')).toHaveLength(0);
  });

  it('answers 404 for a broker with the form off and an unknown broker', async () => {
    const off = await makeBroker(false);
    const page = await get(brokerId);
    tick(5000);
    for (const id of [off.adviserId as number, 2_000_000_000]) {
      const res = await post(id, { ...answers('nobody@test.example'), form_token: page.json().form_token }, nextIp());
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(LEAD_MESSAGES.notAvailable);
    }
  });

  it('refuses bodies beyond the schema, malformed and oversized ones, and bad answers by field', async () => {
    const page = await get(brokerId);
    tick(5000);
    const base = { ...answers('shape@test.example'), form_token: page.json().form_token };
    const cases: [unknown, string | undefined][] = [
      [{ ...base, is_admin: true }, undefined],
      [{ ...base, consent: false }, 'consent'],
      [{ ...base, primary_reason: 'holiday' }, 'primary_reason'],
      [{ ...base, state_id: 10 }, 'state_id'],
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ ...base, first_name: '  ' }, 'first_name'],
      [{ ...base, phone_mobile: 'call me maybe' }, 'phone_mobile'],
      [{ ...base, first_name: 'Pat\u0000' }, 'first_name'],
      ['{"primary_reason": ', undefined],
      ['[1,2,3]', undefined],
    ];
    for (const [payload, field] of cases) {
      const res = await post(brokerId, payload, nextIp());
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('validation');
      if (field) expect(res.json().error.field, JSON.stringify(payload)).toBe(field);
    }
    const huge = await post(brokerId, { ...base, last_name: 'x'.repeat(20_000) }, nextIp());
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('too_large');
    const form = await post(brokerId, 'a=b', nextIp(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(await leadsOf(brokerId, 'shape@test.example')).toHaveLength(0);
  });

  it('limits the forms one IP may send in an hour (429 with Retry-After), counted in the database', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof fill>> | undefined;
    for (let i = 0; i < 5; i += 1) {
      last = await fill(brokerId, answers(`burst${i}@test.example`), ip);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect(last?.json().error.code).toBe('rate_limited');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await leadsOf(brokerId, 'burst4@test.example')).toHaveLength(0);
    const rows = await t.database.executeSql(`select count from rate_limits where key like 'http:%' and key like $1`, [
      `%${ip}%`,
    ]);
    expect(rows.rows.map((r) => Number(r.count))).toContain(5);
    // Another address still gets through.
    expect((await fill(brokerId, answers('other-ip@test.example'))).statusCode).toBe(201);
  });
});

describe('POST /api/client/convert-lead', () => {
  it('makes a lead active in one action, on its activity; refuses a client that is not a lead', async () => {
    expect((await fill(brokerId, answers('convert@test.example'))).statusCode).toBe(201);
    const [lead] = await leadsOf(brokerId, 'convert@test.example');
    // The clock has moved on by days in earlier tests: a fresh sign-in.
    brokerToken = await signIn(t.app, brokerEmail);
    const convert = () =>
      call(t.app, brokerToken, { method: 'POST', url: '/api/client/convert-lead', payload: { clientId: lead?.id } });
    const res = await convert();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client.client_type).toBe('active');
    expect((await convert()).statusCode).toBe(409);
    const activity = await call(t.app, brokerToken, {
      method: 'GET',
      url: `/api/client/activity?clientId=${lead?.id}`,
    });
    expect(activity.json().activity.map((a: { action: string }) => a.action)).toContain('lead_converted');
  });

  it("answers 404 for another broker's lead and 401 signed out", async () => {
    brokerToken = await signIn(t.app, brokerEmail);
    const other = await makeBroker(true);
    const theirs = await makeClient(t.ctx, other.adviserId as number, { set: { client_type: 'lead' }, withUser: true });
    const body = { clientId: theirs.clientId };
    expect(
      (await call(t.app, brokerToken, { method: 'POST', url: '/api/client/convert-lead', payload: body })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, null, { method: 'POST', url: '/api/client/convert-lead', payload: body })).statusCode,
    ).toBe(401);
    const own = await sessionFor(t.ctx, theirs.userId as number);
    expect(
      (await call(t.app, own, { method: 'POST', url: '/api/client/convert-lead', payload: body })).statusCode,
    ).toBe(403);
    const [u] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, theirs.userId as number));
    expect(u?.role).toBe('client');
  });
});
