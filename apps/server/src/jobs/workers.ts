import type { ServiceContext } from '../context';
import { loggableError } from '../db/errors';
import { refreshRecentClientCounts } from '../features/advisers';
import { LODGEMENT_JOB, lodgementWorker } from '../features/lodgement';
import { emailSender, SEND_EMAIL_JOB } from '../mail/outbox';
import { createSmtpTransport } from '../mail/transport';

const RECENT_CLIENTS_REFRESH_MS = 60 * 60_000;

/**
 * Starts the background workers of this process: outgoing email, uploads to the lodgement system, and the hourly refresh of each adviser's
 * "Clients past month" (clients age out of the 30 days without any write to tell us). Answers a stop function.
 */
export async function startWorkers(ctx: ServiceContext): Promise<() => void> {
  await ctx.jobs.work(SEND_EMAIL_JOB, emailSender(ctx.db, createSmtpTransport(ctx.config.smtpUrl), ctx.storage));
  await ctx.jobs.work(LODGEMENT_JOB, lodgementWorker(ctx));
  // A failed refresh leaves yesterday's counts on a list column; it is logged and retried next hour.
  const refresh = () =>
    refreshRecentClientCounts(ctx.db, ctx.now()).catch((err) =>
      console.error('recent clients refresh failed', loggableError(err)),
    );
  await refresh();
  const timer = setInterval(refresh, RECENT_CLIENTS_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
