import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, makeUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers } from '../../db/schema';
import { iterateAdviserRows } from './advisers-admin.repo';

// 01:00 on 15 June in Sydney (the business time zone) while UTC is still on the 14th.
const clock = { now: new Date('2030-06-14T15:00:00Z') };

const t = useTestApp({ clock, admin: true });

const HEADER = [
  'Name',
  'Email',
  'Company',
  'Clients past month',
  'Registered',
  'Trial ends',
  'Paying?',
  'Referral code',
  'Referred by',
  'Source',
  'Suspended',
  'Free access',
  'Recent billing date',
];

async function makeAdviser(
  kind: 'broker' | 'planner',
  opts: { first_name?: string; last_name?: string; set?: Partial<typeof advisers.$inferInsert> } = {},
) {
  const u = await makeUser(t.ctx, kind, opts);
  const id = u.adviserId as number;
  if (opts.set) await t.ctx.db.update(advisers).set(opts.set).where(eq(advisers.id, id));
  return { ...u, id };
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function exportCsv(kind: 'broker' | 'planner') {
  const res = await call(t.app, t.adminToken, { method: 'GET', url: `/api/${kind}/export` });
  expect(res.statusCode).toBe(200);
  return { res, rows: parseCsv(res.body.replace(/^\uFEFF/, '')) };
}

describe('GET /api/{broker,planner}/export', () => {
  it('downloads a CSV named for the product and the day, with the list columns and one line per live adviser', async () => {
    const referrer = await makeAdviser('broker', { first_name: 'Rita', last_name: 'Referrer' });
    const b = await makeAdviser('broker', {
      first_name: 'Ann',
      last_name: 'Export',
      set: {
        company: 'Acme, "Loans" Pty Ltd',
        registered_at: new Date('2030-06-14T15:00:00Z'),
        trial_end_date: '2030-07-01',
        subscription_status: 'active',
        referrer_code: 'RITA1234',
        referrer_adviser_id: referrer.id,
        source: 'google',
        free_access: true,
        recent_billing_date: '2030-06-01',
        recent_clients_count: 4,
      },
    });
    const gone = await makeAdviser('broker', { set: { deleted_at: new Date() } });
    const planner = await makeAdviser('planner');

    const { res, rows } = await exportCsv('broker');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="BrokerDesk-brokers-2030-06-15.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]).toEqual(HEADER);
    const total = (await call(t.app, t.adminToken, { method: 'GET', url: '/api/broker/list?limit=1' })).json().total;
    expect(rows).toHaveLength(total + 1);
    const emails = rows.slice(1).map((r) => r[1]);
    expect(emails).toContain(referrer.email);
    expect(emails).not.toContain(gone.email);
    expect(emails).not.toContain(planner.email);
    expect(rows.find((r) => r[1] === b.email)).toEqual([
      'Ann Export',
      b.email,
      'Acme, "Loans" Pty Ltd',
      '4',
      '2030-06-15',
      '2030-07-01',
      'Yes',
      'RITA1234',
      'Rita Referrer',
      'google',
      'No',
      'Yes',
      '2030-06-01',
    ]);

    const planners = await exportCsv('planner');
    expect(planners.res.headers['content-disposition']).toBe(
      'attachment; filename="BrokerDesk-planners-2030-06-15.csv"',
    );
    expect(planners.rows[0]).toEqual(HEADER);
    expect(planners.rows.slice(1).map((r) => r[1])).toEqual([planner.email]);
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const hyperlink = '=HYPERLINK("http://evil.example","click")';
    const made = await Promise.all([
      makeAdviser('broker', { first_name: 'Hy', last_name: 'Per', set: { company: hyperlink } }),
      makeAdviser('broker', { first_name: '+Plus', last_name: 'One' }),
      makeAdviser('broker', { first_name: '-Minus', last_name: 'Two' }),
      makeAdviser('broker', { first_name: '@At', last_name: 'Three' }),
      makeAdviser('broker', { first_name: 'Tab', last_name: 'Four', set: { company: '\tTabbed', source: '\rReturn' } }),
      makeAdviser('broker', { first_name: 'Safe', last_name: 'Five', set: { company: 'a=b+c', source: '-' } }),
    ]);
    const { rows } = await exportCsv('broker');
    const cell = (i: number, column: number) => rows.find((r) => r[1] === made[i]?.email)?.[column];
    expect(cell(0, 2)).toBe(`'${hyperlink}`);
    expect(cell(1, 0)).toBe("'+Plus One");
    expect(cell(2, 0)).toBe("'-Minus Two");
    expect(cell(3, 0)).toBe("'@At Three");
    expect(cell(4, 2)).toBe("'\tTabbed");
    expect(cell(4, 9)).toBe("'\rReturn");
    expect(cell(5, 2)).toBe('a=b+c');
    expect(cell(5, 9)).toBe("'-");
    // Nothing in the file starts a cell with a formula character.
    for (const r of rows.slice(1)) for (const c of r) expect(c, c).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('reads every live adviser of the kind in id order across batches', async () => {
    for (let i = 0; i < 5; i++) await makeAdviser('planner');
    await makeAdviser('planner', { set: { deleted_at: new Date() } });
    const live = await t.database.executeSql(
      `select id from advisers where kind = 'planner' and deleted_at is null order by id`,
    );
    const ids: number[] = [];
    const c = { now: clock.now, timeZone: t.config.businessTimeZone };
    for await (const row of iterateAdviserRows(t.ctx.db, c, 'planner', 2)) ids.push(row.id);
    expect(ids).toEqual(live.rows.map((r) => Number(r.id)));
    expect(ids.length).toBeGreaterThan(4);
  });
});
