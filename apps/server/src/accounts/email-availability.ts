import { MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../context';
import type { Db } from '../db/client';
import { conflict, invalid } from '../errors';
import { findLiveUserByEmail } from './users.repo';

/**
 * Whether an address may become an account's login email (decision 016). One live account per email (409); an
 * address in ADMIN_EMAILS is kept for an administrator's account, so sign-up and a broker, planner or client can
 * never take it (400), and `npm run user:create -- --role admin` always finds it free.
 */
export async function requireEmailAvailable(
  ctx: ServiceContext,
  db: Db,
  email: string,
  forUser: { id: number | null; role: string },
): Promise<void> {
  if (ctx.config.adminEmails.has(email) && forUser.role !== 'admin') throw invalid(MESSAGES.emailReserved, 'email');
  const owner = await findLiveUserByEmail(db, email);
  if (owner && owner.id !== forUser.id) throw conflict(MESSAGES.emailTaken, 'email');
}

/** PostgreSQL's unique_violation, whether the driver's error comes bare or wrapped by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
