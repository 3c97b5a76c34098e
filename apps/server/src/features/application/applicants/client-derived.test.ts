import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../../../test/client-factories';
import { makeUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { applicants, clients } from '../../../db/schema';
import { refreshClientDerived, refreshClientsDerived } from './client-derived.repo';

const t = useTestApp();
let adviserId: number;
beforeAll(async () => {
  adviserId = (await makeUser(t.ctx, 'broker')).adviserId as number;
});

const row = async (id: number) => (await t.ctx.db.select().from(clients).where(eq(clients.id, id)))[0];
const xmin = async (id: number) =>
  (await t.database.executeSql('select xmin::text as x from clients where id = $1', [id])).rows[0]?.x;
const setData = (id: number, data: Record<string, unknown>) =>
  t.ctx.db.update(applicants).set({ data }).where(eq(applicants.id, id));

describe('refreshClientDerived', () => {
  it("derives the list's name from the primary and the search text from every applicant", async () => {
    const made = await makeClient(t.ctx, adviserId, { others: ['company', 'trust'] });
    const [companyId, trustId] = made.applicantIds as [number, number];
    await setData(made.primaryId, {
      first_name: 'Chloé',
      middle_name: 'Anne',
      last_name: "O'Brien",
      preferred_name: 'Clo',
      email: 'chloe@obrien.example',
      phone_mobile: '+61400111222',
    });
    await setData(companyId, { name: 'OBrien Holdings Pty Ltd', trading_name: 'Harbour Cafe', phone: '+61298765432' });
    await setData(trustId, { name: 'OBrien Family Trust' });
    await refreshClientDerived(t.ctx.db, made.clientId);
    const r = await row(made.clientId);
    expect(r).toMatchObject({ display_name: "Chloé O'Brien", sort_name: "chloé o'brien" });
    for (const part of [
      'anne',
      'clo',
      'chloe@obrien.example',
      '61400111222',
      '0400111222',
      'harbour cafe',
      '0298765432',
      'obrien family trust',
    ]) {
      expect(r?.search_text).toContain(part);
    }
  });

  it('writes nothing when nothing changed, and refreshes many clients in one statement', async () => {
    const a = await makeClient(t.ctx, adviserId);
    const b = await makeClient(t.ctx, adviserId);
    const before = await xmin(a.clientId);
    await refreshClientDerived(t.ctx.db, a.clientId);
    expect(await xmin(a.clientId)).toBe(before);

    await setData(a.primaryId, { first_name: 'New', last_name: 'Name' });
    await setData(b.primaryId, { first_name: 'Other', last_name: 'Person' });
    await refreshClientsDerived(t.ctx.db, [a.clientId, b.clientId]);
    expect((await row(a.clientId))?.display_name).toBe('New Name');
    expect((await row(b.clientId))?.display_name).toBe('Other Person');
  });

  it('shows an unnamed primary as an empty name', async () => {
    const made = await makeClient(t.ctx, adviserId);
    await setData(made.primaryId, { email: 'only@mail.example' });
    await refreshClientDerived(t.ctx.db, made.clientId);
    expect(await row(made.clientId)).toMatchObject({ display_name: '', search_text: 'only@mail.example' });
  });
});
