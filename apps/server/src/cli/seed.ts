import { isDatabaseEmpty, seedDemo } from '../seed/demo';
import { openCliContext } from './context';

/**
 * `npm run seed` puts the demo data into the configured database (DATA_DIR or DATABASE_URL). A database that
 * already has users is re-seeded only with --reset, which empties every table first: nothing real is ever
 * mixed with demo rows, and nothing is wiped by accident.
 */
async function main() {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length) {
    console.error(`Unknown argument ${unknown[0]}. Usage: npm run seed [-- --reset]`);
    return 2;
  }
  const ctx = await openCliContext();
  try {
    if (!(await isDatabaseEmpty(ctx.db))) {
      if (!reset) {
        console.error('The database already has users. Run `npm run seed -- --reset` to empty it and seed the demo.');
        return 1;
      }
      const tables = await ctx.database.executeSql(
        `select tablename from pg_tables where schemaname = 'public'`,
      );
      const names = tables.rows.map((r) => `"public"."${String(r.tablename)}"`).join(', ');
      if (names) await ctx.database.executeSql(`truncate ${names} restart identity cascade`);
    }
    await seedDemo(ctx.db);
    console.log('Demo data seeded.');
    return 0;
  } finally {
    await ctx.close();
  }
}

process.exitCode = await main();
