import type { User } from '@brokerdesk/contract/constants';

export interface MenuLink {
  label: string;
  to: string;
}

/**
 * The broker menu of docs/spec/core-and-application.md §2 Shell (My account, Password, Site appearance, Mail settings,
 * Payments), for brokers and planners; each entry is listed once its page exists. Logout is added by the header.
 */
export function adviserMenu(me: User): MenuLink[] {
  // The client list first: it is where an adviser spends the day.
  const clients = { label: 'Clients', to: '/client/list' };
  if (me.role === 'broker' && me.broker_id) return [clients, ...adviserSettingsLinks('broker', me.broker_id)];
  if (me.role === 'planner' && me.planner_id) return [clients, ...adviserSettingsLinks('planner', me.planner_id)];
  return [];
}

export function adviserSettingsLinks(kind: 'broker' | 'planner', id: number): MenuLink[] {
  return [
    { label: 'My account', to: `/${kind}/${id}/account` },
    { label: 'Password', to: `/${kind}/${id}/password` },
    { label: 'Site appearance', to: `/${kind}/${id}/site-appearance` },
    { label: 'Mail settings', to: `/${kind}/${id}/mail-setting` },
    // docs/spec/settings-billing-admin.md §2: the lead capture form is a broker screen only.
    ...(kind === 'broker' ? [{ label: 'Lead capture', to: `/broker/${id}/lead-capture` }] : []),
    ...(kind === 'broker' ? [{ label: 'Templates', to: `/broker/${id}/template` }] : []),
  ];
}

/**
 * docs/spec/core-and-application.md §2 Shell: the admin sub-header (Dashboard, Brokers, Planners, Metrics, Feedback),
 * then our own pages (Webhooks of docs/spec/settings-billing-admin.md §2, the Mailbox, the shared document catalogue);
 * Logout sits at its end.
 */
export const ADMIN_LINKS: MenuLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Brokers', to: '/broker/list' },
  { label: 'Planners', to: '/planner/list' },
  { label: 'Metrics', to: '/metric/home' },
  { label: 'Feedback', to: '/feedback/list' },
  { label: 'Webhooks', to: '/stripe/list' },
  { label: 'Mailbox', to: '/mailbox' },
  { label: 'Documents', to: '/document/catalogue' },
];
