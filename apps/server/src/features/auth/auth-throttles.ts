import type { ServiceContext } from '../../context';
import { RateLimitedError } from '../../errors';
import { queueEmail } from '../../mail/outbox';
import { signInAttemptsEmail } from '../../mail/templates';
import { countHit, forgetCount, peekCount, secondsUntil } from '../../rate-limits';

/**
 * The per-email limits of the unauthenticated auth endpoints, counted in the database like every other limit
 * (docs/decisions/012-rate-limits-in-the-database.md); the per-IP budget is @fastify/rate-limit's.
 *
 * Sign-in failures: a wrong guess blocks only the (email, IP) pair it came from, so nobody can lock someone else
 * out; failures of the email from elsewhere only slow its sign-ins down; and the account holder hears once per
 * window when failures pile up.
 */

/** The first failure from elsewhere adds this delay, each further one doubles it, up to the configured cap. */
export const SLOW_DOWN_STEP_MS = 250;

export interface SignInAttempt {
  pairKey: string;
  emailKey: string;
}

/** Delay of a sign-in after `failures` failures of its email from other IPs: growing, capped, never a refusal. */
export function slowDownMs(failures: number, capMs: number): number {
  if (failures <= 0) return 0;
  return Math.min(capMs, SLOW_DOWN_STEP_MS * 2 ** Math.min(failures - 1, 30));
}

/** Before the password is checked: refuses a blocked (email, IP) pair, then waits out the email's slow-down. */
export async function admitSignIn(ctx: ServiceContext, email: string, ip: string): Promise<SignInAttempt> {
  const { windowMs, loginFailuresPerEmailAndIp: max, loginMaxDelayMs } = ctx.config.rateLimit;
  const attempt = { pairKey: `login:pair:${email}|${ip}`, emailKey: `login:email:${email}` };
  // Counted before the check, so concurrent guesses from one pair cannot all slip past it; a success forgets it.
  const pair = await countHit(ctx, attempt.pairKey, windowMs);
  if (pair.count > max) throw new RateLimitedError(secondsUntil(ctx, pair.resetAt));
  const ofEmail = await peekCount(ctx, attempt.emailKey);
  // This pair's earlier attempts in its window were all failures (a success deletes its count).
  const delayMs = slowDownMs(ofEmail.count - (pair.count - 1), loginMaxDelayMs);
  if (delayMs > 0) await ctx.sleep(delayMs);
  return attempt;
}

/** Counts a failed sign-in of the email, and alerts its holder when the count reaches the threshold. */
export async function recordSignInFailure(
  ctx: ServiceContext,
  attempt: SignInAttempt,
  holder: { email: string; first_name: string } | undefined,
): Promise<void> {
  const { windowMs, loginFailuresPerEmailAndIp: threshold } = ctx.config.rateLimit;
  const failures = await countHit(ctx, attempt.emailKey, windowMs);
  // The atomic count reaches the threshold exactly once per window, on one instance: one alert per window.
  if (!holder || failures.count !== threshold) return;
  const mail = signInAttemptsEmail({
    firstName: holder.first_name,
    attempts: failures.count,
    minutes: Math.round(windowMs / 60_000),
    resetLink: `${ctx.config.publicUrl}/forgot-password`,
  });
  await queueEmail(ctx.db, ctx.jobs, { kind: 'sign_in_alert', to: holder.email, from: ctx.config.mailFrom, ...mail });
}

/** A success forgives the pair's own mistakes; the email's count stays, so its alert is not sent twice. */
export function forgiveSignIn(ctx: ServiceContext, attempt: SignInAttempt): Promise<void> {
  return forgetCount(ctx, attempt.pairKey);
}

/** Reset emails asked for per address, known or not, so nobody's inbox can be flooded and nothing is revealed. */
export async function countResetEmailRequest(ctx: ServiceContext, email: string): Promise<void> {
  const { windowMs, resetEmailsPerEmail } = ctx.config.rateLimit;
  const asked = await countHit(ctx, `reset-email:${email}`, windowMs);
  if (asked.count > resetEmailsPerEmail) throw new RateLimitedError(secondsUntil(ctx, asked.resetAt));
}
