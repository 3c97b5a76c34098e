import {
  billingEndpoints,
  type StripeListQuery,
  type StripeRow,
  TOTAL_COUNT_HEADER,
} from '@brokerdesk/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const stripeEventKeys = {
  list: (view: StripeListQuery) => ['stripe-events', 'list', view] as const,
  event: (id: string) => ['stripe-events', 'event', id] as const,
};

/**
 * docs/spec/settings-billing-admin.md §7: the list answers a bare array; the total travels in the X-Total-Count header.
 */
export function useStripeEvents(view: StripeListQuery) {
  return useQuery({
    queryKey: stripeEventKeys.list(view),
    queryFn: async ({ signal }): Promise<{ rows: StripeRow[]; total: number }> => {
      const { data, headers } = await api.withHeaders(billingEndpoints.webhookList, { query: view }, { signal });
      const total = Number(headers.get(TOTAL_COUNT_HEADER));
      return { rows: data, total: Number.isFinite(total) && headers.has(TOTAL_COUNT_HEADER) ? total : data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useStripeEvent(id: string) {
  return useQuery({
    queryKey: stripeEventKeys.event(id),
    queryFn: ({ signal }) => api(billingEndpoints.webhookEvent, { params: { id } }, { signal }),
  });
}

/**
 * docs/spec/settings-billing-admin.md §3 Webhook response row: data.data.object.email, or customer_email when the
 * object has none.
 */
export function emailOf(row: StripeRow): string {
  const object = row.data.data.object;
  return object.email ?? object.customer_email ?? '';
}
