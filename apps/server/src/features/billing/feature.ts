import { type Feature, job } from '../../feature';
import { billingRoutes } from './billing.routes';
import { BILLING_EVENT_JOB, createBillingProvider, processEvent } from './billing-events';
import { billingExtraRoutes } from './billing-extra.routes';
import { runBillingRound } from './billing-trial';
import { stripeEventsRoutes } from './stripe-events.routes';

/** Plans and payments (decisions 020, 026): the provider BILLING chose, its webhooks, the hourly billing round. */
export const billingFeature: Feature = {
  name: 'billing',
  init(ctx) {
    ctx.billing = createBillingProvider(ctx);
  },
  routes(api, ctx) {
    stripeEventsRoutes(api, ctx);
    billingRoutes(api, ctx);
    billingExtraRoutes(api, ctx);
  },
  jobs: [
    // Stripe's webhook events, stored once, processed here.
    job<{ id: string }>(BILLING_EVENT_JOB, (ctx, data) => processEvent(ctx, data.id)),
    // Ended trials move to Free, and the local provider bills what its clock made due; hourly and at start. Each
    // trial end is claimed by one update, so two instances starting together email each adviser once.
    job('billing.round', (ctx) => runBillingRound(ctx), { policy: 'short', every: '5 * * * *', atStart: true }),
  ],
};
