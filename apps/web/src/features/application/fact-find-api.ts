import {
  type ApiTables,
  type ApplicationItem,
  ASSET_FIELDS,
  type AssetKind,
  applicationEndpoints,
  assetTotals,
  clientListMissing,
  LIABILITY_FIELDS,
  LIST_QUESTION_FIELDS,
  LIST_QUESTION_KEYS,
  type LiabilityKind,
  type ListAnswer,
  liabilityTotals,
  pageCompleteness,
  type Registry,
  type ReplyOf,
  SECTION_FIELDS,
  type SectionRecord,
} from '@brokerdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldSave } from '../../components/fields';
import { api } from '../../lib/api-client';
import { applicationKeys } from './api';

/**
 * The fact-find pages' calls (contract application-endpoints.ts). Requirements, Living Expenses and
 * Risk Profile are one record each; Assets and Liabilities are lists of items.
 */
export type SectionPage = 'requirement' | 'expense' | 'risk-profile';
export type ListPage = 'asset' | 'liability';

const e = applicationEndpoints;
const SECTIONS = {
  requirement: { read: e.requirement, save: e.saveRequirement, registry: SECTION_FIELDS.requirement },
  expense: { read: e.expense, save: e.saveExpense, registry: SECTION_FIELDS.expense },
  'risk-profile': { read: e.riskProfile, save: e.saveRiskProfile, registry: SECTION_FIELDS.risk_profile },
} as const;

export function useSection(clientId: number, page: SectionPage) {
  return useQuery({
    queryKey: applicationKeys.section(clientId, page),
    queryFn: () => api(SECTIONS[page].read, { query: { clientId } }),
  });
}

/** One saver for the page's record: each answer replaces the cached record (totals and completeness included). */
export function useSectionSaver(clientId: number, page: SectionPage) {
  return useFieldSave<SectionRecord>({
    endpoint: SECTIONS[page].save,
    body: { clientId },
    registry: SECTIONS[page].registry,
    queryKey: applicationKeys.section(clientId, page),
    invalidate: [applicationKeys.progress(clientId)],
  });
}

const LISTS = {
  asset: {
    registry: ASSET_FIELDS as Registry,
    totals: assetTotals,
    endpoints: {
      list: e.assets,
      answer: e.answerAssets,
      save: e.saveAsset,
      delete: e.deleteAsset,
    },
  },
  liability: {
    registry: LIABILITY_FIELDS as Registry,
    totals: liabilityTotals,
    endpoints: {
      list: e.liabilities,
      answer: e.answerLiabilities,
      save: e.saveLiability,
      delete: e.deleteLiability,
    },
  },
} as const;

export type AssetList = ReplyOf<ApiTables['application']['assets']>;
export type LiabilityList = ReplyOf<ApiTables['application']['liabilities']>;
type ItemList = AssetList | LiabilityList;

export function useItemList<P extends ListPage>(clientId: number, page: P, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.section(clientId, page),
    queryFn: () =>
      api(LISTS[page].endpoints.list, { query: { clientId } }) as Promise<
        P extends 'asset' ? AssetList : LiabilityList
      >,
    enabled,
  });
}

/**
 * The list with its items and its question's answers as given, its totals and completeness worked out by the
 * contract's pure functions.
 */
function withItems<L extends ItemList>(list: L, page: ListPage, items: ApplicationItem[], data = list.data): L {
  return {
    ...list,
    items,
    data,
    totals: LISTS[page].totals(items),
    completeness: pageCompleteness(clientListMissing(page, items, data)),
  } as L;
}

const replaceItem = (page: ListPage) => (list: ItemList | undefined, item: ApplicationItem) =>
  list &&
  withItems(
    list,
    page,
    list.items.map((i) => (i.id === item.id ? item : i)),
  );

const replacers = { asset: replaceItem('asset'), liability: replaceItem('liability') };

/** A saver for one asset or liability: the saved item replaces its old self in the cached list. */
export function useItemSaver(clientId: number, page: ListPage, item: ApplicationItem) {
  return useFieldSave<ApplicationItem, ItemList>({
    endpoint: LISTS[page].endpoints.save,
    body: { clientId, itemId: item.id },
    registry: LISTS[page].registry,
    queryKey: applicationKeys.section(clientId, page),
    update: replacers[page],
    invalidate: [applicationKeys.progress(clientId)],
    kind: item.kind,
  });
}

/** The page's question ('Do you have any assets?'), autosaved: the answer brings the page's completeness with it. */
export function useListQuestionSaver(clientId: number, page: ListPage) {
  return useFieldSave<ListAnswer, ItemList>({
    endpoint: LISTS[page].endpoints.answer,
    body: { clientId },
    registry: LIST_QUESTION_FIELDS[page],
    queryKey: applicationKeys.section(clientId, page),
    update: (list, answer) =>
      list && { ...list, data: answer.data, answers: answer.answers, completeness: answer.completeness },
    invalidate: [applicationKeys.progress(clientId)],
  });
}

/** The menu offers the page's kinds (ASSET_KINDS, LIABILITY_KINDS); the server refuses any other with a 400. */
function createItem(page: ListPage, clientId: number, kind: string) {
  return page === 'asset'
    ? api(e.createAsset, { body: { clientId, kind: kind as AssetKind } })
    : api(e.createLiability, { body: { clientId, kind: kind as LiabilityKind } });
}

/** POST application/<page>/create: a new item of a kind, added at the end of the list. */
export function useCreateItem(clientId: number, page: ListPage) {
  const client = useQueryClient();
  const key = applicationKeys.section(clientId, page);
  return useMutation({
    mutationFn: (kind: string) => createItem(page, clientId, kind),
    onSuccess: (item) => {
      // Listing an item answers the page's question yes, as the server records it.
      client.setQueryData<ItemList>(
        key,
        (list) =>
          list && withItems(list, page, [...list.items, item], { ...list.data, [LIST_QUESTION_KEYS[page]]: true }),
      );
      void client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) });
    },
  });
}

/** DELETE application/<page>/delete; answers 'Asset deleted successfully' or 'Liability deleted successfully'. */
export function useDeleteItem(clientId: number, page: ListPage) {
  const client = useQueryClient();
  const key = applicationKeys.section(clientId, page);
  return useMutation({
    mutationFn: (itemId: number) => api(LISTS[page].endpoints.delete, { body: { clientId, itemId } }),
    onSuccess: (_answer, itemId) => {
      client.setQueryData<ItemList>(
        key,
        (list) =>
          list &&
          withItems(
            list,
            page,
            list.items.filter((i) => i.id !== itemId),
          ),
      );
      void client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) });
      // A liability may name a deleted asset as its security.
      if (page === 'asset') void client.invalidateQueries({ queryKey: applicationKeys.section(clientId, 'liability') });
    },
  });
}
