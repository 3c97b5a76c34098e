import { type AdminCategory, MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { SHIPPED_CATEGORIES } from './catalogue';
import { syncDocumentCatalogue } from './catalogue-sync';

const t = useTestApp({ admin: true });
let brokerToken: string;
let brokerId: number;
let clientToken: string;
beforeAll(async () => {
  ({ id: brokerId, token: brokerToken } = await t.adviser());
  clientToken = (await t.clientOf(brokerId)).token;
});

const base = '/api/admin/document';
const get = (token: string | null, path: string) => call(t.app, token, { method: 'GET', url: `${base}/${path}` });
const send = (token: string | null, method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) =>
  call(t.app, token, { method, url: `${base}/${path}`, payload });
const codeId = async (table: string, code: string) =>
  Number((await t.database.executeSql(`select id from ${table} where code = $1`, [code])).rows[0]?.id);
const shared = async (): Promise<AdminCategory[]> => (await get(t.adminToken, 'categories')).json().categories;
const typesOf = (cats: AdminCategory[]) =>
  cats.flatMap((c) => [...c.document_types, ...c.subcategories.flatMap((s) => s.document_types)]);

describe('GET /api/admin/document/categories and subcategories', () => {
  it('lists the shared set in order to administrators and advisers, with no adviser’s wording', async () => {
    const payslips = await codeId('document_types', 'payslips');
    await call(t.app, brokerToken, {
      method: 'POST',
      url: '/api/document/document-type-extension',
      payload: { documentType: payslips, brokerId, name: 'Broker wording' },
    });
    for (const token of [t.adminToken, brokerToken]) {
      const res = await get(token, 'categories');
      expect(res.statusCode).toBe(200);
      const cats: AdminCategory[] = res.json().categories;
      expect(cats.slice(0, SHIPPED_CATEGORIES.length).map((c) => c.code)).toEqual(
        SHIPPED_CATEGORIES.map((c) => c.code),
      );
      expect(typesOf(cats).find((d) => d.id === payslips)).toMatchObject({
        name: 'Payslips',
        code: 'payslips',
        edited: false,
      });
    }
  });

  it('lists one category’s subcategories, 404 for an unknown category', async () => {
    const property = await codeId('document_categories', 'property');
    const res = await get(brokerToken, `subcategories?category_id=${property}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().subcategories.map((s: { name: string }) => s.name)).toEqual([
      'Purchase',
      'Refinance',
      'Construction',
    ]);
    expect((await get(t.adminToken, 'subcategories?category_id=999999')).statusCode).toBe(404);
    expect((await get(t.adminToken, 'subcategories')).statusCode).toBe(400);
  });

  it('answers 403 to a client and 401 signed out', async () => {
    for (const path of ['categories', `subcategories?category_id=${await codeId('document_categories', 'trust')}`]) {
      expect((await get(clientToken, path)).statusCode).toBe(403);
      expect((await get(null, path)).statusCode).toBe(401);
    }
  });
});

describe('administrators change the shared catalogue', () => {
  it('adds, rewords, moves and hides a shared type, which every adviser then sees', async () => {
    const trust = await codeId('document_categories', 'trust');
    const property = await codeId('document_categories', 'property');
    const refinance = await codeId('document_subcategories', 'property-refinance');
    const created = await send(t.adminToken, 'POST', 'document-type', {
      name: 'Beneficiary list',
      description: 'Who benefits',
      question: 'Who are the beneficiaries?',
      tooltip: 'See the deed',
      category_id: trust,
    });
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json().documentType;
    expect(made).toMatchObject({ code: null, edited: false, category_id: trust, subcategory_id: null });
    // Added types sort after the shipped ones of their category.
    expect(
      typesOf(await shared())
        .filter((d) => d.category_id === trust)
        .at(-1)?.id,
    ).toBe(made.id);

    const moved = await send(t.adminToken, 'PUT', 'document-type', {
      id: made.id,
      name: 'Mortgage discharge',
      category_id: property,
      subcategory_id: refinance,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().documentType).toMatchObject({
      name: 'Mortgage discharge',
      description: '',
      subcategory_id: refinance,
    });

    const broker = await call(t.app, brokerToken, {
      method: 'GET',
      url: `/api/document/document-types?brokerId=${brokerId}`,
    });
    const refinanceTypes = broker
      .json()
      .categories.find((c: { id: number }) => c.id === property)
      .subcategories.find((s: { id: number }) => s.id === refinance).document_types;
    expect(refinanceTypes.map((d: { name: string }) => d.name)).toContain('Mortgage discharge');

    const del = await call(t.app, t.adminToken, {
      method: 'DELETE',
      url: `${base}/document-type?documentTypeId=${made.id}`,
    });
    expect(del.json()).toEqual({ message: MESSAGES.documentDeleted });
    expect(typesOf(await shared()).some((d) => d.id === made.id)).toBe(false);
    expect(
      (await send(t.adminToken, 'PUT', 'document-type', { id: made.id, name: 'X', category_id: trust })).statusCode,
    ).toBe(404);
    const actions = await t.database.executeSql(
      `select action from activity where action like 'catalogue_document_type_%' order by id`,
    );
    expect(actions.rows.map((r) => r.action)).toEqual([
      'catalogue_document_type_created',
      'catalogue_document_type_updated',
      'catalogue_document_type_deleted',
    ]);
  });

  it('lets an administrator change a type’s validity rule, which the next start’s sync keeps', async () => {
    const rates = await codeId('document_types', 'council-rates');
    const property = await codeId('document_categories', 'property');
    const purchase = await codeId('document_subcategories', 'property-purchase');
    const row = async () =>
      (await t.database.executeSql('select validity_kind, valid_days from document_types where id = $1', [rates]))
        .rows[0];
    expect(await row()).toEqual({ validity_kind: 'age', valid_days: 365 });
    const put = (extra: Record<string, unknown>) =>
      send(t.adminToken, 'PUT', 'document-type', {
        id: rates,
        name: 'Council rates notice',
        category_id: property,
        subcategory_id: purchase,
        ...extra,
      });
    const res = await put({ validity_kind: 'age', valid_days: 180 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().documentType).toMatchObject({ validity_kind: 'age', valid_days: 180, edited: true });
    // A save without the rule keeps it; the sync leaves an edited row alone.
    await put({});
    await syncDocumentCatalogue(t.ctx.db);
    expect(await row()).toEqual({ validity_kind: 'age', valid_days: 180 });
    expect((await put({ validity_kind: 'expiry', valid_days: 10 })).json().documentType).toMatchObject({
      validity_kind: 'expiry',
      valid_days: null,
    });
    expect((await put({ validity_kind: null })).json().documentType).toMatchObject({ validity_kind: null });
    const noDays = await put({ validity_kind: 'age' });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().error).toMatchObject({ message: MESSAGES.validDaysRequired, field: 'valid_days' });
    expect((await put({ validity_kind: 'none' })).statusCode).toBe(400);

    const trust = await codeId('document_categories', 'trust');
    const made = await send(t.adminToken, 'POST', 'document-type', {
      name: 'Trust bank statement',
      category_id: trust,
      validity_kind: 'age',
      valid_days: 90,
    });
    expect(made.json().documentType).toMatchObject({ validity_kind: 'age', valid_days: 90 });
  });

  it('keeps an administrator’s edit and delete of a shipped type through the next start’s sync', async () => {
    const vendor = await codeId('document_types', 'vendor-statement');
    const letter = await codeId('document_types', 'letter-of-explanation');
    const purchase = await codeId('document_subcategories', 'property-purchase');
    const property = await codeId('document_categories', 'property');
    const res = await send(t.adminToken, 'PUT', 'document-type', {
      id: vendor,
      name: 'Section 32 statement',
      category_id: property,
      subcategory_id: purchase,
    });
    expect(res.json().documentType).toMatchObject({ code: 'vendor-statement', edited: true });
    await call(t.app, t.adminToken, { method: 'DELETE', url: `${base}/document-type?documentTypeId=${letter}` });
    await syncDocumentCatalogue(t.ctx.db);
    const types = typesOf(await shared());
    expect(types.find((d) => d.id === vendor)?.name).toBe('Section 32 statement');
    expect(types.some((d) => d.id === letter)).toBe(false);
  });

  it('creates and renames categories and subcategories', async () => {
    const cat = await send(t.adminToken, 'POST', 'category', { name: ' SMSF ' });
    expect(cat.statusCode, cat.body).toBe(200);
    const category = cat.json().category;
    expect(category).toEqual({ id: expect.any(Number), name: 'SMSF', code: null });
    const renamed = await send(t.adminToken, 'POST', 'category', { id: category.id, name: 'Self-managed super' });
    expect(renamed.json().category.name).toBe('Self-managed super');
    const sub = await send(t.adminToken, 'POST', 'subcategory', { category_id: category.id, name: 'Fund' });
    expect(sub.json().subcategory).toMatchObject({ category_id: category.id, name: 'Fund', code: null });
    const subRenamed = await send(t.adminToken, 'POST', 'subcategory', {
      id: sub.json().subcategory.id,
      category_id: category.id,
      name: 'Fund documents',
    });
    expect(subRenamed.json().subcategory.name).toBe('Fund documents');
    const listed = (await shared()).at(-1);
    expect(listed).toMatchObject({ name: 'Self-managed super', subcategories: [{ name: 'Fund documents' }] });

    const identification = await codeId('document_categories', 'identification');
    await send(t.adminToken, 'POST', 'category', { id: identification, name: 'Identity' });
    await syncDocumentCatalogue(t.ctx.db);
    expect((await shared()).find((c) => c.id === identification)?.name).toBe('Identity');
  });

  it('validates names, places and ids', async () => {
    const trust = await codeId('document_categories', 'trust');
    const purchase = await codeId('document_subcategories', 'property-purchase');
    const cases = [
      ['POST', 'document-type', { name: ' ', category_id: trust }, 400, MESSAGES.documentTypeNameRequired],
      ['POST', 'document-type', { name: 'X', category_id: 999999 }, 400, MESSAGES.categoryRequired],
      [
        'POST',
        'document-type',
        { name: 'X', category_id: trust, subcategory_id: purchase },
        400,
        MESSAGES.subcategoryMismatch,
      ],
      ['PUT', 'document-type', { id: 999999, name: 'X', category_id: trust }, 404, MESSAGES.notFound],
      ['POST', 'category', { name: '' }, 400, MESSAGES.nameRequired],
      ['POST', 'category', { id: 999999, name: 'X' }, 404, MESSAGES.notFound],
      ['POST', 'subcategory', { category_id: 999999, name: 'X' }, 400, MESSAGES.categoryRequired],
      ['POST', 'subcategory', { id: purchase, category_id: trust, name: 'X' }, 404, MESSAGES.notFound],
    ] as const;
    for (const [method, path, payload, status, message] of cases) {
      const res = await send(t.adminToken, method, path, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const custom = await call(t.app, brokerToken, {
      method: 'POST',
      url: '/api/document/custom-document-type',
      payload: { name: 'Mine', category_id: trust, brokerId },
    });
    const customId = custom.json().documentType.id;
    expect(
      (await call(t.app, t.adminToken, { method: 'DELETE', url: `${base}/document-type?documentTypeId=${customId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(t.adminToken, 'PUT', 'document-type', { id: customId, name: 'X', category_id: trust })).statusCode,
    ).toBe(404);
  });

  it('answers 403 to advisers and clients and 401 signed out', async () => {
    const trust = await codeId('document_categories', 'trust');
    const payslips = await codeId('document_types', 'payslips');
    const writes = [
      ['POST', 'document-type', { name: 'X', category_id: trust }],
      ['PUT', 'document-type', { id: payslips, name: 'X', category_id: trust }],
      ['POST', 'category', { name: 'X' }],
      ['POST', 'subcategory', { category_id: trust, name: 'X' }],
    ] as const;
    for (const [method, path, payload] of writes) {
      expect((await send(brokerToken, method, path, payload)).statusCode, path).toBe(403);
      expect((await send(clientToken, method, path, payload)).statusCode, path).toBe(403);
      expect((await send(null, method, path, payload)).statusCode, path).toBe(401);
    }
    const del = (token: string | null) =>
      call(t.app, token, { method: 'DELETE', url: `${base}/document-type?documentTypeId=${payslips}` });
    expect((await del(brokerToken)).statusCode).toBe(403);
    expect((await del(clientToken)).statusCode).toBe(403);
    expect((await del(null)).statusCode).toBe(401);
    expect(typesOf(await shared()).some((d) => d.id === payslips)).toBe(true);
  });
});
