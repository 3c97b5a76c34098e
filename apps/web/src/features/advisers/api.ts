import {
  type AdviserRow,
  type BrokerActionResponseSchema,
  type BrokerList,
  type MessageResponseSchema,
  type PlannerActionResponseSchema,
  type PlannerList,
  PRODUCT_NAME,
  type TrialDuration,
} from '@brokerdesk/contract/constants';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, saveBlob } from '../../lib/api-client';
import type { ListQuery } from '../../lib/list-params';
import type { z } from 'zod';

/**
 * Brokers and planners are one adviser core with a kind (docs/engineering-guide.md §3 rule 2): one set of calls, two
 * prefixes.
 */
export type AdviserKind = AdviserRow['kind'];
export interface AdviserPage {
  rows: AdviserRow[];
  total: number;
}

// The spec names the JSON keys per kind ({ brokers } / { planners }, { broker } / { planner }); the cache holds
// one shape for both.
const toPage = {
  broker: (d: BrokerList): AdviserPage => ({ rows: d.brokers, total: d.total }),
  planner: (d: PlannerList): AdviserPage => ({ rows: d.planners, total: d.total }),
};
const toRow = {
  broker: (d: z.output<typeof BrokerActionResponseSchema>): AdviserRow => d.broker,
  planner: (d: z.output<typeof PlannerActionResponseSchema>): AdviserRow => d.planner,
};

export const adviserKeys = {
  lists: (kind: AdviserKind) => ['advisers', kind, 'list'] as const,
  list: (kind: AdviserKind, view: ListQuery) => [...adviserKeys.lists(kind), view] as const,
};

export function useAdviserList(kind: AdviserKind, view: ListQuery) {
  return useQuery({
    queryKey: adviserKeys.list(kind, view),
    queryFn: async ({ signal }) => {
      const answer = await api.get(`${kind}/list`, { query: { ...view }, signal });
      return kind === 'broker' ? toPage.broker(answer as BrokerList) : toPage.planner(answer as PlannerList);
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * An admin action from the side panel (docs/spec/core-and-application.md §7, docs/spec/settings-billing-admin.md §7);
 * each answers the updated row.
 */
export type AdviserAction =
  | { type: 'extend-trial'; duration: TrialDuration }
  | { type: 'free-access'; freeAccess: boolean }
  | { type: 'suspended'; suspended: boolean }
  | { type: 'terminate-billing' };

function requestFor(kind: AdviserKind, id: number, action: AdviserAction) {
  switch (action.type) {
    case 'extend-trial':
      return { path: `${kind}/extend-trial/${id}`, body: { duration: action.duration } };
    case 'free-access':
      return { path: `${kind}/edit/${id}`, query: { action: 'free-access' }, body: { freeAccess: action.freeAccess } };
    case 'suspended':
      return { path: `${kind}/edit/${id}`, query: { action: 'suspended' }, body: { suspended: action.suspended } };
    case 'terminate-billing':
      return { path: `${kind}/terminate-billing/${id}`, body: {} };
  }
}

/** Puts the server's answer into every cached page of the list, so the row changes without a refetch. */
function replaceRow(client: QueryClient, kind: AdviserKind, row: AdviserRow) {
  client.setQueriesData<AdviserPage>({ queryKey: adviserKeys.lists(kind) }, (page) =>
    page ? { ...page, rows: page.rows.map((r) => (r.id === row.id ? row : r)) } : page,
  );
}

function removeRow(client: QueryClient, kind: AdviserKind, id: number) {
  client.setQueriesData<AdviserPage>({ queryKey: adviserKeys.lists(kind) }, (page) =>
    page?.rows.some((r) => r.id === id)
      ? { rows: page.rows.filter((r) => r.id !== id), total: Math.max(0, page.total - 1) }
      : page,
  );
}

export function useAdviserAction(kind: AdviserKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: AdviserAction }) => {
      const { path, ...opts } = requestFor(kind, id, action);
      const answer = await api.post(path, opts);
      return kind === 'broker'
        ? toRow.broker(answer as z.output<typeof BrokerActionResponseSchema>)
        : toRow.planner(answer as z.output<typeof PlannerActionResponseSchema>);
    },
    onSuccess: (row) => replaceRow(client, kind, row),
  });
}

export function useDeleteAdviser(kind: AdviserKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<typeof MessageResponseSchema>(`${kind}/delete/${id}`),
    onSuccess: (_answer, id) => {
      removeRow(client, kind, id);
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** 'Export as a CSV': every adviser of the kind, saved under the server's file name. */
export async function exportAdvisers(kind: AdviserKind): Promise<void> {
  const { blob, fileName } = await api.download(`${kind}/export`);
  saveBlob(blob, fileName ?? `${PRODUCT_NAME}-${kind}s.csv`);
}
