import type {
  BillingChangeResponseSchema,
  BillingState,
  BillingStateSchema,
  IntentResponseSchema,
  LocalConfirmSetupResponseSchema,
  PlanName,
  PlannerPlansSchema,
  PlansResponseSchema,
  SubscribeResponseSchema,
} from '@brokerdesk/contract/constants';
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
    queryFn: ({ signal }) =>
      api.get<typeof BillingStateSchema>('billing/state', { query: { adviserId: ref.id }, signal }),
  });
}

/** The plans with their provider ids: stripe/plans for brokers, plan/list for planners (spec §7). */
export function usePlans(ref: BillingRef, enabled = true) {
  return useQuery({
    enabled,
    queryKey: billingKeys.plans(ref),
    queryFn: async ({ signal }) => {
      if (ref.kind === 'broker') {
        const res = await api.get<typeof PlansResponseSchema>('stripe/plans', { query: { brokerId: ref.id }, signal });
        return res.data;
      }
      const res = await api.get<typeof PlannerPlansSchema>('plan/list', { query: { plannerId: ref.id }, signal });
      return [res.standard, res.pro];
    },
  });
}

export const intent = (ref: BillingRef) =>
  api.get<typeof IntentResponseSchema>('billing/intent', { query: { adviserId: ref.id } });

export const confirmLocalSetup = (
  ref: BillingRef,
  body: { client_secret: string; number: string; expiry: string; cvc: string },
) =>
  api.post<typeof LocalConfirmSetupResponseSchema>('billing/local/confirm-setup', {
    body: { adviserId: ref.id, ...body },
  });

/** The calls that change the subscription, by flow; each answers the message to show and the state after. */
export function useBillingActions(ref: BillingRef) {
  const qc = useQueryClient();
  const target = ref.kind === 'broker' ? { brokerId: ref.id } : { plannerId: ref.id };
  const done = (res: { message: string; state: BillingState }) => {
    qc.setQueryData(billingKeys.state(ref), res.state);
    return res.message;
  };
  const change = (path: string, body: object) =>
    api.post<typeof BillingChangeResponseSchema>(path, { body: { ...target, ...body } }).then(done);
  const broker = ref.kind === 'broker';
  return {
    subscribe: (paymentMethod: string, planName: PlanName, planId: string) =>
      api
        .post<typeof SubscribeResponseSchema>(broker ? 'stripe/subscribe' : 'plan/subscribe', {
          body: broker
            ? { ...target, paymentMethod, planName, planId, trialDays: null }
            : { ...target, stripeToken: paymentMethod, planName, planId },
        })
        .then(done),
    changeCard: (paymentMethod: string) => change('stripe/change-card', { paymentMethod }),
    cancel: (planName: PlanName) => change(broker ? 'stripe/cancel' : 'plan/cancel', { planName }),
    resume: (planName: PlanName) => change(broker ? 'stripe/resume' : 'plan/resume', { planName }),
    switchPlan: (currPlanName: PlanName, newPlanName: PlanName, newPlanId: string) =>
      change(broker ? 'stripe/switch' : 'plan/switch', { currPlanName, newPlanName, newPlanId }),
  };
}

export const downloadInvoice = (id: number) => api.download(`billing/invoice/${id}/pdf`);
