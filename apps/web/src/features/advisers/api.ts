import {
  type AdviserRow,
  advisersEndpoints,
  type BrokerListQuery,
  type PlannerListQuery,
  PRODUCT_NAME,
  type TrialDuration,
} from '@brokerdesk/contract/constants';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, saveBlob } from '../../lib/api-client';
import type { ListQuery } from '../../lib/list-params';

/**
 * Brokers and planners are one adviser core with a kind (docs/engineering-guide.md §3 rule 2): one set of calls, two
 * prefixes.
 */
export type AdviserKind = AdviserRow['kind'];
export interface AdviserPage {
  rows: AdviserRow[];
  total: number;
}

// The spec gives each kind its own paths and JSON keys ({ brokers } / { planners }, { broker } / { planner }); the
// cache holds one shape for both.
const ENDPOINTS = {
  broker: {
    edit: advisersEndpoints.brokerEdit,
    extendTrial: advisersEndpoints.brokerExtendTrial,
    terminateBilling: advisersEndpoints.brokerTerminateBilling,
    delete: advisersEndpoints.brokerDelete,
    export: advisersEndpoints.brokerExport,
  },
  planner: {
    edit: advisersEndpoints.plannerEdit,
    extendTrial: advisersEndpoints.plannerExtendTrial,
    terminateBilling: advisersEndpoints.plannerTerminateBilling,
    delete: advisersEndpoints.plannerDelete,
    export: advisersEndpoints.plannerExport,
  },
};

export const adviserKeys = {
  lists: (kind: AdviserKind) => ['advisers', kind, 'list'] as const,
  list: (kind: AdviserKind, view: ListQuery) => [...adviserKeys.lists(kind), view] as const,
};

export function useAdviserList(kind: AdviserKind, view: ListQuery) {
  return useQuery({
    queryKey: adviserKeys.list(kind, view),
    queryFn: async ({ signal }): Promise<AdviserPage> => {
      // The view was parsed by this kind's own list schema (list-config.ts), so its sort is one the endpoint takes.
      if (kind === 'broker') {
        const query = { ...view, orderBy: view.orderBy as BrokerListQuery['orderBy'] };
        const { brokers, total } = await api(advisersEndpoints.brokerList, { query }, { signal });
        return { rows: brokers, total };
      }
      const query = { ...view, orderBy: view.orderBy as PlannerListQuery['orderBy'] };
      const { planners, total } = await api(advisersEndpoints.plannerList, { query }, { signal });
      return { rows: planners, total };
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

async function runAction(kind: AdviserKind, id: number, action: AdviserAction) {
  const endpoints = ENDPOINTS[kind];
  const params = { id };
  switch (action.type) {
    case 'extend-trial':
      return api(endpoints.extendTrial, { params, body: { duration: action.duration } });
    case 'free-access':
      return api(endpoints.edit, {
        params,
        query: { action: 'free-access' },
        body: { freeAccess: action.freeAccess },
      });
    case 'suspended':
      return api(endpoints.edit, { params, query: { action: 'suspended' }, body: { suspended: action.suspended } });
    case 'terminate-billing':
      return api(endpoints.terminateBilling, { params });
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
    mutationFn: async ({ id, action }: { id: number; action: AdviserAction }): Promise<AdviserRow> => {
      const answer = await runAction(kind, id, action);
      return 'broker' in answer ? answer.broker : answer.planner;
    },
    onSuccess: (row) => replaceRow(client, kind, row),
  });
}

export function useDeleteAdviser(kind: AdviserKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(ENDPOINTS[kind].delete, { params: { id } }),
    onSuccess: (_answer, id) => {
      removeRow(client, kind, id);
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** 'Export as a CSV': every adviser of the kind, saved under the server's file name. */
export async function exportAdvisers(kind: AdviserKind): Promise<void> {
  const { blob, fileName } = await api.download(ENDPOINTS[kind].export);
  saveBlob(blob, fileName ?? `${PRODUCT_NAME}-${kind}s.csv`);
}
