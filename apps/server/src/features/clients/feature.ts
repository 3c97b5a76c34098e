import { type Feature, job } from '../../feature';
import { destroyClientsPastRetention } from './client-destroy.service';
import { clientsRoutes } from './clients.routes';
import { pipelineRoutes } from './pipeline.routes';
import { reviewsRoutes } from './reviews.routes';
import { createAnnualReviewTasks } from './reviews.service';
import { createRateReviewTasks, sendMorningTaskEmails } from './tasks.service';

/** Destroys the clients past their keeping period, daily at 03:30 in the business time zone, once across instances. */
export const RETENTION_JOB = 'clients.retention';
/** Names of the scheduled task jobs (tests drive them by hand). */
export const RATE_REVIEW_JOB = 'tasks.rate-review';
export const MORNING_TASKS_JOB = 'tasks.morning-email';
export const ANNUAL_REVIEW_JOB = 'tasks.annual-review';

/**
 * An adviser's clients: the list, the record, its activity and its lifecycle; the deal after lodgement (the board),
 * its tasks and notes; its annual reviews; and, at the end, its destruction.
 */
export const clientsFeature: Feature = {
  name: 'clients',
  routes(api, ctx) {
    clientsRoutes(api, ctx);
    pipelineRoutes(api, ctx);
    reviewsRoutes(api, ctx);
  },
  jobs: [
    job(RETENTION_JOB, (ctx) => destroyClientsPastRetention(ctx), { every: '30 3 * * *', policy: 'short' }),
    // Hourly, so a fixed rate entered today gets its review task within the hour; the rule key keeps it to one.
    job(RATE_REVIEW_JOB, (ctx) => createRateReviewTasks(ctx), { policy: 'short', every: '10 * * * *' }),
    // Hourly like the rate review: a review date set today gets its task within the hour, once (its rule key).
    job(ANNUAL_REVIEW_JOB, (ctx) => createAnnualReviewTasks(ctx), { policy: 'short', every: '20 * * * *' }),
    // At 7 am in the business time zone (the queue's schedules run there), once across instances.
    job(MORNING_TASKS_JOB, (ctx) => sendMorningTaskEmails(ctx), { policy: 'short', every: '0 7 * * *' }),
  ],
};
