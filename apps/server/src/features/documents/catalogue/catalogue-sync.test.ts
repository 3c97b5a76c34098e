import { DOCUMENT_NAME_MAX, DOCUMENT_TEXT_MAX } from '@brokerdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness';
import type { Database, Db } from '../../../db/client';
import { SHIPPED_CATEGORIES, SHIPPED_DOCUMENT_TYPES } from './catalogue';
import { type ShippedCatalogue, syncDocumentCatalogue } from './catalogue-sync';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const q = async (text: string, values?: unknown[]) => (await database.executeSql(text, values)).rows;
const typeByCode = async (code: string) =>
  (await q('select * from document_types where code = $1', [code]))[0] as Record<string, unknown> | undefined;
const snapshot = () =>
  q(`select 'c' || id as k, updated_at from document_categories union all
     select 's' || id, updated_at from document_subcategories union all
     select 't' || id, updated_at from document_types order by 1`);

/** A Db whose transactions count the statements they send, to check the sync's round trips. */
function countingDb(db: Db, counter: { statements: number }): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
      return (fn: (tx: Db) => Promise<unknown>) =>
        target.transaction((tx) =>
          fn(
            new Proxy(tx, {
              get(t, p, r) {
                const value = Reflect.get(t, p, r);
                if (p !== 'execute' || typeof value !== 'function') return value;
                return (...args: unknown[]) => {
                  counter.statements += 1;
                  return value.apply(t, args);
                };
              },
            }) as unknown as Db,
          ),
        );
    },
  }) as Db;
}

describe('the shipped catalogue', () => {
  it('has unique codes, real places and wording within the API’s limits', () => {
    const categoryCodes = SHIPPED_CATEGORIES.map((c) => c.code);
    const subcategories = SHIPPED_CATEGORIES.flatMap((c) => c.subcategories.map((s) => ({ ...s, category: c.code })));
    const typeCodes = SHIPPED_DOCUMENT_TYPES.map((t) => t.code);
    for (const codes of [categoryCodes, subcategories.map((s) => s.code), typeCodes]) {
      expect(new Set(codes).size).toBe(codes.length);
    }
    expect(SHIPPED_DOCUMENT_TYPES.length).toBeGreaterThanOrEqual(60);
    expect(SHIPPED_DOCUMENT_TYPES.length).toBeLessThanOrEqual(90);
    for (const t of SHIPPED_DOCUMENT_TYPES) {
      expect(categoryCodes, t.code).toContain(t.category);
      if (t.subcategory) expect(subcategories.find((s) => s.code === t.subcategory)?.category, t.code).toBe(t.category);
      expect(t.name.length, t.code).toBeLessThanOrEqual(DOCUMENT_NAME_MAX);
      for (const text of [t.name, t.description, t.question, t.tooltip]) {
        expect(text.trim(), t.code).toBe(text);
        expect(text.length, t.code).toBeGreaterThan(3);
        expect(text.length, t.code).toBeLessThanOrEqual(DOCUMENT_TEXT_MAX);
        expect(text, t.code).not.toMatch(/ {2}|\blicense\b/);
      }
    }
    // Every category offers something to ask for.
    for (const c of categoryCodes)
      expect(
        SHIPPED_DOCUMENT_TYPES.some((t) => t.category === c),
        c,
      ).toBe(true);
  });

  it('is in the migrated database, in order and in place', async () => {
    const categories = await q('select code, name from document_categories order by position, id');
    expect(categories).toEqual(SHIPPED_CATEGORIES.map((c) => ({ code: c.code, name: c.name })));
    const types = await q(`
      select t.code, t.name, t.question, c.code as category, s.code as subcategory
      from document_types t join document_categories c on c.id = t.category_id
      left join document_subcategories s on s.id = t.subcategory_id
      where t.deleted_at is null order by t.position, t.id`);
    expect(types).toEqual(
      SHIPPED_DOCUMENT_TYPES.map((t) => ({
        code: t.code,
        name: t.name,
        question: t.question,
        category: t.category,
        subcategory: t.subcategory ?? null,
      })),
    );
  });
});

