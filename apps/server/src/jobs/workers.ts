import type { ServiceContext } from '../context';
import { emailSender, SEND_EMAIL_JOB } from '../mail/outbox';
import { createSmtpTransport } from '../mail/transport';

/** Starts the background workers of this process: today, outgoing email. */
export async function startWorkers(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.work(SEND_EMAIL_JOB, emailSender(ctx.db, createSmtpTransport(ctx.config.smtpUrl)));
}
