import {
  ActiveSubscriptionResponseSchema,
  BILLING_MESSAGES,
  BillingChangeResponseSchema,
  BillingStateQuerySchema,
  BillingStateSchema,
  BrokerTargetSchema,
  ChangeCardSchema,
  IntentResponseSchema,
  PLAN_LABELS,
  PlannerPlansSchema,
  PlannerTargetSchema,
  PlanPlanNameSchema,
  PlanSubscribeSchema,
  PlanSwitchSchema,
  PlansResponseSchema,
  StripePlanNameSchema,
  StripeSubscribeSchema,
  StripeSwitchSchema,
  SubscribeResponseSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { findBillingAdviser } from './billing.repo';
import {
  activeSubscription,
  billingState,
  cancel,
  changeCard,
  loadTarget,
  plans,
  resume,
  setupIntent,
  subscribe,
  switchPlan,
} from './billing.service';

/**
 * docs/spec/settings-billing-admin.md §7 Subscription: the broker flow under stripe/ and the planner flow under plan/
 * and subscription/, on one service. brokerId / plannerId name another adviser (administrators); by default the
 * caller's own.
 */
export function billingRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['billing'];
  const label = (p: 'standard' | 'pro') => PLAN_LABELS[p];

  // --- broker flow ---
  api.get(
    '/stripe/plans',
    { schema: { tags, querystring: BrokerTargetSchema, response: { 200: PlansResponseSchema } } },
    async (req) => {
      await loadTarget(ctx, actorOf(req), 'broker', req.query.brokerId);
      return { data: await plans(ctx) };
    },
  );
  api.get(
    '/stripe/intent',
    { schema: { tags, querystring: BrokerTargetSchema, response: { 200: IntentResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'broker', req.query.brokerId);
      return { client_secret: await setupIntent(ctx, a) };
    },
  );
  api.post(
    '/stripe/subscribe',
    { schema: { tags, body: StripeSubscribeSchema, response: { 200: SubscribeResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
      const { subscriptionId, adviser } = await subscribe(ctx, a, req.body);
      return {
        stripe_id: subscriptionId,
        message: BILLING_MESSAGES.subscribed,
        state: await billingState(ctx, adviser),
      };
    },
  );
  api.post(
    '/stripe/change-card',
    { schema: { tags, body: ChangeCardSchema, response: { 200: BillingChangeResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
      const after = await changeCard(ctx, a, req.body.paymentMethod);
      return { message: BILLING_MESSAGES.cardUpdated, state: await billingState(ctx, after) };
    },
  );
  api.post(
    '/stripe/resume',
    { schema: { tags, body: StripePlanNameSchema, response: { 200: BillingChangeResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
      const after = await resume(ctx, a, req.body.planName);
      return { message: BILLING_MESSAGES.resumedPlan(label(req.body.planName)), state: await billingState(ctx, after) };
    },
  );
  api.post(
    '/stripe/switch',
    { schema: { tags, body: StripeSwitchSchema, response: { 200: BillingChangeResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
      const after = await switchPlan(ctx, a, req.body);
      return {
        message: BILLING_MESSAGES.changedPlan(label(req.body.newPlanName)),
        state: await billingState(ctx, after),
      };
    },
  );
  api.post(
    '/stripe/cancel',
    { schema: { tags, body: StripePlanNameSchema, response: { 200: BillingChangeResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
      const after = await cancel(ctx, a, req.body.planName);
      return { message: BILLING_MESSAGES.planCancelled, state: await billingState(ctx, after) };
    },
  );

  // --- planner flow ---
  api.get(
    '/plan/list',
    { schema: { tags, querystring: PlannerTargetSchema, response: { 200: PlannerPlansSchema } } },
    async (req) => {
      await loadTarget(ctx, actorOf(req), 'planner', req.query.plannerId);
      const list = await plans(ctx);
      const [standard, pro] = [list.find((p) => p.nickname === 'standard'), list.find((p) => p.nickname === 'pro')];
      if (!standard || !pro) throw new Error('the provider answered without both plans');
      return { standard, pro };
    },
  );
  api.post(
    '/plan/subscribe',
    { schema: { tags, body: PlanSubscribeSchema, response: { 200: SubscribeResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'planner', req.body.plannerId);
      const { subscriptionId, adviser } = await subscribe(ctx, a, { ...req.body, paymentMethod: req.body.stripeToken });
      return {
        stripe_id: subscriptionId,
        message: BILLING_MESSAGES.subscribed,
        state: await billingState(ctx, adviser),
      };
    },
  );
  api.post(
    '/plan/resume',
    { schema: { tags, body: PlanPlanNameSchema, response: { 200: BillingChangeResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'planner', req.body.plannerId);
      const after = await resume(ctx, a, req.body.planName);
      return { message: BILLING_MESSAGES.resumed, state: await billingState(ctx, after) };
    },
  );
  api.post(
    '/plan/cancel',
    { schema: { tags, body: PlanPlanNameSchema, response: { 200: BillingChangeResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'planner', req.body.plannerId);
      const after = await cancel(ctx, a, req.body.planName);
      return { message: BILLING_MESSAGES.cancelled, state: await billingState(ctx, after) };
    },
  );
  api.post(
    '/plan/switch',
    { schema: { tags, body: PlanSwitchSchema, response: { 200: BillingChangeResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'planner', req.body.plannerId);
      const after = await switchPlan(ctx, a, req.body);
      return {
        message: BILLING_MESSAGES.changedPlan(label(req.body.newPlanName)),
        state: await billingState(ctx, after),
      };
    },
  );
  // Planners with free access load no subscription data (docs/spec/settings-billing-admin.md §4): none is answered.
  api.get(
    '/subscription/active',
    { schema: { tags, querystring: PlannerTargetSchema, response: { 200: ActiveSubscriptionResponseSchema } } },
    async (req) => {
      const a = await loadTarget(ctx, actorOf(req), 'planner', req.query.plannerId);
      if (a.adviser.free_access) return [];
      return (await activeSubscription(ctx, a)) ?? [];
    },
  );

  // --- both: the payment pages' card setup intent and state ---
  api.get(
    '/billing/intent',
    { schema: { tags, querystring: BillingStateQuerySchema, response: { 200: IntentResponseSchema } } },
    async (req) => {
      const actor = actorOf(req);
      const id = req.query.adviserId ?? actor.adviserId ?? undefined;
      return { client_secret: await setupIntent(ctx, await loadTarget(ctx, actor, await kindOf(ctx, id), id)) };
    },
  );
  // --- both: the payment page's state ---
  api.get(
    '/billing/state',
    { schema: { tags, querystring: BillingStateQuerySchema, response: { 200: BillingStateSchema } } },
    async (req) => {
      const actor = actorOf(req);
      const id = req.query.adviserId ?? actor.adviserId ?? undefined;
      const kind = await kindOf(ctx, id);
      return billingState(ctx, await loadTarget(ctx, actor, kind, id));
    },
  );
}

async function kindOf(ctx: ServiceContext, id: number | undefined): Promise<'broker' | 'planner'> {
  if (id === undefined) return 'broker';
  return (await findBillingAdviser(ctx.db, id))?.adviser.kind ?? 'broker';
}
