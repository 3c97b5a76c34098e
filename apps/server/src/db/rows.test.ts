import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { rows } from './rows';

const t = useTestApp();

describe('rows() of a raw SQL result', () => {
  it("reads both ways of running raw SQL, as the statement's select list names them", async () => {
    const viaDrizzle = rows<{ n: number; word: string }>(
      await t.database.db.execute(sql`select 2::int as n, 'two' as word`),
    );
    expect(viaDrizzle).toEqual([{ n: 2, word: 'two' }]);
    const viaDriver = rows<{ n: number }>(await t.database.executeSql('select generate_series(1, 3)::int as n'));
    expect(viaDriver.map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('refuses something that is not a result, rather than typing it', () => {
    expect(() => rows({ rowCount: 1 })).toThrow('a raw SQL result without rows');
    expect(() => rows(undefined)).toThrow('a raw SQL result without rows');
  });
});
