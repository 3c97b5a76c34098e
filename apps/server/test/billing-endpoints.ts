import type { FastifyInstance } from 'fastify';
import type { AdviserEndpoint } from './adviser-endpoints';
import { call } from './factories';

/* The billing rows of the adviser permission walk (test/adviser-endpoints.ts). */

async function planIds(app: FastifyInstance, token: string, kind: 'broker' | 'planner') {
  const res = await call(app, token, {
    method: 'GET',
    url: kind === 'broker' ? '/api/stripe/plans' : '/api/plan/list',
  });
  const body = res.json();
  const list = (kind === 'broker' ? body.data : [body.standard, body.pro]) as { id: string; nickname: string }[];
  return {
    standard: list.find((p) => p.nickname === 'standard')?.id ?? '',
    pro: list.find((p) => p.nickname === 'pro')?.id ?? '',
  };
}

/** Subscribes the owner to Standard (and cancels when asked), answering the plan ids and the first invoice's id. */
function subscribed(opts: { cancelled?: boolean } = {}) {
  return async (app: FastifyInstance, w: { kind: 'broker' | 'planner'; ownerToken: string }) => {
    const ids = await planIds(app, w.ownerToken, w.kind);
    const broker = w.kind === 'broker';
    const res = await call(app, w.ownerToken, {
      method: 'POST',
      url: broker ? '/api/stripe/subscribe' : '/api/plan/subscribe',
      payload: broker
        ? { paymentMethod: 'pm_card_visa', planName: 'standard', planId: ids.standard }
        : { stripeToken: 'pm_card_visa', planName: 'standard', planId: ids.standard },
    });
    if (res.statusCode !== 200) throw new Error(`subscribe failed: ${res.body}`);
    if (opts.cancelled) {
      await call(app, w.ownerToken, {
        method: 'POST',
        url: broker ? '/api/stripe/cancel' : '/api/plan/cancel',
        payload: { planName: 'standard' },
      });
    }
    return { ...ids, id: res.json().state.invoices[0]?.id ?? 0 };
  };
}

const plans = async (app: FastifyInstance, w: { kind: 'broker' | 'planner'; ownerToken: string }) =>
  planIds(app, w.ownerToken, w.kind);

const b = (w: { adviserId: number }) => ({ brokerId: w.adviserId });
const p = (w: { adviserId: number }) => ({ plannerId: w.adviserId });
const a = (w: { adviserId: number }) => ({ adviserId: w.adviserId });

export const BILLING_ENDPOINTS: AdviserEndpoint[] = [
  { method: 'GET', path: '/api/stripe/plans', kind: 'broker', input: b },
  { method: 'GET', path: '/api/stripe/intent', kind: 'broker', input: b },
  {
    method: 'POST',
    path: '/api/stripe/subscribe',
    kind: 'broker',
    prepare: plans,
    input: (w) => ({
      ...b(w),
      paymentMethod: 'pm_card_visa',
      planName: 'standard',
      planId: w.extra.standard,
      trialDays: null,
    }),
  },
  {
    method: 'POST',
    path: '/api/stripe/change-card',
    kind: 'broker',
    input: (w) => ({ ...b(w), paymentMethod: 'pm_card_visa' }),
  },
  {
    method: 'POST',
    path: '/api/stripe/cancel',
    kind: 'broker',
    prepare: subscribed(),
    input: (w) => ({ ...b(w), planName: 'standard' }),
  },
  {
    method: 'POST',
    path: '/api/stripe/resume',
    kind: 'broker',
    prepare: subscribed({ cancelled: true }),
    input: (w) => ({ ...b(w), planName: 'standard' }),
  },
  {
    method: 'POST',
    path: '/api/stripe/switch',
    kind: 'broker',
    prepare: subscribed(),
    input: (w) => ({ ...b(w), currPlanName: 'standard', newPlanName: 'pro', newPlanId: w.extra.pro }),
  },
  { method: 'GET', path: '/api/plan/list', kind: 'planner', input: p },
  {
    method: 'POST',
    path: '/api/plan/subscribe',
    kind: 'planner',
    prepare: plans,
    input: (w) => ({ ...p(w), stripeToken: 'pm_card_visa', planName: 'standard', planId: w.extra.standard }),
  },
  {
    method: 'POST',
    path: '/api/plan/cancel',
    kind: 'planner',
    prepare: subscribed(),
    input: (w) => ({ ...p(w), planName: 'standard' }),
  },
  {
    method: 'POST',
    path: '/api/plan/resume',
    kind: 'planner',
    prepare: subscribed({ cancelled: true }),
    input: (w) => ({ ...p(w), planName: 'standard' }),
  },
  {
    method: 'POST',
    path: '/api/plan/switch',
    kind: 'planner',
    prepare: subscribed(),
    input: (w) => ({ ...p(w), currPlanName: 'standard', newPlanName: 'pro', newPlanId: w.extra.pro }),
  },
  { method: 'GET', path: '/api/subscription/active', kind: 'planner', input: p },
  { method: 'GET', path: '/api/billing/state', kind: 'broker', input: a },
  { method: 'GET', path: '/api/billing/state', kind: 'planner', input: a },
  { method: 'GET', path: '/api/billing/intent', kind: 'planner', input: a },
  { method: 'GET', path: '/api/billing/invoice/:id/pdf', kind: 'broker', prepare: subscribed(), input: () => ({}) },
  {
    method: 'POST',
    path: '/api/billing/local/confirm-setup',
    kind: 'broker',
    prepare: async (app, w) => {
      const res = await call(app, w.ownerToken, { method: 'GET', url: '/api/stripe/intent' });
      return { secret: res.json().client_secret };
    },
    input: (w) => ({ ...a(w), client_secret: w.extra.secret, number: '4242424242424242', expiry: '12/40', cvc: '123' }),
  },
  // Administrators only, on the local provider.
  {
    method: 'POST',
    path: '/api/billing/test-clock',
    kind: 'broker',
    input: () => ({ advanceDays: 0 }),
    expect: { owner: 403, otherAdviser: 403, client: 403 },
  },
  // About the caller themself: every signed-in user may.
  {
    method: 'POST',
    path: '/api/billing/free-version-notice/seen',
    kind: 'broker',
    input: () => ({}),
    expect: { otherAdviser: 200, client: 200 },
  },
  // Stripe's own caller, public; with the local provider there is no webhook.
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    kind: 'broker',
    input: () => ({ id: 'evt_walk', type: 'invoice.paid' }),
    expect: { owner: 404, otherAdviser: 404, client: 404, admin: 404, signedOut: 404 },
  },
];
