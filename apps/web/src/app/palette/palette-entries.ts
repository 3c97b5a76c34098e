import type { User } from '@brokerdesk/contract/constants';
import { CLIENT_BOARD_PATH } from '../../lib/paths';
import { ADMIN_LINKS, accountMenu, adviserNavLinks, adviserSettingsLinks } from '../shell/menus';

/** One row of the command palette: a place to go, or something to do (docs/decisions/040-command-palette.md). */
export interface PaletteEntry {
  /** Unique within the palette: it names the row's element. */
  key: string;
  label: string;
  description?: string;
  /** Other words that find it ("settings" finds every settings page). */
  keywords?: string;
  /** Where it goes; an entry without one is an action the palette runs by its key. */
  to?: string;
}

export interface PaletteGroup {
  key: 'clients' | 'leads' | 'actions' | 'pages';
  label: string;
  entries: PaletteEntry[];
}

/** The actions the palette itself can run, by key (command-palette.tsx runs them as the pages' own buttons do). */
export type PaletteAction = 'add-client' | 'view-report';

/** Whether the viewer has clients of their own to search: a broker or planner (an administrator names no adviser). */
export const searchesClients = (me: User): boolean =>
  !me.is_admin &&
  ((me.role === 'broker' && Boolean(me.broker_id)) || (me.role === 'planner' && Boolean(me.planner_id)));

/**
 * The pages the viewer can open: for a broker or planner, the navigation under the header (its Settings entry spelt out
 * as the settings pages themselves), the pipeline board, and the account menu's Security and Audit; for an
 * administrator, their own navigation and Security. The same lists the menus draw, so the palette offers no page the
 * viewer cannot open.
 */
export function pageEntries(me: User, suspended: boolean): PaletteEntry[] {
  const account = accountMenu(me);
  if (!searchesClients(me)) {
    return uniqueByPath([...ADMIN_LINKS, ...account].map((l) => ({ key: `page:${l.to}`, label: l.label, to: l.to })));
  }
  const kind = me.role === 'planner' ? 'planner' : 'broker';
  const id = (kind === 'planner' ? me.planner_id : me.broker_id) ?? 0;
  const nav = adviserNavLinks(me, suspended).filter((l) => l.label !== 'Settings');
  const settings = adviserSettingsLinks(kind, id, { own: true, suspended });
  const settingPaths = new Set(settings.map((l) => l.to));
  const pages = [
    ...nav.map((l) => ({ label: l.label, to: l.to })),
    { label: 'Pipeline board', to: CLIENT_BOARD_PATH, keywords: 'deals stages' },
    ...settings.map((l) => ({ label: l.label, to: l.to, description: 'Settings' })),
    ...account.filter((l) => !settingPaths.has(l.to) && l.label !== 'Payments'),
  ];
  return uniqueByPath(pages.map((p) => ({ key: `page:${p.to}`, ...p })));
}

function uniqueByPath(entries: PaletteEntry[]): PaletteEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    if (!e.to || seen.has(e.to)) return false;
    seen.add(e.to);
    return true;
  });
}

/** The current client, when the viewer is on one of a client's pages. */
export interface CurrentClient {
  id: number;
  name: string;
}

/**
 * What the viewer can do from here: add a client (a broker or planner), and on a client's pages view its report and
 * its activity, as the application header's buttons do.
 */
export function actionEntries(me: User, client: CurrentClient | null): PaletteEntry[] {
  const actions: PaletteEntry[] = [];
  if (searchesClients(me)) actions.push({ key: 'add-client', label: 'Add a new client', keywords: 'create new' });
  if (client) {
    actions.push(
      { key: 'view-report', label: 'View report', description: client.name, keywords: 'pdf print' },
      { key: 'view-activity', label: 'View activity', description: client.name, to: `/client/${client.id}/activity` },
    );
  }
  return actions;
}

/** Whether an entry answers the query: every word of it is in the entry's label, description or keywords. */
export function matches(entry: PaletteEntry, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${entry.label} ${entry.description ?? ''} ${entry.keywords ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/**
 * The palette's groups in the order shown: the clients (and a broker's leads) found by the server's search first, then
 * the actions and pages that match; a group with nothing in it is left out.
 */
export function paletteGroups({
  query,
  clients,
  leads,
  actions,
  pages,
}: {
  query: string;
  clients: PaletteEntry[];
  leads: PaletteEntry[];
  actions: PaletteEntry[];
  pages: PaletteEntry[];
}): PaletteGroup[] {
  const groups: PaletteGroup[] = [
    { key: 'clients', label: 'Clients', entries: clients },
    { key: 'leads', label: 'Leads', entries: leads },
    { key: 'actions', label: 'Actions', entries: actions.filter((e) => matches(e, query)) },
    { key: 'pages', label: 'Pages', entries: pages.filter((e) => matches(e, query)) },
  ];
  return groups.filter((g) => g.entries.length > 0);
}

/** The least a query has before the clients are searched: one letter would match most of a long list. */
export const MIN_CLIENT_QUERY = 2;
