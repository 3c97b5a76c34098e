import {
  type ActivityItem,
  type ClientCreate,
  type ClientListQuery,
  clientsEndpoints,
  leadsEndpoints,
} from '@brokerdesk/contract/constants';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { formatAddress } from './address-text';
import { applicantDetailQuery } from './applicant-detail';
import { splitPrimary } from './applicant-order';
import { clientDetailKey, clientDetailQuery } from './client-detail';

/** The client list, a client's timeline and the client lifecycle; query keys per the web notes. */
export const clientKeys = {
  lists: ['clients'] as const,
  list: (params: Partial<ClientListQuery>) => ['clients', params] as const,
  activity: (clientId: number, page: number) => ['client-activity', clientId, page] as const,
};

/** GET client/list, as a query a loader can start before the page that shows it is drawn. */
export function clientListOptions(params: Partial<ClientListQuery>) {
  return {
    queryKey: clientKeys.list(params),
    queryFn: ({ signal }: { signal?: AbortSignal }) => api(clientsEndpoints.list, { query: params }, { signal }),
  };
}

/** GET client/list; while the next page, sort or filter loads, the previous rows stay in view. */
export function useClientList(params: Partial<ClientListQuery>, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...clientListOptions(params),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** POST client/create: the answer's client is the detail the applicant page reads next, so it is cached. */
export function useCreateClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientCreate) => api(clientsEndpoints.create, { body }),
    onSuccess: (answer) => {
      client.setQueryData(clientDetailKey(answer.client.id), answer.client);
      void client.invalidateQueries({ queryKey: clientKeys.lists });
    },
  });
}

export type ClientAction = 'archive' | 'restore' | 'delete' | 'convert';

async function requestFor(action: ClientAction, clientId: number): Promise<void> {
  const body = { clientId };
  // A lead becomes an active client in one action (docs/decisions/022-leads-messages-help.md).
  if (action === 'convert') await api(leadsEndpoints.convert, { body });
  else await api(clientsEndpoints[action], { body });
}

/** Archive, restore (POST client/archive|restore) or delete (DELETE client/delete) one client. */
export function useClientAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, clientId }: { action: ClientAction; clientId: number }) => requestFor(action, clientId),
    onSuccess: (_answer, { action, clientId }) => {
      if (action === 'delete') client.removeQueries({ queryKey: clientDetailKey(clientId) });
      else void client.invalidateQueries({ queryKey: clientDetailKey(clientId) });
      void client.invalidateQueries({ queryKey: clientKeys.lists });
      void client.invalidateQueries({ queryKey: ['client-activity', clientId] });
    },
  });
}

export const ACTIVITY_PAGE_SIZE = 25;

/** GET client/activity, newest first, one page (numbered from 1) at a time. */
export function useClientActivity(clientId: number, page: number) {
  return useQuery({
    queryKey: clientKeys.activity(clientId, page),
    queryFn: ({ signal }) =>
      api(
        clientsEndpoints.activity,
        { query: { clientId, limit: ACTIVITY_PAGE_SIZE, offset: (page - 1) * ACTIVITY_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
export type { ActivityItem };

/**
 * The client's address for the map modal: the primary applicant's current address (else the first address
 * they have). Null when none is on file.
 */
export async function fetchClientAddress(client: QueryClient, clientId: number): Promise<string | null> {
  const detail = await client.fetchQuery({ ...clientDetailQuery(clientId), staleTime: 60_000 });
  const primary = splitPrimary(detail.applicants).primary ?? detail.applicants[0];
  if (!primary) return null;
  const applicant = await client.fetchQuery({ ...applicantDetailQuery(clientId, primary.id), staleTime: 60_000 });
  const addresses = applicant.addresses.map((a) => a.data);
  const chosen = addresses.find((a) => a.use === 'current') ?? addresses[0];
  return chosen ? formatAddress(chosen) || null : null;
}
