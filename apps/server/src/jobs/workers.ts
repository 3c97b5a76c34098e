import type { ServiceContext } from '../context';
import { type JobSpec, job } from '../feature';
import { FEATURES } from '../features';
import { emailSender, SEND_EMAIL_JOB } from '../mail/outbox';
import { createSmtpTransport } from '../mail/transport';

/** Outgoing email is the app's own work, below the features that queue it. */
function coreJobs(ctx: ServiceContext): JobSpec[] {
  const send = emailSender(ctx.db, createSmtpTransport(ctx.config.smtpUrl), ctx.storage);
  return [job(SEND_EMAIL_JOB, (_ctx, data: Parameters<typeof send>[0]) => send(data))];
}

/**
 * Starts the background work of this process: every feature's jobs (feature.ts) and the outgoing email. A job with
 * a schedule is sent by pg-boss once per occurrence across all instances (docs/decisions/025); one that also runs at
 * start does so here, once, and a failure then is logged and left to the schedule.
 */
export async function startWorkers(ctx: ServiceContext): Promise<void> {
  const specs = [...coreJobs(ctx), ...FEATURES.flatMap((feature) => feature.jobs ?? [])];
  for (const spec of specs) {
    await ctx.jobs.work<object>(spec.name, (data) => spec.run(ctx, data), { policy: spec.policy });
    if (spec.every) await ctx.jobs.every(spec.name, spec.every, ctx.config.businessTimeZone);
  }
  for (const spec of specs) {
    if (!spec.atStart) continue;
    try {
      await spec.run(ctx, {});
    } catch (err) {
      ctx.log.error({ err, job: spec.name }, 'a recurring job failed at start; it runs again on schedule');
    }
  }
}
