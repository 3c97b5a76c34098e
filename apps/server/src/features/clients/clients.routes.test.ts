import { DEFAULT_PERSONAL_MESSAGE, MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { call, makeUser, type SignedInAdviser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, applicationItems, clients, templates } from '../../db/schema';

const t = useTestApp({ admin: true });
let broker: SignedInAdviser;
let brokerToken: string;
beforeAll(async () => {
  broker = await t.adviser('broker', { first_name: 'Sarah', last_name: 'Mitchell' });
  brokerToken = broker.token;
});

const create = (payload: Record<string, unknown>, token = brokerToken) =>
  call(t.app, token, { method: 'POST', url: '/api/client/create', payload });
const detail = (clientId: number, token = brokerToken) =>
  call(t.app, token, { method: 'GET', url: `/api/client/detail?clientId=${clientId}` });

describe('POST /api/client/create', () => {
  it('creates the client and its primary person applicant, in E.164, and answers 201', async () => {
    const res = await create({
      first_name: ' Olivia ',
      last_name: 'Bennett',
      email: 'Olivia.Bennett@Example.com',
      phone_mobile: '0412 345 678',
    });
    expect(res.statusCode).toBe(201);
    const { client, applicant } = res.json();
    expect(applicant).toMatchObject({ type: 'person', is_primary: true, position: 0, name: 'Olivia Bennett' });
    expect(client).toMatchObject({
      adviser_id: broker.adviserId,
      name: 'Olivia Bennett',
      client_type: 'active',
      status: 'not-started',
      access: 'none',
      access_email: null,
      applicants: [applicant],
      num_documents_received: 0,
      locked: false,
      submit: { pages: 'profile,requirement,asset,liability,expense,risk-profile,document,submit', invited_at: null },
    });
    expect(client.adviser).toMatchObject({ first_name: 'Sarah', last_name: 'Mitchell', email: broker.email });
    const stored = await t.database.executeSql('select data, answers from applicants where id = $1', [applicant.id]);
    expect(stored.rows[0]?.data).toEqual({
      first_name: 'Olivia',
      last_name: 'Bennett',
      email: 'olivia.bennett@example.com',
      phone_mobile: '+61412345678',
    });
    expect(Object.keys(stored.rows[0]?.answers as object).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'phone_mobile',
    ]);
    const [row] = await t.ctx.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ display_name: 'Olivia Bennett', sort_name: 'olivia bennett' });
    expect(row?.search_text).toContain('olivia.bennett@example.com');
    expect(row?.search_text).toContain('61412345678');
    expect(row?.search_text).toContain('0412345678');
  });

  it("counts the client in the adviser's clients past month and on the timeline", async () => {
    const before = await t.ctx.db
      .select()
      .from(advisers)
      .where(eq(advisers.id, broker.adviserId as number));
    const res = await create({ first_name: 'Count', last_name: 'Me' });
    const after = await t.ctx.db
      .select()
      .from(advisers)
      .where(eq(advisers.id, broker.adviserId as number));
    expect(after[0]?.recent_clients_count).toBe((before[0]?.recent_clients_count ?? 0) + 1);
    const activity = await call(t.app, brokerToken, {
      method: 'GET',
      url: `/api/client/activity?clientId=${res.json().client.id}`,
    });
    expect(activity.json().activity).toMatchObject([
      { action: 'client_created', actor: { id: broker.userId, name: 'Sarah Mitchell', role: 'broker' } },
    ]);
  });

  it("starts the assets and liabilities from the adviser's latest templates, one item per entry", async () => {
    const own = await makeUser(t.ctx, 'broker');
    const token = await signIn(t.app, own.email);
    const adviser_id = own.adviserId as number;
    await t.ctx.db.insert(templates).values([
      { adviser_id, type: 'asset', name: 'Old', data: ['Other'], created_at: new Date('2030-01-01') },
      {
        adviser_id,
        type: 'asset',
        name: 'New',
        data: ['Savings', 'Savings', 'Vehicle'],
        created_at: new Date('2030-02-01'),
      },
      { adviser_id, type: 'liability', name: 'Cards', data: ['Credit Card'], created_at: new Date('2030-01-01') },
      { adviser_id, type: 'document', name: 'Docs', data: [1, 2], created_at: new Date('2030-03-01') },
    ]);
    const res = await create({ first_name: 'Tess', last_name: 'Template' }, token);
    const items = await t.ctx.db
      .select({ section: applicationItems.section, kind: applicationItems.kind, position: applicationItems.position })
      .from(applicationItems)
      .where(eq(applicationItems.client_id, res.json().client.id));
    expect(items.sort((a, b) => a.section.localeCompare(b.section) || a.position - b.position)).toEqual([
      { section: 'asset', kind: 'Savings', position: 0 },
      { section: 'asset', kind: 'Savings', position: 1 },
      { section: 'asset', kind: 'Vehicle', position: 2 },
      { section: 'liability', kind: 'Credit Card', position: 0 },
    ]);
  });

  it('refuses missing names, a bad email and a bad phone on their fields', async () => {
    const noName = await create({ first_name: '', last_name: 'X' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.field).toBe('first_name');
    const badEmail = await create({ first_name: 'A', last_name: 'B', email: 'nope' });
    expect(badEmail.json().error).toMatchObject({ field: 'email', message: MESSAGES.invalidEmail });
    const badPhone = await create({ first_name: 'A', last_name: 'B', phone_mobile: '12' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error).toMatchObject({ field: 'phone_mobile', message: MESSAGES.invalidPhone });
  });

  it('is for advisers: an administrator and a client get 403, a visitor 401', async () => {
    expect((await create({ first_name: 'A', last_name: 'B' }, t.adminToken)).statusCode).toBe(403);
    const client = await makeUser(t.ctx, 'client');
    expect((await create({ first_name: 'A', last_name: 'B' }, await signIn(t.app, client.email))).statusCode).toBe(403);
    expect((await call(t.app, null, { method: 'POST', url: '/api/client/create', payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /api/client/detail', () => {
  it('shows the ordered applicants, the invitation settings and the default personal message', async () => {
    const made = await makeClient(t.ctx, broker.adviserId as number, { others: ['company', 'person'] });
    const res = await detail(made.clientId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.applicants.map((a: { id: number }) => a.id)).toEqual([made.primaryId, ...made.applicantIds]);
    expect(body.applicants.map((a: { type: string }) => a.type)).toEqual(['person', 'company', 'person']);
    expect(body.submit.personal_message).toBe(DEFAULT_PERSONAL_MESSAGE);
  });

  it("prefers the client's own invitation message, then the adviser's", async () => {
    const made = await makeClient(t.ctx, broker.adviserId as number);
    await t.ctx.db
      .update(advisers)
      .set({ personal_message: 'Mine.' })
      .where(eq(advisers.id, broker.adviserId as number));
    expect((await detail(made.clientId)).json().submit.personal_message).toBe('Mine.');
    await t.ctx.db.update(clients).set({ invite_message: 'Just for you.' }).where(eq(clients.id, made.clientId));
    expect((await detail(made.clientId)).json().submit.personal_message).toBe('Just for you.');
    await t.ctx.db
      .update(advisers)
      .set({ personal_message: null })
      .where(eq(advisers.id, broker.adviserId as number));
  });

  it('is locked for a suspended adviser, and a deleted client answers 404', async () => {
    const own = await makeUser(t.ctx, 'broker');
    const token = await signIn(t.app, own.email);
    const made = await makeClient(t.ctx, own.adviserId as number);
    await t.ctx.db
      .update(advisers)
      .set({ suspended: true })
      .where(eq(advisers.id, own.adviserId as number));
    expect((await detail(made.clientId, token)).json().locked).toBe(true);
    await t.ctx.db.update(clients).set({ deleted_at: new Date() }).where(eq(clients.id, made.clientId));
    expect((await detail(made.clientId, token)).statusCode).toBe(404);
  });
});
