import { BILLING_MESSAGES, billingApi, PLAN_LABELS } from '@brokerdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { findBillingAdviser } from './billing.repo';
import { cancel, changeCard, loadTarget, plans, resume, setupIntent, subscribe, switchPlan } from './billing.service';
import { activeSubscription, billingState } from './billing-state';

/**
 * docs/spec/settings-billing-admin.md §7 Subscription: the broker flow under stripe/ and the planner flow under plan/
 * and subscription/, on one service. brokerId / plannerId name another adviser (administrators); by default the
 * caller's own.
 */
/** Who asked for a plan change, for its audit event. */
const byOf = (req: FastifyRequest) => ({ userId: actorOf(req).userId, ip: metaOf(req).ip });

export function billingRoutes(api: Api, ctx: ServiceContext): void {
  const label = (p: 'standard' | 'pro') => PLAN_LABELS[p];

  // --- broker flow ---
  route(api, billingApi.stripePlans, async (req) => {
    await loadTarget(ctx, actorOf(req), 'broker', req.query.brokerId);
    return { data: await plans(ctx) };
  });
  route(api, billingApi.stripeIntent, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'broker', req.query.brokerId);
    return { client_secret: await setupIntent(ctx, a) };
  });
  route(api, billingApi.stripeSubscribe, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
    const { subscriptionId, adviser } = await subscribe(ctx, a, req.body, byOf(req));
    return {
      stripe_id: subscriptionId,
      message: BILLING_MESSAGES.subscribed,
      state: await billingState(ctx, adviser),
    };
  });
  route(api, billingApi.stripeChangeCard, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
    const after = await changeCard(ctx, a, req.body.paymentMethod);
    return { message: BILLING_MESSAGES.cardUpdated, state: await billingState(ctx, after) };
  });
  route(api, billingApi.stripeResume, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
    const after = await resume(ctx, a, req.body.planName, byOf(req));
    return { message: BILLING_MESSAGES.resumedPlan(label(req.body.planName)), state: await billingState(ctx, after) };
  });
  route(api, billingApi.stripeSwitch, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
    const after = await switchPlan(ctx, a, req.body, byOf(req));
    return {
      message: BILLING_MESSAGES.changedPlan(label(req.body.newPlanName)),
      state: await billingState(ctx, after),
    };
  });
  route(api, billingApi.stripeCancel, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'broker', req.body.brokerId);
    const after = await cancel(ctx, a, req.body.planName, byOf(req));
    return { message: BILLING_MESSAGES.planCancelled, state: await billingState(ctx, after) };
  });

  // --- planner flow ---
  route(api, billingApi.planList, async (req) => {
    await loadTarget(ctx, actorOf(req), 'planner', req.query.plannerId);
    const list = await plans(ctx);
    const [standard, pro] = [list.find((p) => p.nickname === 'standard'), list.find((p) => p.nickname === 'pro')];
    if (!standard || !pro) throw new Error('the provider answered without both plans');
    return { standard, pro };
  });
  route(api, billingApi.planSubscribe, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'planner', req.body.plannerId);
    const { subscriptionId, adviser } = await subscribe(
      ctx,
      a,
      { ...req.body, paymentMethod: req.body.stripeToken },
      byOf(req),
    );
    return {
      stripe_id: subscriptionId,
      message: BILLING_MESSAGES.subscribed,
      state: await billingState(ctx, adviser),
    };
  });
  route(api, billingApi.planResume, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'planner', req.body.plannerId);
    const after = await resume(ctx, a, req.body.planName, byOf(req));
    return { message: BILLING_MESSAGES.resumed, state: await billingState(ctx, after) };
  });
  route(api, billingApi.planCancel, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'planner', req.body.plannerId);
    const after = await cancel(ctx, a, req.body.planName, byOf(req));
    return { message: BILLING_MESSAGES.cancelled, state: await billingState(ctx, after) };
  });
  route(api, billingApi.planSwitch, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'planner', req.body.plannerId);
    const after = await switchPlan(ctx, a, req.body, byOf(req));
    return {
      message: BILLING_MESSAGES.changedPlan(label(req.body.newPlanName)),
      state: await billingState(ctx, after),
    };
  });
  // Planners with free access load no subscription data (docs/spec/settings-billing-admin.md §4): none is answered.
  route(api, billingApi.subscriptionActive, async (req) => {
    const a = await loadTarget(ctx, actorOf(req), 'planner', req.query.plannerId);
    if (a.adviser.free_access) return [];
    return (await activeSubscription(ctx, a)) ?? [];
  });

  // --- both: the payment pages' card setup intent and state ---
  route(api, billingApi.intent, async (req) => {
    const actor = actorOf(req);
    const id = req.query.adviserId ?? actor.adviserId ?? undefined;
    return { client_secret: await setupIntent(ctx, await loadTarget(ctx, actor, await kindOf(ctx, id), id)) };
  });
  // --- both: the payment page's state ---
  route(api, billingApi.state, async (req) => {
    const actor = actorOf(req);
    const id = req.query.adviserId ?? actor.adviserId ?? undefined;
    const kind = await kindOf(ctx, id);
    return billingState(ctx, await loadTarget(ctx, actor, kind, id));
  });
}

async function kindOf(ctx: ServiceContext, id: number | undefined): Promise<'broker' | 'planner'> {
  if (id === undefined) return 'broker';
  return (await findBillingAdviser(ctx.db, id))?.adviser.kind ?? 'broker';
}
