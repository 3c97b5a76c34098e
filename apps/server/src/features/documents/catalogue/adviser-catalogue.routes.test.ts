import { type DocumentCategory, MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';

const t = useTestApp({ admin: true });

const list = (token: string | null, query: string) =>
  call(t.app, token, { method: 'GET', url: `/api/document/document-types?${query}` });
const extend = (token: string | null, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'POST', url: '/api/document/document-type-extension', payload });
const addCustom = (token: string | null, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'POST', url: '/api/document/custom-document-type', payload });
const removeCustom = (token: string | null, query: string) =>
  call(t.app, token, { method: 'DELETE', url: `/api/document/custom-document-type?${query}` });

const codeId = async (table: string, code: string) =>
  Number((await t.database.executeSql(`select id from ${table} where code = $1`, [code])).rows[0]?.id);
const categories = async (token: string, query: string): Promise<DocumentCategory[]> => {
  const res = await list(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().categories;
};
const allTypes = (cats: DocumentCategory[]) =>
  cats.flatMap((c) => [...c.document_types, ...c.subcategories.flatMap((s) => s.document_types)]);
const allCustom = (cats: DocumentCategory[]) =>
  cats.flatMap((c) => [...c.custom_document_types, ...c.subcategories.flatMap((s) => s.custom_document_types)]);
const activity = async (action: string, adviserId: number) =>
  (
    await t.database.executeSql('select detail from activity where action = $1 and adviser_id = $2', [
      action,
      adviserId,
    ])
  ).rows;

const wording = { name: 'Latest payslips', description: 'Ours', question: 'Two please', tooltip: 'From payroll' };

describe('GET /api/document/document-types', () => {
  it('lists every category with its subcategories and the shared types in their places', async () => {
    const b = await t.adviser();
    const cats = await categories(b.token, `brokerId=${b.id}`);
    expect(cats.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Identification', 'Income – PAYG', 'Property', 'Company', 'Trust']),
    );
    const property = cats.find((c) => c.name === 'Property');
    expect(property?.subcategories.map((s) => s.name)).toEqual(['Purchase', 'Refinance', 'Construction']);
    const construction = property?.subcategories.find((s) => s.name === 'Construction');
    expect(construction?.document_types.map((d) => d.name)).toContain('Building contract');
    expect(property?.document_types.map((d) => d.name)).toContain('Valuation report');
    const payslips = allTypes(cats).find((d) => d.name === 'Payslips');
    expect(payslips).toMatchObject({ extension: null, question: expect.stringContaining('payslips') });
    expect(payslips?.tooltip.length).toBeGreaterThan(10);
    expect(allCustom(cats)).toEqual([]);
  });

  it('works for a planner’s own id and for an administrator reading anyone’s', async () => {
    const p = await t.adviser('planner');
    expect((await list(p.token, `brokerId=${p.id}`)).statusCode).toBe(200);
    expect((await list(t.adminToken, `brokerId=${p.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for another adviser’s id or client, 403 to a client, 401 signed out, 400 without an id', async () => {
    const [a, b] = [await t.adviser(), await t.adviser()];
    const client = await t.clientOf(b.id);
    expect((await list(a.token, `brokerId=${b.id}`)).statusCode).toBe(404);
    expect((await list(a.token, `brokerId=${a.id}&clientId=${client.id}`)).statusCode).toBe(404);
    expect((await list(t.adminToken, `brokerId=${a.id}&clientId=${client.id}`)).statusCode).toBe(404);
    expect((await list(t.adminToken, 'brokerId=999999')).statusCode).toBe(404);
    expect((await list(client.token, `brokerId=${b.id}`)).statusCode).toBe(403);
    expect((await list(null, `brokerId=${b.id}`)).statusCode).toBe(401);
    expect((await list(a.token, '')).statusCode).toBe(400);
  });
});

describe('POST /api/document/document-type-extension', () => {
  it('keeps the adviser’s own wording beside the shared one, for them only, and updates it in place', async () => {
    const [a, b] = [await t.adviser(), await t.adviser()];
    const id = await codeId('document_types', 'payslips');
    const res = await extend(a.token, { documentType: id, brokerId: a.id, ...wording });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Payslips', extension: wording });

    const again = await extend(a.token, { documentType: id, brokerId: a.id, name: '  Payslips x2 ' });
    expect(again.json().extension).toEqual({
      name: 'Payslips x2',
      description: '',
      question: '',
      tooltip: '',
      validity_kind: null,
      valid_days: null,
    });
    const mine = allTypes(await categories(a.token, `brokerId=${a.id}`)).find((d) => d.id === id);
    expect(mine?.extension?.name).toBe('Payslips x2');
    const theirs = allTypes(await categories(b.token, `brokerId=${b.id}`)).find((d) => d.id === id);
    expect(theirs?.extension).toBeNull();
    expect(await activity('document_type_extension_saved', a.id)).toHaveLength(2);
  });

  it('sets the broker’s own validity rule over the catalogue’s, keeps it on a wording-only save, and can turn it off', async () => {
    const a = await t.adviser();
    const id = await codeId('document_types', 'payslips');
    const before = allTypes(await categories(a.token, `brokerId=${a.id}`)).find((d) => d.id === id);
    expect(before).toMatchObject({ validity_kind: 'age', valid_days: 30, extension: null });

    const res = await extend(a.token, {
      documentType: id,
      brokerId: a.id,
      ...wording,
      validity_kind: 'age',
      valid_days: 45,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      validity_kind: 'age',
      valid_days: 30,
      extension: { validity_kind: 'age', valid_days: 45 },
    });
    const kept = await extend(a.token, { documentType: id, brokerId: a.id, ...wording, name: 'Reworded' });
    expect(kept.json().extension).toMatchObject({ name: 'Reworded', validity_kind: 'age', valid_days: 45 });
    const off = await extend(a.token, {
      documentType: id,
      brokerId: a.id,
      ...wording,
      validity_kind: 'none',
      valid_days: 9,
    });
    expect(off.json().extension).toMatchObject({ validity_kind: 'none', valid_days: null });
    const back = await extend(a.token, { documentType: id, brokerId: a.id, ...wording, validity_kind: null });
    expect(back.json().extension).toMatchObject({ validity_kind: null, valid_days: null });

    const noDays = await extend(a.token, { documentType: id, brokerId: a.id, ...wording, validity_kind: 'age' });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().error).toMatchObject({ message: MESSAGES.validDaysRequired, field: 'valid_days' });
    for (const valid_days of [0, 1.5, 4000, '30']) {
      const bad = await extend(a.token, {
        documentType: id,
        brokerId: a.id,
        ...wording,
        validity_kind: 'age',
        valid_days,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ message: MESSAGES.validDaysInvalid, field: 'valid_days' });
    }
    const badKind = await extend(a.token, { documentType: id, brokerId: a.id, ...wording, validity_kind: 'weekly' });
    expect(badKind.statusCode).toBe(400);
  });

  it('needs a name, with the spec’s words', async () => {
    const a = await t.adviser();
    const id = await codeId('document_types', 'passport');
    for (const name of [undefined, '', '   ']) {
      const res = await extend(a.token, { documentType: id, brokerId: a.id, ...wording, name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message: MESSAGES.documentTypeNameRequired, field: 'name' });
    }
  });

  it('answers 404 for an unknown or custom type and another adviser, 403 to a client, 401 signed out', async () => {
    const [a, b] = [await t.adviser(), await t.adviser()];
    const id = await codeId('document_types', 'passport');
    const custom = await addCustom(a.token, {
      name: 'Mine',
      category_id: await codeId('document_categories', 'other'),
      brokerId: a.id,
    });
    expect((await extend(a.token, { documentType: 999999, brokerId: a.id, ...wording })).statusCode).toBe(404);
    expect(
      (await extend(a.token, { documentType: custom.json().documentType.id, brokerId: a.id, ...wording })).statusCode,
    ).toBe(404);
    expect((await extend(b.token, { documentType: id, brokerId: a.id, ...wording })).statusCode).toBe(404);
    expect(
      (await extend((await t.clientOf(a.id)).token, { documentType: id, brokerId: a.id, ...wording })).statusCode,
    ).toBe(403);
    expect((await extend(null, { documentType: id, brokerId: a.id, ...wording })).statusCode).toBe(401);
    expect((await extend(t.adminToken, { documentType: id, brokerId: a.id, ...wording })).statusCode).toBe(200);
  });
});

describe('POST /api/document/custom-document-type', () => {
  it('adds a type to a category or subcategory that only its adviser sees', async () => {
    const [a, b] = [await t.adviser(), await t.adviser()];
    const trust = await codeId('document_categories', 'trust');
    const property = await codeId('document_categories', 'property');
    const purchase = await codeId('document_subcategories', 'property-purchase');
    const res = await addCustom(a.token, { name: ' Trust minutes 2024 ', category_id: trust, brokerId: a.id });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().documentType;
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Trust minutes 2024',
      category_id: trust,
      subcategory_id: null,
    });
    const inSub = (
      await addCustom(a.token, {
        name: 'Auction receipt',
        category_id: property,
        subcategory_id: purchase,
        brokerId: a.id,
      })
    ).json().documentType;

    const cats = await categories(a.token, `brokerId=${a.id}`);
    expect(cats.find((c) => c.id === trust)?.custom_document_types).toEqual([made]);
    expect(
      cats.find((c) => c.id === property)?.subcategories.find((s) => s.id === purchase)?.custom_document_types,
    ).toEqual([inSub]);
    expect(allCustom(await categories(b.token, `brokerId=${b.id}`))).toEqual([]);
    expect(await activity('custom_document_type_created', a.id)).toHaveLength(2);
  });

  it('keeps a type made for one client to that client’s list', async () => {
    const a = await t.adviser();
    const client = await t.clientOf(a.id);
    const other = await codeId('document_categories', 'other');
    const res = await addCustom(a.token, {
      name: 'Probate papers',
      category_id: other,
      brokerId: a.id,
      clientId: client.id,
    });
    expect(res.statusCode).toBe(201);
    expect(allCustom(await categories(a.token, `brokerId=${a.id}`))).toEqual([]);
    expect(allCustom(await categories(a.token, `brokerId=${a.id}&clientId=${client.id}`)).map((c) => c.name)).toEqual([
      'Probate papers',
    ]);
    const elsewhere = await t.clientOf((await t.adviser()).id);
    expect(
      (await addCustom(a.token, { name: 'X', category_id: other, brokerId: a.id, clientId: elsewhere.id })).statusCode,
    ).toBe(404);
  });

  it('refuses a missing name, an unknown category and a subcategory of another category', async () => {
    const a = await t.adviser();
    const trust = await codeId('document_categories', 'trust');
    const purchase = await codeId('document_subcategories', 'property-purchase');
    const cases = [
      [{ name: '  ', category_id: trust }, MESSAGES.documentTypeNameRequired, 'name'],
      [{ name: 'X', category_id: 999999 }, MESSAGES.categoryRequired, 'category_id'],
      [{ name: 'X', category_id: trust, subcategory_id: purchase }, MESSAGES.subcategoryMismatch, 'subcategory_id'],
    ] as const;
    for (const [payload, message, field] of cases) {
      const res = await addCustom(a.token, { ...payload, brokerId: a.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message, field });
    }
  });

  it('answers 404 for another adviser, 403 to a client, 401 signed out, and lets an administrator add', async () => {
    const [a, b] = [await t.adviser(), await t.adviser()];
    const payload = { name: 'X', category_id: await codeId('document_categories', 'trust'), brokerId: a.id };
    expect((await addCustom(b.token, payload)).statusCode).toBe(404);
    expect((await addCustom((await t.clientOf(a.id)).token, payload)).statusCode).toBe(403);
    expect((await addCustom(null, payload)).statusCode).toBe(401);
    expect((await addCustom(t.adminToken, payload)).statusCode).toBe(201);
  });
});

describe('DELETE /api/document/custom-document-type', () => {
  const make = async (a: { id: number; token: string }) =>
    (
      await addCustom(a.token, {
        name: 'Temp',
        category_id: await codeId('document_categories', 'other'),
        brokerId: a.id,
      })
    ).json().documentType.id as number;

  it('hides the adviser’s own type and says so; a second delete is 404', async () => {
    const a = await t.adviser();
    const id = await make(a);
    const res = await removeCustom(a.token, `documentTypeId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.documentDeleted });
    expect(allCustom(await categories(a.token, `brokerId=${a.id}`))).toEqual([]);
    expect((await removeCustom(a.token, `documentTypeId=${id}`)).statusCode).toBe(404);
    expect(await activity('custom_document_type_deleted', a.id)).toHaveLength(1);
  });

  it('answers 404 for another adviser’s, a shared type or a wrong brokerId; 403 client; 401 signed out', async () => {
    const [a, b] = [await t.adviser(), await t.adviser()];
    const id = await make(a);
    expect((await removeCustom(b.token, `documentTypeId=${id}`)).statusCode).toBe(404);
    expect((await removeCustom(a.token, `documentTypeId=${id}&brokerId=${b.id}`)).statusCode).toBe(404);
    const shared = await codeId('document_types', 'payslips');
    expect((await removeCustom(t.adminToken, `documentTypeId=${shared}`)).statusCode).toBe(404);
    expect((await removeCustom((await t.clientOf(a.id)).token, `documentTypeId=${id}`)).statusCode).toBe(403);
    expect((await removeCustom(null, `documentTypeId=${id}`)).statusCode).toBe(401);
    expect((await removeCustom(a.token, `documentTypeId=${id}&brokerId=${a.id}`)).statusCode).toBe(200);
    expect((await removeCustom(t.adminToken, `documentTypeId=${await make(b)}`)).statusCode).toBe(200);
  });
});
