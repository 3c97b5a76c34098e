import type { ServiceContext } from '../context';
import { loggableError } from '../db/errors';
import { refreshRecentClientCounts } from '../features/advisers';
import { BILLING_EVENT_JOB, processEvent, runBillingRound } from '../features/billing';
import { MESSAGE_NOTIFY_JOB, messageNotifier } from '../features/messages';
import {
  DOCUMENT_PREVIEW_JOB,
  documentPreviewWorker,
  REMINDER_SCAN_JOB,
  REMINDER_SCAN_MS,
  sendDueReminders,
  sendUploadNotice,
  UPLOAD_NOTICE_JOB,
  type UploadNoticeJob,
} from '../features/documents';
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
  await ctx.jobs.work(MESSAGE_NOTIFY_JOB, messageNotifier(ctx));
  await ctx.jobs.work(DOCUMENT_PREVIEW_JOB, documentPreviewWorker(ctx));
  await ctx.jobs.work<UploadNoticeJob>(
    UPLOAD_NOTICE_JOB,
    async (job) => {
      await sendUploadNotice(ctx, job);
    },
    { policy: 'short' },
  );
  // Document reminders: a scan every quarter hour, as a job on a 'short' queue so several processes queue one.
  await ctx.jobs.work(
    REMINDER_SCAN_JOB,
    async () => {
      await sendDueReminders(ctx);
    },
    { policy: 'short' },
  );
  const scan = () =>
    ctx.jobs
      .send(REMINDER_SCAN_JOB, {}, { singletonKey: 'scan' })
      .catch((err) => console.error('reminder scan not queued', loggableError(err)));
  const scanTimer = setInterval(scan, REMINDER_SCAN_MS);
  scanTimer.unref();
  await ctx.jobs.work(LODGEMENT_JOB, lodgementWorker(ctx));
  // A failed refresh leaves yesterday's counts on a list column; it is logged and retried next hour.
  const refresh = () =>
    refreshRecentClientCounts(ctx.db, ctx.now()).catch((err) =>
      console.error('recent clients refresh failed', loggableError(err)),
    );
  await refresh();
  const timer = setInterval(refresh, RECENT_CLIENTS_REFRESH_MS);
  timer.unref();
  // Stripe's webhook events, stored once, processed here (docs/decisions/020).
  await ctx.jobs.work<{ id: string }>(BILLING_EVENT_JOB, (job) => processEvent(ctx, job.id));
  // Ended trials move to Free, and the local provider bills what its clock made due; hourly and at start.
  const billingRound = () =>
    runBillingRound(ctx).catch((err) => console.error('billing round failed', loggableError(err)));
  await billingRound();
  const billingTimer = setInterval(billingRound, RECENT_CLIENTS_REFRESH_MS);
  billingTimer.unref();
  return () => {
    clearInterval(timer);
    clearInterval(billingTimer);
    clearInterval(scanTimer);
  };
}
