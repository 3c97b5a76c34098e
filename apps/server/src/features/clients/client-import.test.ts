import { MESSAGES } from '@brokerdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adviserActor, clientCsv, csvSource, toCsv } from '../../../test/client-import-fixtures';
import { makeUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { activity, applicationItems, clients } from '../../db/schema';
import { importClients } from './client-import.service';

const t = useTestApp();

async function adviser() {
  return adviserActor(await makeUser(t.ctx, 'broker'));
}

const countClients = async (adviserId: number) => {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(eq(clients.adviser_id, adviserId));
  return row?.n ?? 0;
};

const run = (actor: Awaited<ReturnType<typeof adviser>>, rows: string[][], dryRun: 'true' | 'false' = 'false') =>
  importClients(t.ctx, actor, { dryRun }, csvSource(toCsv(rows)));

describe('importing clients from a CSV file', () => {
  it('refuses a file with 3 bad rows of 100 whole, names each error, then imports the fixed file once', async () => {
    const actor = await adviser();
    const adviserId = actor.adviserId as number;
    const good = clientCsv(100);
    const bad = good.map((r) => [...r]);
    // Data rows 11, 39 and 76 sit on the file's rows 12, 40 and 77 (the header is row 1).
    (bad[11] as string[])[2] = 'not-an-email';
    (bad[39] as string[])[3] = '12';
    (bad[76] as string[])[1] = '';

    const refused = await run(actor, bad);
    expect(refused.imported).toBe(0);
    expect(refused.errors).toEqual([
      { row: 12, field: 'email', message: 'Please type a valid email.' },
      { row: 40, field: 'phone_mobile', message: MESSAGES.invalidPhone },
      { row: 77, field: 'last_name', message: 'Please type a last name.' },
    ]);
    expect(refused.rows).toHaveLength(100);
    expect(refused.rows.filter((r) => r.outcome === 'invalid').map((r) => r.row)).toEqual([12, 40, 77]);
    expect(await countClients(adviserId)).toBe(0);

    const imported = await run(actor, good);
    expect(imported.errors).toEqual([]);
    expect(imported.imported).toBe(100);
    expect(imported.rows.every((r) => r.outcome === 'new')).toBe(true);
    expect(await countClients(adviserId)).toBe(100);

    const again = await run(actor, good);
    expect(again.imported).toBe(0);
    expect(again.rows.every((r) => r.outcome === 'existing')).toBe(true);
    expect(await countClients(adviserId)).toBe(100);
  });

  it('makes each client once when the same file is imported twice at the same time', async () => {
    const actor = await adviser();
    const file = clientCsv(30, { domain: 'twice.example' });
    const [a, b] = await Promise.all([run(actor, file), run(actor, file)]);
    expect([a.imported, b.imported].sort()).toEqual([0, 30]);
    expect(await countClients(actor.adviserId as number)).toBe(30);
  });

  it('makes each client as client/create does, with its address, status, notes and an imported entry', async () => {
    const actor = await adviser();
    const adviserId = actor.adviserId as number;
    const result = await run(actor, clientCsv(10));
    expect(result.imported).toBe(10);

    const made = await t.ctx.db.select().from(clients).where(eq(clients.adviser_id, adviserId)).orderBy(clients.id);
    expect(made.map((c) => c.display_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Given${i + 1} Family${i + 1}`),
    );
    // The list's search finds a client by the national form of the mobile.
    expect(made[2]?.search_text).toContain('client3@import.example');
    expect(made[2]?.search_text).toContain('0412000003');
    expect(made.map((c) => c.client_type)).toEqual([...Array(9).fill('active'), 'lead']);

    const first = made[0]?.id as number;
    const [address] = await t.ctx.db
      .select()
      .from(applicationItems)
      .where(and(eq(applicationItems.client_id, first), eq(applicationItems.section, 'address')));
    expect(address?.data).toEqual({
      use: 'current',
      line1: '1 Example Street',
      suburb: 'Sydney',
      state: 2,
      postcode: '2000',
    });
    expect(address?.kind).toBe('current');
    expect(address?.applicant_id).not.toBeNull();

    const fourth = made[3]?.id as number;
    const entries = await t.ctx.db
      .select({ action: activity.action, detail: activity.detail, actor: activity.actor_user_id })
      .from(activity)
      .where(eq(activity.client_id, fourth))
      .orderBy(activity.id);
    expect(entries).toEqual([
      { action: 'client_imported', detail: { name: 'Given4 Family4', file: 'clients.csv' }, actor: actor.userId },
      {
        action: 'note_added',
        detail: { text: 'Met at the expo, call back about refinancing (4)' },
        actor: actor.userId,
      },
    ]);
  });

  it('guesses the columns, splits a full name, and adds a repeated email once', async () => {
    const actor = await adviser();
    const rows = [
      ['Full Name', 'E-mail', 'Mobile', 'Type'],
      ['Ada Lovelace', 'ada@import.example', '0412 345 678', 'Prospect'],
      ['Hopper, Grace', 'GRACE@import.example', '', ''],
      ['Ada L.', 'ada@import.example', '', 'Client'],
    ];
    const dry = await run(actor, rows, 'true');
    expect(dry.mapping).toEqual(['name', 'email', 'phone_mobile', 'status']);
    expect(dry.preview).toEqual(rows.slice(1));
    expect(dry.rows).toEqual([
      { row: 2, outcome: 'new', name: 'Ada Lovelace', email: 'ada@import.example' },
      { row: 3, outcome: 'new', name: 'Grace Hopper', email: 'grace@import.example' },
      { row: 4, outcome: 'repeated', name: 'Ada L.', email: 'ada@import.example' },
    ]);
    expect(dry.imported).toBe(0);
    expect(await countClients(actor.adviserId as number)).toBe(0);
  });

  it('answers problems of the mapping on the header row, and of values by field', async () => {
    const actor = await adviser();
    const header = ['Name', 'Email', 'State', 'Postcode', 'Status'];
    const noEmail = await importClients(
      t.ctx,
      actor,
      { dryRun: 'true', mapping: ['name', null, 'state', 'postcode', 'name'] },
      csvSource(toCsv([header, ['Jo Bloggs', 'jo@import.example', 'NSW', '2000', '']])),
    );
    expect(noEmail.errors).toEqual([
      { row: 1, field: 'mapping', message: MESSAGES.importTargetTwice },
      { row: 1, field: 'mapping', message: MESSAGES.importNeedsEmail },
    ]);

    const values = await run(actor, [
      header,
      ['Jo', 'jo@import.example', 'Narnia', '20000', 'Unsure'],
      ['Sam Smith', '', 'VIC', '3000', ''],
    ]);
    expect(values.errors).toEqual([
      { row: 2, field: 'name', message: 'Please type a last name.' },
      { row: 2, field: 'status', message: MESSAGES.importStatusUnknown },
      { row: 2, field: 'state', message: MESSAGES.importStateUnknown },
      { row: 2, field: 'postcode', message: expect.any(String) },
      { row: 3, field: 'email', message: MESSAGES.importEmailRequired },
    ]);
    expect(values.imported).toBe(0);
  });

  it('numbers a row by the line it starts on, past blank lines and notes of several lines', async () => {
    const actor = await adviser();
    const text = 'Name,Email,Notes\nJo Bloggs,jo@import.example,"two\nlines"\n\nSam Smith,not-an-email,\n';
    const result = await importClients(t.ctx, actor, { dryRun: 'true' }, csvSource(text));
    expect(result.rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'new'],
      [5, 'invalid'],
    ]);
    expect(result.errors).toEqual([{ row: 5, field: 'email', message: 'Please type a valid email.' }]);
  });

  it('refuses a file with no client rows, and one that is not CSV', async () => {
    const actor = await adviser();
    await expect(run(actor, [['Name', 'Email']])).rejects.toMatchObject({ message: MESSAGES.importFileEmpty });
    await expect(
      importClients(t.ctx, actor, { dryRun: 'true' }, csvSource('"Name,Email\nJo "Bloggs",jo@x.example\n')),
    ).rejects.toMatchObject({ message: MESSAGES.importNotCsv });
  });
});
