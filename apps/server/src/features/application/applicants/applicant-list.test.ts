import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, sessionFor, setClientPages } from '../../../../test/client-factories';
import { call } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { applicants, applicationItems, clients } from '../../../db/schema';
import { MAX_APPLICANTS } from './applicant-list.service';

const t = useTestApp();
let adviserId: number;
let token: string;
beforeAll(async () => {
  ({ id: adviserId, token } = await t.adviser());
});

const post = (url: string, payload: Record<string, unknown>, as = token) =>
  call(t.app, as, { method: 'POST', url, payload });
const del = (payload: Record<string, unknown>, as = token) =>
  call(t.app, as, { method: 'DELETE', url: '/api/applicant/delete', payload });
const detail = async (clientId: number) =>
  (await call(t.app, token, { method: 'GET', url: `/api/client/detail?clientId=${clientId}` })).json();
const clientRow = async (id: number) => (await t.ctx.db.select().from(clients).where(eq(clients.id, id)))[0];

describe('POST /api/applicant/create', () => {
  it('adds a person, a company or a trust at the end and moves a new application to in progress', async () => {
    const made = await makeClient(t.ctx, adviserId, { others: ['person'] });
    expect((await clientRow(made.clientId))?.status).toBe('not-started');
    for (const type of ['company', 'trust', 'person'] as const) {
      const res = await post('/api/applicant/create', { clientId: made.clientId, type });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ applicant: { type, is_primary: false, name: '', client_id: made.clientId } });
      expect(res.json().applicantId).toBe(res.json().applicant.id);
    }
    const types = (await detail(made.clientId)).applicants.map((a: { type: string }) => a.type);
    expect(types).toEqual(['person', 'person', 'company', 'trust', 'person']);
    const row = await clientRow(made.clientId);
    expect(row?.status).toBe('in-progress');
    expect(row?.first_client_input_at).toBeNull();
  });

  it('lets the client add one when the profile is one of their pages, marking their first input', async () => {
    const made = await makeClient(t.ctx, adviserId, { withUser: true });
    const clientToken = await sessionFor(t.ctx, made.userId as number);
    const res = await post('/api/applicant/create', { clientId: made.clientId, type: 'person' }, clientToken);
    expect(res.statusCode).toBe(201);
    expect((await clientRow(made.clientId))?.first_client_input_at).not.toBeNull();
    await setClientPages(t.ctx, made.clientId, 'requirement,submit');
    expect(
      (await post('/api/applicant/create', { clientId: made.clientId, type: 'trust' }, clientToken)).statusCode,
    ).toBe(403);
  });

  it(`stops at ${MAX_APPLICANTS} applicants and refuses an unknown type`, async () => {
    const made = await makeClient(t.ctx, adviserId, { others: Array(MAX_APPLICANTS - 1).fill('person') });
    const full = await post('/api/applicant/create', { clientId: made.clientId, type: 'person' });
    expect(full.statusCode).toBe(400);
    expect(full.json().error.message).toBe(MESSAGES.applicantLimit);
    expect((await post('/api/applicant/create', { clientId: made.clientId, type: 'partner' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/applicant/delete', () => {
  it('soft-deletes another applicant with its own items and takes it out of the search text', async () => {
    const made = await makeClient(t.ctx, adviserId, { others: ['person'] });
    const [otherId] = made.applicantIds as [number];
    await t.ctx.db.insert(applicationItems).values([
      { adviser_id: adviserId, client_id: made.clientId, applicant_id: otherId, section: 'address' },
      { adviser_id: adviserId, client_id: made.clientId, section: 'asset', kind: 'Savings' },
    ]);
    expect((await clientRow(made.clientId))?.search_text).toContain('other0');
    const res = await del({ clientId: made.clientId, applicantId: otherId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.applicantDeleted });
    expect((await detail(made.clientId)).applicants.map((a: { id: number }) => a.id)).toEqual([made.primaryId]);
    const items = await t.ctx.db
      .select({ section: applicationItems.section, deleted_at: applicationItems.deleted_at })
      .from(applicationItems)
      .where(eq(applicationItems.client_id, made.clientId));
    expect(items.find((i) => i.section === 'address')?.deleted_at).not.toBeNull();
    expect(items.find((i) => i.section === 'asset')?.deleted_at).toBeNull();
    expect((await clientRow(made.clientId))?.search_text).not.toContain('other0');
    expect((await del({ clientId: made.clientId, applicantId: otherId })).statusCode).toBe(404);
  });

  it('takes the deleted applicant out of directors, shareholders, trustee and owners, and nothing else', async () => {
    const made = await makeClient(t.ctx, adviserId, { others: ['person', 'company', 'trust'] });
    const [partner, company, trust] = made.applicantIds as [number, number, number];
    const setData = (id: number, data: Record<string, unknown>) =>
      t.ctx.db.update(applicants).set({ data }).where(eq(applicants.id, id));
    await setData(company, { name: 'Co', director_ids: [made.primaryId, partner], shareholder_ids: [partner] });
    await setData(trust, { name: 'Tr', trustee_applicant_id: partner, beneficiaries: 'Kids' });
    const owners = (...ids: number[]) => ids.map((applicant_id) => ({ applicant_id, share_percent: 50 }));
    const [asset] = await t.ctx.db
      .insert(applicationItems)
      .values([
        {
          adviser_id: adviserId,
          client_id: made.clientId,
          section: 'asset',
          kind: 'Savings',
          data: { value: 100, owners: owners(made.primaryId, partner) },
        },
      ])
      .returning();
    expect((await del({ clientId: made.clientId, applicantId: partner })).statusCode).toBe(200);
    const dataOf = async (id: number) =>
      (await t.ctx.db.select().from(applicants).where(eq(applicants.id, id)))[0]?.data;
    expect(await dataOf(company)).toEqual({ name: 'Co', director_ids: [made.primaryId], shareholder_ids: [] });
    expect(await dataOf(trust)).toEqual({ name: 'Tr', beneficiaries: 'Kids' });
    const [item] = await t.ctx.db
      .select()
      .from(applicationItems)
      .where(eq(applicationItems.id, asset?.id as number));
    expect(item?.data).toEqual({ value: 100, owners: owners(made.primaryId) });
  });

  it('never deletes the primary applicant, and answers 404 for an applicant of another client', async () => {
    const made = await makeClient(t.ctx, adviserId);
    const res = await del({ clientId: made.clientId, applicantId: made.primaryId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'applicantId', message: MESSAGES.primaryApplicantFixed });
    const [row] = await t.ctx.db.select().from(applicants).where(eq(applicants.id, made.primaryId));
    expect(row?.deleted_at).toBeNull();
    const another = await makeClient(t.ctx, adviserId, { others: ['person'] });
    expect((await del({ clientId: made.clientId, applicantId: another.applicantIds[0] })).statusCode).toBe(404);
  });
});

describe('POST /api/client/update-applicant-order', () => {
  it('reorders the other applicants behind the primary', async () => {
    const made = await makeClient(t.ctx, adviserId, { others: ['person', 'company', 'trust'] });
    const [a, b, c] = made.applicantIds as [number, number, number];
    const res = await post('/api/client/update-applicant-order', {
      clientId: made.clientId,
      applicantIds: [made.primaryId, c, a, b],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().client.applicants.map((x: { id: number }) => x.id)).toEqual([made.primaryId, c, a, b]);
    expect(res.json().client.applicants.map((x: { position: number }) => x.position)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a primary moved from first, a missing, repeated or foreign id', async () => {
    const made = await makeClient(t.ctx, adviserId, { others: ['person', 'company'] });
    const [a, b] = made.applicantIds as [number, number];
    const other = await makeClient(t.ctx, adviserId);
    for (const applicantIds of [
      [a, made.primaryId, b],
      [made.primaryId, a],
      [made.primaryId, a, a],
      [made.primaryId, a, b, other.primaryId],
      [made.primaryId, a, other.primaryId],
    ]) {
      const res = await post('/api/client/update-applicant-order', { clientId: made.clientId, applicantIds });
      expect(res.statusCode, JSON.stringify(applicantIds)).toBe(400);
      expect(res.json().error).toMatchObject({ field: 'applicantIds', message: MESSAGES.applicantOrderInvalid });
    }
    expect((await detail(made.clientId)).applicants.map((x: { id: number }) => x.id)).toEqual([made.primaryId, a, b]);
  });

  it('is the adviser’s: the client gets 403', async () => {
    const made = await makeClient(t.ctx, adviserId, { withUser: true, others: ['person'] });
    const clientToken = await sessionFor(t.ctx, made.userId as number);
    const res = await post(
      '/api/client/update-applicant-order',
      { clientId: made.clientId, applicantIds: [made.primaryId, made.applicantIds[0]] },
      clientToken,
    );
    expect(res.statusCode).toBe(403);
  });
});
