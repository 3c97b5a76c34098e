import type { ClientDetail, User } from '@brokerdesk/contract/constants';
import { CLIENT_LIST_PATH } from './paths';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * The way back from a client's pages, which differs by role (every back link goes somewhere that exists for
 * the viewer): a broker or planner goes to their client list; an administrator has none and reaches a client through
 * the adviser lists, so goes to that list and the client's adviser's page. A client has no way above their own pages.
 */
export function clientTrail(me: User, client: ClientDetail | undefined): Crumb[] {
  if (!me.is_admin) return me.role === 'client' ? [] : [{ label: 'Clients', to: CLIENT_LIST_PATH }];
  const kind = client?.adviser.kind ?? 'broker';
  const list = { label: kind === 'planner' ? 'Planners' : 'Brokers', to: `/${kind}/list` };
  if (!client) return [list];
  return [list, { label: adviserName(client), to: `/${kind}/${client.adviser_id}/account` }];
}

/**
 * The "←" link of a client's page (the activity page): the client list for an adviser; for an administrator the
 * client's adviser's page once the client is known, else the adviser list; a client's own home for a client.
 */
export function clientBackLink(me: User, client: ClientDetail | undefined): Crumb {
  if (me.role === 'client' && !me.is_admin) return { label: 'Home', to: `/client/${me.client_id}/home` };
  const trail = clientTrail(me, client);
  const last = trail[trail.length - 1] as Crumb;
  return me.is_admin && client ? { label: `${last.label}’s account`, to: last.to } : last;
}

function adviserName(client: ClientDetail): string {
  const { first_name, last_name, kind } = client.adviser;
  return `${first_name} ${last_name}`.trim() || (kind === 'planner' ? 'Planner' : 'Broker');
}
