import { type BillingState, billingEndpoints, type PlanName } from '@brokerdesk/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface BillingRef {
  kind: 'broker' | 'planner';
  id: number;
}

export const billingKeys = {
  state: (ref: BillingRef) => ['billing', 'state', ref.kind, ref.id] as const,
  plans: (ref: BillingRef) => ['billing', 'plans', ref.kind, ref.id] as const,
};

export function useBillingState(ref: BillingRef) {
  return useQuery({
    queryKey: billingKeys.state(ref),
    queryFn: ({ signal }) => api(billingEndpoints.state, { query: { adviserId: ref.id } }, { signal }),
  });
}

/** The plans with their provider ids: stripe/plans for brokers, plan/list for planners (spec §7). */
export function usePlans(ref: BillingRef, enabled = true) {
  return useQuery({
    enabled,
    queryKey: billingKeys.plans(ref),
    queryFn: async ({ signal }) => {
      if (ref.kind === 'broker') {
        const res = await api(billingEndpoints.stripePlans, { query: { brokerId: ref.id } }, { signal });
        return res.data;
      }
      const res = await api(billingEndpoints.planList, { query: { plannerId: ref.id } }, { signal });
      return [res.standard, res.pro];
    },
  });
}

export const intent = (ref: BillingRef) => api(billingEndpoints.intent, { query: { adviserId: ref.id } });

export const confirmLocalSetup = (
  ref: BillingRef,
  body: { client_secret: string; number: string; expiry: string; cvc: string },
) => api(billingEndpoints.localConfirmSetup, { body: { adviserId: ref.id, ...body } });

/** The calls that change the subscription, by flow; each answers the message to show and the state after. */
export function useBillingActions(ref: BillingRef) {
  const qc = useQueryClient();
  const done = (res: { message: string; state: BillingState }) => {
    qc.setQueryData(billingKeys.state(ref), res.state);
    return res.message;
  };
  const e = billingEndpoints;
  if (ref.kind === 'broker') {
    const brokerId = ref.id;
    return {
      subscribe: (paymentMethod: string, planName: PlanName, planId: string) =>
        api(e.stripeSubscribe, { body: { brokerId, paymentMethod, planName, planId, trialDays: null } }).then(done),
      changeCard: (paymentMethod: string) => api(e.stripeChangeCard, { body: { brokerId, paymentMethod } }).then(done),
      cancel: (planName: PlanName) => api(e.stripeCancel, { body: { brokerId, planName } }).then(done),
      resume: (planName: PlanName) => api(e.stripeResume, { body: { brokerId, planName } }).then(done),
      switchPlan: (currPlanName: PlanName, newPlanName: PlanName, newPlanId: string) =>
        api(e.stripeSwitch, { body: { brokerId, currPlanName, newPlanName, newPlanId } }).then(done),
    };
  }
  const plannerId = ref.id;
  return {
    subscribe: (paymentMethod: string, planName: PlanName, planId: string) =>
      api(e.planSubscribe, { body: { plannerId, stripeToken: paymentMethod, planName, planId } }).then(done),
    // The spec has no planner card change (§7) and the page offers none: this is the broker flow's call, which
    // changes the caller's own card.
    changeCard: (paymentMethod: string) => api(e.stripeChangeCard, { body: { paymentMethod } }).then(done),
    cancel: (planName: PlanName) => api(e.planCancel, { body: { plannerId, planName } }).then(done),
    resume: (planName: PlanName) => api(e.planResume, { body: { plannerId, planName } }).then(done),
    switchPlan: (currPlanName: PlanName, newPlanName: PlanName, newPlanId: string) =>
      api(e.planSwitch, { body: { plannerId, currPlanName, newPlanName, newPlanId } }).then(done),
  };
}

export const downloadInvoice = (id: number) => api.download(billingEndpoints.invoicePdf, { params: { id } });
