import {
  type ApplicationPage,
  type ApplicationProgress,
  type ClientDetail,
  LOCKED_PAGES,
  type User,
} from '@brokerdesk/contract/constants';

/**
 * The application navigation's pages after the Applicants list (docs/spec/core-and-application.md §2 Application
 * navigation).
 */
export interface NavPage {
  key: ApplicationPage;
  label: string;
  to: string;
  /** docs/spec/core-and-application.md §4: a locked page is shown disabled and opens the upgrade modal. */
  isLocked: boolean;
  /** Required answers still missing (application/progress); absent for pages without completeness. */
  missing?: number;
}

/*
 * Documents arrive in a later issue: the page does not exist yet, so the navigation does not link to it. The
 * Submit page is one path for both roles (the router picks the broker's or the client's page).
 */
const PAGES: readonly { key: ApplicationPage; label: string; path: string }[] = [
  { key: 'requirement', label: 'Requirements', path: 'requirement' },
  { key: 'asset', label: 'Assets', path: 'asset' },
  { key: 'liability', label: 'Liabilities', path: 'liability' },
  { key: 'expense', label: 'Living Expenses', path: 'expense' },
  { key: 'risk-profile', label: 'Risk Profile', path: 'risk-profile' },
  { key: 'submit', label: 'Submit', path: 'submit' },
];

export const isClientUser = (me: User) => me.role === 'client' && !me.is_admin;

/**
 * The pages this user may open: a client only those in the client's `submit.pages`
 * (docs/spec/core-and-application.md §2).
 */
export function allowedPages(me: User, client: ClientDetail): Set<ApplicationPage> {
  const all = new Set<ApplicationPage>(['profile', ...PAGES.map((p) => p.key)]);
  if (!isClientUser(me)) return all;
  const named = new Set(client.submit.pages.split(',').map((p) => p.trim()));
  return new Set([...all].filter((p) => named.has(p)));
}

/**
 * The navigation's page entries. Locks are the adviser's plan (docs/spec/core-and-application.md §4): an administrator
 * is never locked (the server lets them through), and a client does not see a locked page at all, as only their adviser
 * can unlock it.
 */
export function navPages(me: User, client: ClientDetail, progress?: ApplicationProgress): NavPage[] {
  const allowed = allowedPages(me, client);
  const lockApplies = client.locked && !me.is_admin;
  const base = `/client/${client.id}/application`;
  return PAGES.filter((p) => allowed.has(p.key))
    .map((p) => {
      const isLocked = lockApplies && LOCKED_PAGES.includes(p.key);
      const page = progress?.pages[p.key as keyof ApplicationProgress['pages']];
      return { key: p.key, label: p.label, to: `${base}/${p.path}`, isLocked, missing: page?.missing };
    })
    .filter((p) => !(p.isLocked && isClientUser(me)));
}
