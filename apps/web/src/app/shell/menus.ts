import type { User } from '@brokerdesk/contract/constants';
import { AUDIT_PATH, CLIENT_LIST_PATH, LEADS_LIST_PATH, SECURITY_PATH } from '../../lib/paths';

export interface MenuLink {
  label: string;
  to: string;
  /** The other addresses this entry stands for (its list's searches, the pages under it): marked as where one is. */
  section?: RegExp;
}

/**
 * The account menu of docs/spec/core-and-application.md §2 Shell (My account, Password, Site appearance, Mail settings,
 * Payments) for brokers and planners: the adviser's own things; the rest of their pages are in the navigation
 * (`adviserNavLinks`). Each entry is listed once its page exists; Feedback and Logout are added by the menu.
 */
export function accountMenu(me: User): MenuLink[] {
  // Two-step sign-in and the signed-in devices are everyone's (decision 044).
  const security = { label: 'Security', to: SECURITY_PATH };
  const adviser = adviserRef(me);
  if (!adviser) return [security];
  const base = `/${adviser.kind}/${adviser.id}`;
  return [
    { label: 'My account', to: `${base}/account` },
    { label: 'Password', to: `${base}/password` },
    { label: 'Site appearance', to: `${base}/site-appearance` },
    { label: 'Mail settings', to: `${base}/mail-setting` },
    { label: 'Payments', to: `${base}/payment` },
    // After the spec's entries: ours (decision 044). Their own clients' audit; an administrator's is in the navigation.
    security,
    { label: 'Audit', to: AUDIT_PATH },
  ];
}

/**
 * The settings pages' side navigation, for an adviser's own settings or an administrator looking at theirs.
 * docs/spec/core-and-application.md §6: Payments only on the adviser's own account (`own`), Templates hidden while the
 * adviser is suspended.
 */
export function adviserSettingsLinks(
  kind: 'broker' | 'planner',
  id: number,
  { own, suspended }: { own: boolean; suspended: boolean },
): MenuLink[] {
  return [
    { label: 'My account', to: `/${kind}/${id}/account` },
    { label: 'Password', to: `/${kind}/${id}/password` },
    { label: 'Site appearance', to: `/${kind}/${id}/site-appearance` },
    { label: 'Mail settings', to: `/${kind}/${id}/mail-setting` },
    { label: 'Serviceability', to: `/${kind}/${id}/serviceability` },
    ...(own ? [{ label: 'Payments', to: `/${kind}/${id}/${kind === 'broker' ? 'stripe' : 'payment'}` }] : []),
    // docs/spec/settings-billing-admin.md §2: the lead capture form is a broker screen only.
    ...(kind === 'broker' ? [{ label: 'Lead capture', to: `/broker/${id}/lead-capture` }] : []),
    ...(kind === 'broker' && !suspended ? [{ label: 'Templates', to: `/broker/${id}/template` }] : []),
  ];
}

/**
 * The navigation under a broker's or planner's header: Home, Clients, Leads and Templates (brokers only: only brokers
 * have a lead capture form; Templates hidden while suspended: docs/spec/core-and-application.md §6), Settings and Help.
 */
export function adviserNavLinks(me: User, suspended = false): MenuLink[] {
  const adviser = adviserRef(me);
  if (!adviser) return [];
  const { kind, id } = adviser;
  return [
    { label: 'Home', to: `/${kind}/home`, section: new RegExp(`^/${kind}/onboard$`) },
    // A client's pages are reached from the list, so they are part of it; the list of leads is the Leads entry's.
    { label: 'Clients', to: CLIENT_LIST_PATH, section: /^\/client\/(list-search\/[^/]+\/(?!lead\/)|\d+(\/|$))/ },
    ...(kind === 'broker'
      ? [
          { label: 'Leads', to: LEADS_LIST_PATH, section: /^\/client\/list-search\/[^/]+\/lead\// },
          ...(suspended ? [] : [{ label: 'Templates', to: `/broker/${id}/template` }]),
        ]
      : []),
    {
      label: 'Settings',
      to: `/${kind}/${id}/account`,
      section: new RegExp(`^/${kind}/${id}/(password|site-appearance|mail-setting|lead-capture|payment|stripe)$`),
    },
    { label: 'Help', to: '/help/overview', section: /^\/help\// },
  ];
}

/**
 * docs/spec/core-and-application.md §2 Shell: the admin sub-header (Dashboard, Brokers, Planners, Metrics, Feedback),
 * then our own pages (Webhooks of docs/spec/settings-billing-admin.md §2, the Mailbox, the shared document catalogue);
 * Logout sits at its end.
 */
export const ADMIN_LINKS: MenuLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  // An adviser's pages are reached from their list.
  { label: 'Brokers', to: '/broker/list', section: /^\/broker\/(list-search\/|\d+\/)/ },
  { label: 'Planners', to: '/planner/list', section: /^\/planner\/(list-search\/|\d+\/)/ },
  { label: 'Metrics', to: '/metric/home', section: /^\/metric\// },
  { label: 'Feedback', to: '/feedback/list', section: /^\/feedback\/list-search\// },
  { label: 'Webhooks', to: '/stripe/list', section: /^\/stripe\// },
  { label: 'Mailbox', to: '/mailbox', section: /^\/mailbox\// },
  { label: 'Documents', to: '/document/catalogue' },
  { label: 'Audit', to: AUDIT_PATH },
];

/**
 * Whether a navigation entry is where the viewer is: 'page' on its own page, 'true' on a page inside its section, for
 * aria-current.
 */
export function currentness(link: MenuLink, pathname: string): 'page' | 'true' | undefined {
  if (pathname === link.to) return 'page';
  return link.section?.test(pathname) ? 'true' : undefined;
}

function adviserRef(me: User): { kind: 'broker' | 'planner'; id: number } | null {
  if (me.is_admin) return null;
  if (me.role === 'broker' && me.broker_id) return { kind: 'broker', id: me.broker_id };
  if (me.role === 'planner' && me.planner_id) return { kind: 'planner', id: me.planner_id };
  return null;
}