describe('syncDocumentCatalogue', () => {
  it('changes nothing when run again, in one statement per table', async () => {
    const before = await snapshot();
    const counter = { statements: 0 };
    await syncDocumentCatalogue(countingDb(database.db, counter));
    expect(counter.statements).toBe(3);
    expect(await snapshot()).toEqual(before);
  });

  it('inserts new codes, rewords changed ones, hides retired ones and keeps every id', async () => {
    const payslips = await typeByCode('payslips');
    const passport = await typeByCode('passport');
    const shipped: ShippedCatalogue = {
      categories: [
        ...SHIPPED_CATEGORIES.map((c) =>
          c.code === 'assets'
            ? { ...c, name: 'Assets and savings', subcategories: [{ code: 'assets-cash', name: 'Cash' }] }
            : c,
        ),
        { code: 'sync-test', name: 'Sync test', subcategories: [] },
      ],
      documentTypes: [
        ...SHIPPED_DOCUMENT_TYPES.filter((t) => t.code !== 'passport').map((t) =>
          t.code === 'payslips' ? { ...t, name: 'Recent payslips', question: 'Upload your last two payslips.' } : t,
        ),
        {
          code: 'sync-test-type',
          category: 'assets',
          subcategory: 'assets-cash',
          name: 'Cash count',
          description: 'Cash on hand.',
          question: 'How much cash do you hold?',
          tooltip: 'A rough figure is fine.',
        },
      ],
    };
    await syncDocumentCatalogue(database.db, shipped);

    expect(await typeByCode('payslips')).toMatchObject({
      id: payslips?.id,
      name: 'Recent payslips',
      question: 'Upload your last two payslips.',
      deleted_at: null,
    });
    const hidden = await typeByCode('passport');
    expect(hidden?.id).toBe(passport?.id);
    expect(hidden?.deleted_at).not.toBeNull();
    const added = await typeByCode('sync-test-type');
    const [cash] = await q(`select id, category_id from document_subcategories where code = 'assets-cash'`);
    expect(added).toMatchObject({ name: 'Cash count', subcategory_id: cash?.id, category_id: cash?.category_id });
    expect((await q(`select name from document_categories where code = 'assets'`))[0]?.name).toBe('Assets and savings');

    // Shipping the original set again restores the wording and brings the retired type back under the same id.
    await syncDocumentCatalogue(database.db);
    expect(await typeByCode('payslips')).toMatchObject({ name: 'Payslips', deleted_at: null });
    expect(await typeByCode('passport')).toMatchObject({ id: passport?.id, deleted_at: null });
    expect((await typeByCode('sync-test-type'))?.deleted_at).not.toBeNull();
  });

  it('ships the validity rules: payslips 30 days, statements 90, photo ID until expiry, rates notice 365', async () => {
    await syncDocumentCatalogue(database.db);
    const rule = async (code: string) => {
      const row = await typeByCode(code);
      return { kind: row?.validity_kind, days: row?.valid_days };
    };
    expect(await rule('payslips')).toEqual({ kind: 'age', days: 30 });
    expect(await rule('transaction-statements')).toEqual({ kind: 'age', days: 90 });
    expect(await rule('home-loan-statements')).toEqual({ kind: 'age', days: 90 });
    expect(await rule('passport')).toEqual({ kind: 'expiry', days: null });
    expect(await rule('drivers-licence')).toEqual({ kind: 'expiry', days: null });
    expect(await rule('council-rates')).toEqual({ kind: 'age', days: 365 });
    expect(await rule('trust-deed')).toEqual({ kind: null, days: null });
    // A changed rule reaches the database at the next start, like the wording.
    await syncDocumentCatalogue(database.db, {
      categories: SHIPPED_CATEGORIES,
      documentTypes: SHIPPED_DOCUMENT_TYPES.map((t) =>
        t.code === 'payslips' ? { ...t, validity: { kind: 'age', days: 45 } } : t,
      ),
    });
    expect(await rule('payslips')).toEqual({ kind: 'age', days: 45 });
    await syncDocumentCatalogue(database.db);
    expect(await rule('payslips')).toEqual({ kind: 'age', days: 30 });
  });

  it('leaves alone rows an administrator edited or deleted, and custom types', async () => {
    await q(`update document_types set name = 'Payslips (last 3)', edited_at = now() where code = 'payslips'`);
    await q(`update document_types set deleted_at = now(), edited_at = now() where code = 'birth-certificate'`);
    await q(`update document_categories set name = 'ID', edited_at = now() where code = 'identification'`);
    const [category] = await q(`select id from document_categories where code = 'other'`);
    await q(`insert into document_types (category_id, name) values ($1, 'Admin added')`, [category?.id]);

    await syncDocumentCatalogue(database.db, {
      categories: SHIPPED_CATEGORIES,
      documentTypes: SHIPPED_DOCUMENT_TYPES.filter((t) => t.code !== 'payslips'),
    });
    expect(await typeByCode('payslips')).toMatchObject({ name: 'Payslips (last 3)', deleted_at: null });
    expect((await typeByCode('birth-certificate'))?.deleted_at).not.toBeNull();
    expect((await q(`select name from document_categories where code = 'identification'`))[0]?.name).toBe('ID');
    expect(await q(`select deleted_at from document_types where name = 'Admin added'`)).toEqual([{ deleted_at: null }]);
  });
});
