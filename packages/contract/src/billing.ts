import { z } from 'zod';
import { MessageResponseSchema } from './auth';
import { billingEndpoints } from './billing-endpoints';
import { PLAN_NAMES } from './billing-values';
import { apiComponents, bindSchemas } from './endpoint-schemas';
import { IdSchema, text, wholeNumber } from './inputs';
import { StripeEventIdParamsSchema, StripeEventSchema } from './stripe-event-detail';
import { StripeListQuerySchema, StripeListSchema } from './stripe-events';

/* docs/spec/settings-billing-admin.md §3 Plan, Subscription, Card setup intent; §7 Subscription (broker and planner). */

export const PlanNameSchema = z.enum(PLAN_NAMES);

export const PlanSchema = z.object({ id: z.string(), nickname: PlanNameSchema, amount: z.number().int() });
export type Plan = z.infer<typeof PlanSchema>;

/** GET stripe/plans: the broker flow's data list. */
export const PlansResponseSchema = z.object({ data: z.array(PlanSchema) });
/** GET plan/list: the planner flow's object keyed by plan name. */
export const PlannerPlansSchema = z.object({ standard: PlanSchema, pro: PlanSchema });

/** Which adviser's billing: the caller's own when absent; an administrator names one. */
export const BrokerTargetSchema = z.object({ brokerId: IdSchema.optional() });
export const PlannerTargetSchema = z.object({ plannerId: IdSchema.optional() });

/** A provider id (pm_…, price_…): short, no spaces. */
const providerId = text().trim().min(1).max(255);

export const IntentResponseSchema = z.object({ client_secret: z.string() });

export const StripeSubscribeSchema = BrokerTargetSchema.extend({
  paymentMethod: providerId,
  planName: PlanNameSchema,
  planId: providerId,
  trialDays: wholeNumber(0, 365, 'Please give trial days as a whole number.').nullish(),
});
export const ChangeCardSchema = BrokerTargetSchema.extend({ paymentMethod: providerId });
export const StripePlanNameSchema = BrokerTargetSchema.extend({ planName: PlanNameSchema });
export const StripeSwitchSchema = BrokerTargetSchema.extend({
  currPlanName: PlanNameSchema,
  newPlanName: PlanNameSchema,
  newPlanId: providerId,
});

export const PlanSubscribeSchema = PlannerTargetSchema.extend({
  stripeToken: providerId,
  planName: PlanNameSchema,
  planId: providerId,
});
export const PlanPlanNameSchema = PlannerTargetSchema.extend({ planName: PlanNameSchema });
export const PlanSwitchSchema = PlannerTargetSchema.extend({
  currPlanName: PlanNameSchema,
  newPlanName: PlanNameSchema,
  newPlanId: providerId,
});

/** docs/spec/settings-billing-admin.md §3 Subscription (active). */
export const ActiveSubscriptionSchema = z.object({
  name: PlanNameSchema,
  stripe_plan: z.string(),
  on_grace_period: z.boolean(),
  ends_at: z.string().nullable(),
});
export type ActiveSubscription = z.infer<typeof ActiveSubscriptionSchema>;
/** GET subscription/active: the subscription, or an empty array for none. */
export const ActiveSubscriptionResponseSchema = z.union([ActiveSubscriptionSchema, z.array(z.never()).max(0)]);

export const InvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  plan: z.string(),
  amount_cents: z.number(),
  gst_cents: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  paid_at: z.string(),
});

/** Everything a payment page shows, in one answer (GET billing/state). */
export const BillingStateSchema = z.object({
  adviserId: z.number(),
  kind: z.enum(['broker', 'planner']),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** off: BILLING=off, billing is the firm's business (docs/decisions/026); no plans are offered. */
  provider: z.enum(['local', 'stripe', 'off']),
  publishable_key: z.string().nullable(),
  free_access: z.boolean(),
  suspended: z.boolean(),
  trial_end_date: z.string().nullable(),
  in_trial: z.boolean(),
  trial_ended: z.boolean(),
  subscription: ActiveSubscriptionSchema.nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** When a paying adviser's plan is next charged (YYYY-MM-DD: the end of the last paid period); null otherwise. */
  next_charge_date: z.string().nullable(),
  payment_failed: z.boolean(),
  invoices: z.array(InvoiceSchema),
});
export type BillingState = z.infer<typeof BillingStateSchema>;
export const BillingStateQuerySchema = z.object({ adviserId: IdSchema.optional() });

