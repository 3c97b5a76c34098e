import type { ClientRow, User } from '@brokerdesk/contract/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { clientDetailQuery, clientListOptions, clientName, openClientPath } from '../../features/clients';
import { MIN_CLIENT_QUERY, type PaletteEntry, searchesClients } from './palette-entries';

/** How long typing pauses before the clients are searched: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;
const CLIENT_LIMIT = 6;
const LEAD_LIMIT = 4;

const clientEntry = (row: ClientRow): PaletteEntry => ({
  key: `client:${row.id}`,
  label: clientName(row.name),
  description: [row.email, row.phone_mobile].filter(Boolean).join(' · ') || undefined,
  to: openClientPath(row.id),
});

/**
 * The clients (and a broker's leads) whose name, email or phone holds the query, through the client list's own search
 * (GET client/list, its trigram index), once typing pauses. `pending` while the answer is not yet for what was typed.
 */
export function useClientSearch(me: User, typed: string, opened: boolean) {
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const wanted = searchesClients(me) && opened && debounced.length >= MIN_CLIENT_QUERY;
  const clients = useQuery({
    ...clientListOptions({ query: debounced, clientType: 'active', limit: CLIENT_LIMIT }),
    enabled: wanted,
  });
  const leads = useQuery({
    ...clientListOptions({ query: debounced, clientType: 'lead', limit: LEAD_LIMIT }),
    enabled: wanted && me.role === 'broker',
  });
  const shown = wanted && typed.length >= MIN_CLIENT_QUERY;
  return {
    clients: shown ? (clients.data?.clients ?? []).map(clientEntry) : [],
    leads: shown ? (leads.data?.clients ?? []).map(clientEntry) : [],
    pending:
      searchesClients(me) &&
      typed.length >= MIN_CLIENT_QUERY &&
      (typed !== debounced || clients.isFetching || leads.isFetching),
    failed: shown && (clients.isError || leads.isError),
  };
}

/** The client whose page this is (a route under client/:clientId), once its record is here. */
export function useCurrentClient() {
  const clientId = Number(useMatches().at(-1)?.params.clientId);
  const isClientPage = Number.isInteger(clientId) && clientId > 0;
  const detail = useQuery({ ...clientDetailQuery(clientId), enabled: isClientPage });
  return isClientPage ? detail.data : undefined;
}
