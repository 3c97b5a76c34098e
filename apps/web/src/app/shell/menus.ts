import type { User } from '@brokerdesk/contract';

export interface MenuLink {
  label: string;
  to: string;
}

/**
 * The broker menu of core §2 Shell (My account, Password, Site appearance, Mail settings, Payments), for
 * brokers and planners; each entry is listed once its page exists. Logout is added by the header.
 */
export function adviserMenu(me: User): MenuLink[] {
  if (me.role === 'broker' && me.broker_id) return adviserSettingsLinks('broker', me.broker_id);
  if (me.role === 'planner' && me.planner_id) return adviserSettingsLinks('planner', me.planner_id);
  return [];
}

export function adviserSettingsLinks(kind: 'broker' | 'planner', id: number): MenuLink[] {
  return [{ label: 'Password', to: `/${kind}/${id}/password` }];
}

/**
 * core §2 Shell: the admin sub-header (Dashboard, Brokers, Planners, Metrics, Feedback), then our own pages
 * (Webhooks of settings §2, the Mailbox); Logout sits at its end.
 */
export const ADMIN_LINKS: MenuLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Brokers', to: '/broker/list' },
  { label: 'Planners', to: '/planner/list' },
  { label: 'Metrics', to: '/metric/home' },
  { label: 'Feedback', to: '/feedback/list' },
  { label: 'Webhooks', to: '/stripe/list' },
  { label: 'Mailbox', to: '/mailbox' },
];
