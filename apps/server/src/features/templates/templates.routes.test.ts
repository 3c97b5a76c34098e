import {
  ASSET_TEMPLATE_CHOICES,
  LIABILITY_TEMPLATE_CHOICES,
  MESSAGES,
  TEMPLATE_REPEAT_MAX,
} from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp({ admin: true });

const list = (token: string | null, query: string) =>
  call(t.app, token, { method: 'GET', url: `/api/template/list?${query}` });
const save = (token: string | null, brokerId: number, template: Record<string, unknown>) =>
  call(t.app, token, { method: 'POST', url: '/api/template/save', payload: { brokerId, template } });
const remove = (token: string | null, opts: { query?: string; payload?: Record<string, unknown> }) =>
  call(t.app, token, { method: 'DELETE', url: `/api/template/delete${opts.query ?? ''}`, payload: opts.payload });
const typeId = async (code: string) =>
  Number((await t.database.executeSql('select id from document_types where code = $1', [code])).rows[0]?.id);

const asset = { type: 'asset', name: 'First home buyer', data: ['Savings', 'Savings', 'Vehicle'] };
const liability = { type: 'liability', name: 'Usual debts', data: [...LIABILITY_TEMPLATE_CHOICES] };

describe('POST /api/template/save and GET /api/template/list', () => {
  it('creates each kind, keeps repeats, and lists newest first with document names', async () => {
    const a = await t.adviser();
    const first = await save(a.token, a.id, asset);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().template).toMatchObject({ ...asset, display: [], id: expect.any(Number) });
    expect(new Date(first.json().template.created_at).toISOString()).toBe(first.json().template.created_at);
    await save(a.token, a.id, liability);
    const [payslips, passport] = [await typeId('payslips'), await typeId('passport')];
    const doc = await save(a.token, a.id, { type: 'document', name: ' PAYG ', data: [passport, payslips, passport] });
    expect(doc.json().template).toMatchObject({
      name: 'PAYG',
      data: [passport, payslips],
      display: [
        { id: passport, name: 'Passport' },
        { id: payslips, name: 'Payslips' },
      ],
    });

    const all = await list(a.token, `type=all&brokerId=${a.id}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().templates.map((x: { name: string }) => x.name)).toEqual([
      'PAYG',
      'Usual debts',
      'First home buyer',
    ]);
    const assets = await list(a.token, `type=asset&brokerId=${a.id}`);
    expect(assets.json().templates.map((x: { type: string }) => x.type)).toEqual(['asset']);
    expect((await list(a.token, `brokerId=${a.id}`)).json().templates).toHaveLength(3);
    const actions = await t.database.executeSql(
      `select action from activity where adviser_id = $1 and action like 'template_%'`,
      [a.id],
    );
    expect(actions.rows.map((r) => r.action)).toEqual(['template_created', 'template_created', 'template_created']);
  });

  it('updates a template in place, and names document types in the adviser’s wording, custom ones too', async () => {
    const a = await t.adviser();
    const created = (await save(a.token, a.id, asset)).json().template;
    const updated = await save(a.token, a.id, { ...asset, id: created.id, name: 'Renamed', data: ['Other'] });
    expect(updated.json().template).toMatchObject({ id: created.id, name: 'Renamed', data: ['Other'] });
    expect(updated.json().template.created_at).toBe(created.created_at);
    expect((await list(a.token, `brokerId=${a.id}`)).json().templates).toHaveLength(1);

    const payslips = await typeId('payslips');
    await call(t.app, a.token, {
      method: 'POST',
      url: '/api/document/document-type-extension',
      payload: { documentType: payslips, brokerId: a.id, name: 'Two payslips' },
    });
    const other = Number(
      (await t.database.executeSql(`select id from document_categories where code = 'other'`)).rows[0]?.id,
    );
    const custom = (
      await call(t.app, a.token, {
        method: 'POST',
        url: '/api/document/custom-document-type',
        payload: { name: 'Probate papers', category_id: other, brokerId: a.id },
      })
    ).json().documentType;
    const doc = await save(a.token, a.id, { type: 'document', name: 'Mixed', data: [payslips, custom.id] });
    expect(doc.json().template.display).toEqual([
      { id: payslips, name: 'Two payslips' },
      { id: custom.id, name: 'Probate papers' },
    ]);
    // A deleted custom type drops out of the names; the template itself stays.
    await call(t.app, a.token, {
      method: 'DELETE',
      url: `/api/document/custom-document-type?documentTypeId=${custom.id}`,
    });
    const listed = (await list(a.token, `type=document&brokerId=${a.id}`)).json().templates;
    expect(listed[0].display).toEqual([{ id: payslips, name: 'Two payslips' }]);
  });

  it('validates names and data with the spec’s words', async () => {
    const a = await t.adviser();
    const b = await t.adviser();
    const other = Number(
      (await t.database.executeSql(`select id from document_categories where code = 'other'`)).rows[0]?.id,
    );
    const theirs = (
      await call(t.app, b.token, {
        method: 'POST',
        url: '/api/document/custom-document-type',
        payload: { name: 'Theirs', category_id: other, brokerId: b.id },
      })
    ).json().documentType.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...asset, name: '' }, MESSAGES.templateNameRequired],
      [{ ...liability, name: '   ' }, MESSAGES.templateNameRequired],
      [{ type: 'document', data: [await typeId('payslips')] }, MESSAGES.templateNameRequired],
      [{ type: 'document', name: 'Docs', data: [] }, MESSAGES.documentTypesRequired],
      [{ type: 'document', name: 'Docs' }, MESSAGES.documentTypesRequired],
      [{ ...asset, data: [] }, MESSAGES.assetTypesRequired],
      [{ ...liability, data: [] }, MESSAGES.liabilityTypesRequired],
      [{ ...asset, data: Array(TEMPLATE_REPEAT_MAX + 1).fill('Savings') }, MESSAGES.templateRepeatsCapped],
      [{ type: 'document', name: 'Docs', data: [999999] }, MESSAGES.documentTypesUnavailable],
      [{ type: 'document', name: 'Docs', data: [theirs] }, MESSAGES.documentTypesUnavailable],
    ];
    for (const [template, message] of cases) {
      const res = await save(a.token, a.id, template);
      expect(res.statusCode, JSON.stringify(template)).toBe(400);
      expect(res.json().error.message, JSON.stringify(template)).toBe(message);
    }
    // Only the spec's choices: a liability name in an asset template, or an unknown kind, is refused.
    expect((await save(a.token, a.id, { ...asset, data: ['Credit Card'] })).statusCode).toBe(400);
    expect((await save(a.token, a.id, { ...asset, type: 'expense' })).statusCode).toBe(400);
    const full = Array.from({ length: TEMPLATE_REPEAT_MAX }, () => [...ASSET_TEMPLATE_CHOICES]).flat();
    expect((await save(a.token, a.id, { ...asset, data: full })).statusCode).toBe(200);
    expect((await list(a.token, `brokerId=${a.id}`)).json().templates).toHaveLength(1);
  });

  it('answers 404 for another adviser or their template, 403 to a client, 401 signed out; admins may act', async () => {
    const [a, b] = [await t.adviser(), await t.adviser()];
    const mine = (await save(a.token, a.id, asset)).json().template;
    expect((await list(b.token, `brokerId=${a.id}`)).statusCode).toBe(404);
    expect((await save(b.token, a.id, asset)).statusCode).toBe(404);
    expect((await save(b.token, b.id, { ...asset, id: mine.id })).statusCode).toBe(404);
    const client = (await t.clientOf(a.id)).token;
    expect((await list(client, `brokerId=${a.id}`)).statusCode).toBe(403);
    expect((await save(client, a.id, asset)).statusCode).toBe(403);
    expect((await list(null, `brokerId=${a.id}`)).statusCode).toBe(401);
    expect((await save(null, a.id, asset)).statusCode).toBe(401);
    expect((await list(t.adminToken, `brokerId=${a.id}`)).json().templates).toHaveLength(1);
    expect((await save(t.adminToken, a.id, { ...asset, id: mine.id, name: 'By admin' })).statusCode).toBe(200);
    expect((await list(t.adminToken, 'brokerId=999999')).statusCode).toBe(404);
    const p = await t.adviser('planner');
    expect((await save(p.token, p.id, liability)).statusCode).toBe(200);
  });
});

describe('Templates locked by the plan (docs/spec/core-and-application.md §4)', () => {
  it('answers 403 with the upgrade message to a suspended adviser, or one on Free after the trial; admins may', async () => {
    const a = await t.adviser();
    const mine = (await save(a.token, a.id, asset)).json().template;
    const expectLocked = async () => {
      for (const res of [
        await list(a.token, `brokerId=${a.id}`),
        await save(a.token, a.id, liability),
        await remove(a.token, { query: `?templateId=${mine.id}&brokerId=${a.id}` }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.message).toBe(MESSAGES.planFeatureLocked);
      }
    };
    await t.database.executeSql('update advisers set suspended = true where id = $1', [a.id]);
    await expectLocked();
    expect((await list(t.adminToken, `brokerId=${a.id}`)).json().templates).toHaveLength(1);
    await t.database.executeSql(
      `update advisers set suspended = false, free_access = false, plan = null, trial_end_date = '2000-01-01'
       where id = $1`,
      [a.id],
    );
    await expectLocked();
    await t.database.executeSql(`update advisers set free_access = true where id = $1`, [a.id]);
    expect((await list(a.token, `brokerId=${a.id}`)).json().templates).toHaveLength(1);
    expect(
      await t.database.executeSql(
        'select count(*)::int as n from templates where adviser_id = $1 and deleted_at is null',
        [a.id],
      ),
    ).toMatchObject({ rows: [{ n: 1 }] });
  });
});

describe('DELETE /api/template/delete', () => {
  it('deletes by query or body and says so; the template leaves the list', async () => {
    const a = await t.adviser();
    const one = (await save(a.token, a.id, asset)).json().template;
    const two = (await save(a.token, a.id, liability)).json().template;
    const byQuery = await remove(a.token, { query: `?templateId=${one.id}&brokerId=${a.id}` });
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json()).toEqual({ message: MESSAGES.templateDeleted });
    const byBody = await remove(a.token, { payload: { templateId: two.id, brokerId: a.id } });
    expect(byBody.json()).toEqual({ message: MESSAGES.templateDeleted });
    expect((await list(a.token, `brokerId=${a.id}`)).json().templates).toEqual([]);
    expect((await remove(a.token, { query: `?templateId=${one.id}&brokerId=${a.id}` })).statusCode).toBe(404);
    const actions = await t.database.executeSql(
      `select count(*)::int as n from activity where adviser_id = $1 and action = 'template_deleted'`,
      [a.id],
    );
    expect(actions.rows[0]?.n).toBe(2);
  });

  it('needs both ids; 404 for another adviser’s; 403 client; 401 signed out; admins may', async () => {
    const [a, b] = [await t.adviser(), await t.adviser()];
    const mine = (await save(a.token, a.id, asset)).json().template;
    expect((await remove(a.token, { query: `?templateId=${mine.id}` })).statusCode).toBe(400);
    expect((await remove(a.token, { query: `?brokerId=${a.id}` })).statusCode).toBe(400);
    expect((await remove(b.token, { query: `?templateId=${mine.id}&brokerId=${a.id}` })).statusCode).toBe(404);
    expect((await remove(b.token, { query: `?templateId=${mine.id}&brokerId=${b.id}` })).statusCode).toBe(404);
    expect(
      (await remove((await t.clientOf(a.id)).token, { query: `?templateId=${mine.id}&brokerId=${a.id}` })).statusCode,
    ).toBe(403);
    expect((await remove(null, { query: `?templateId=${mine.id}&brokerId=${a.id}` })).statusCode).toBe(401);
    expect((await remove(t.adminToken, { query: `?templateId=${mine.id}&brokerId=${a.id}` })).statusCode).toBe(200);
  });
});
