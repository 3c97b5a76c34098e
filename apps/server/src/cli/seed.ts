import { reseedDemo } from '../seed/reseed';
import { openCliContext } from './context';

/** `npm run seed [-- --reset]`: the demo data into the configured database (DATA_DIR or DATABASE_URL). */
async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length) {
    console.error(`Unknown argument ${unknown[0]}. Usage: npm run seed [-- --reset]`);
    return 2;
  }
  const ctx = await openCliContext();
  try {
    const result = await reseedDemo(ctx.database, { reset: args.includes('--reset'), storage: ctx.storage });
    if (result === 'not-empty') {
      console.error('The database already has users. Run `npm run seed -- --reset` to empty it and seed the demo.');
      return 1;
    }
    console.log('Demo data seeded.');
    return 0;
  } finally {
    await ctx.close();
  }
}

process.exitCode = await main();