/** Answers of the changing calls: the message to show, and the state after. */
export const BillingChangeResponseSchema = z.object({ message: z.string(), state: BillingStateSchema });
export const SubscribeResponseSchema = BillingChangeResponseSchema.extend({ stripe_id: z.string() });

export const InvoiceParamsSchema = z.object({ id: IdSchema });

/** POST billing/test-clock (local provider, administrators): moves the provider's clock, then runs the renewals. */
export const TestClockSchema = z.object({ advanceDays: wholeNumber(0, 800, 'Please give whole days from 0 to 800.') });
export const TestClockResponseSchema = z.object({ now: z.string() });

/** POST billing/local/confirm-setup: the local provider's stand-in for Stripe.js confirming a card setup. */
export const LocalConfirmSetupSchema = z.object({
  adviserId: IdSchema.optional(),
  client_secret: providerId,
  number: text().trim().min(1).max(30),
  expiry: text()
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Your card’s expiration date is incomplete.'),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
});
export const LocalConfirmSetupResponseSchema = z.object({ payment_method: z.string() });

/** POST stripe/webhook: the event is stored (once, by its id) and processed later. */
export const WebhookReceivedSchema = z.object({ received: z.boolean() });

// Answers several endpoints share are named for what they are, not for the first endpoint bound to them.
apiComponents.add(BillingChangeResponseSchema, { id: 'BillingChangeReply' });
apiComponents.add(IntentResponseSchema, { id: 'BillingIntentReply' });

export const billingApi = bindSchemas(billingEndpoints, {
  stripePlans: { query: BrokerTargetSchema, reply: PlansResponseSchema },
  stripeIntent: { query: BrokerTargetSchema, reply: IntentResponseSchema },
  stripeSubscribe: { body: StripeSubscribeSchema, reply: SubscribeResponseSchema },
  stripeChangeCard: { body: ChangeCardSchema, reply: BillingChangeResponseSchema },
  stripeResume: { body: StripePlanNameSchema, reply: BillingChangeResponseSchema },
  stripeSwitch: { body: StripeSwitchSchema, reply: BillingChangeResponseSchema },
  stripeCancel: { body: StripePlanNameSchema, reply: BillingChangeResponseSchema },
  planList: { query: PlannerTargetSchema, reply: PlannerPlansSchema },
  planSubscribe: { body: PlanSubscribeSchema, reply: SubscribeResponseSchema },
  planResume: { body: PlanPlanNameSchema, reply: BillingChangeResponseSchema },
  planCancel: { body: PlanPlanNameSchema, reply: BillingChangeResponseSchema },
  planSwitch: { body: PlanSwitchSchema, reply: BillingChangeResponseSchema },
  subscriptionActive: { query: PlannerTargetSchema, reply: ActiveSubscriptionResponseSchema },
  intent: { query: BillingStateQuerySchema, reply: IntentResponseSchema },
  state: { query: BillingStateQuerySchema, reply: BillingStateSchema },
  invoicePdf: { params: InvoiceParamsSchema },
  localConfirmSetup: { body: LocalConfirmSetupSchema, reply: LocalConfirmSetupResponseSchema },
  testClock: { body: TestClockSchema, reply: TestClockResponseSchema },
  freeVersionNoticeSeen: { reply: MessageResponseSchema },
  webhook: { reply: WebhookReceivedSchema },
  webhookList: { query: StripeListQuerySchema, reply: StripeListSchema },
  webhookEvent: { params: StripeEventIdParamsSchema, reply: StripeEventSchema },
});
