import { ApiError } from '@brokerdesk/contract';
import { createUserAccount } from '../features/users';
import { openCliContext, parseFlags } from './context';

const USAGE = `Usage: npm run user:create -- --email E --password P --role broker|planner|client|admin
                           [--first-name F] [--last-name L] [--adviser ADVISER_EMAIL (for a client)]`;

async function main() {
  let flags: Record<string, string>;
  try {
    flags = parseFlags(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!flags.email || !flags.password || !flags.role) {
    console.error(USAGE);
    return 2;
  }
  const ctx = await openCliContext();
  try {
    const user = await createUserAccount(ctx, {
      email: flags.email,
      password: flags.password,
      role: flags.role as 'broker',
      first_name: flags['first-name'],
      last_name: flags['last-name'],
      adviser_email: flags.adviser,
    });
    console.log(`Created ${user.role} ${user.email} (user ${user.id}).`);
    return 0;
  } catch (err) {
    if (err instanceof ApiError) {
      console.error(`Not created: ${err.message}${err.field ? ` (${err.field})` : ''}`);
      return 1;
    }
    throw err;
  } finally {
    await ctx.close();
  }
}

process.exitCode = await main();
