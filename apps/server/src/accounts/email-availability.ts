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
  requireEmailNotReserved(ctx, email, forUser);
  if (await isEmailTakenByAnother(db, email, forUser)) throw conflict(MESSAGES.emailTaken, 'email');
}

/** An address in ADMIN_EMAILS is kept for an administrator's account (400 on the email field otherwise). */
export function requireEmailNotReserved(
  ctx: Pick<ServiceContext, 'config'>,
  email: string,
  forUser: { role: string },
): void {
  if (ctx.config.adminEmails.has(email) && forUser.role !== 'admin') throw invalid(MESSAGES.emailReserved, 'email');
}

/** Whether another live account signs in with this email. */
export async function isEmailTakenByAnother(db: Db, email: string, forUser: { id: number | null }): Promise<boolean> {
  const owner = await findLiveUserByEmail(db, email);
  return owner !== undefined && owner !== null && owner.id !== forUser.id;
}

/** PostgreSQL's unique_violation, whether the driver's error comes bare or wrapped by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
