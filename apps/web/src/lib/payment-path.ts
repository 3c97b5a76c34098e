import type { User } from '@brokerdesk/contract/constants';
import { useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext } from 'react-router';

/**
 * The adviser's payment page (docs/spec/core-and-application.md §2 broker-payment), or null while the app has no such
 * page: the billing work adds the route later, and a button must never lead to 'Go back... wrong way!'. The check reads
 * the app's own route table (react-router exposes it only through this context), so the button appears by itself once
 * the route is registered.
 */
export function usePaymentPath(me: User): string | null {
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  const id = me.role === 'planner' ? me.planner_id : me.broker_id;
  if (!routes || !id || (me.role !== 'broker' && me.role !== 'planner')) return null;
  const path = `/${me.role}/${id}/payment`;
  const deepest = matchRoutes(routes, path)?.at(-1);
  return deepest && deepest.route.path !== '*' ? path : null;
}
