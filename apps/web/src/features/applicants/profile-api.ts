import {
  ADDRESS_FIELDS,
  type AddressUse,
  APPLICANT_FIELDS,
  type ApplicantDetail,
  type ApplicantRecord,
  type ApplicantType,
  type ApplicationItem,
  type ApplicationItemSchema,
  EMPLOYMENT_FIELDS,
  type MessageResponseSchema,
  OTHER_INCOME_FIELDS,
  type Registry,
  THIRD_PARTY_FIELDS,
  type ThirdPartyListSchema,
  type ThirdPartyType,
} from '@brokerdesk/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api-client';
import { applicationKeys, type FieldSaver, useFieldSave } from '../application';
import { applicantKeys } from './api';

/**
 * An applicant's profile page (application-applicant-profile): the saves of its record and lists, and the client's
 * third parties. Every save may change what the application still needs, so its progress is refetched.
 */

export type ApplicantList = 'addresses' | 'employments' | 'other_incomes';

/** Each list's paths under /api, the id its edit and delete take, and its registry (contract application/api.ts). */
const LISTS: Record<ApplicantList, { path: string; idKey: string; registry: Registry }> = {
  addresses: { path: 'address', idKey: 'addressId', registry: ADDRESS_FIELDS },
  employments: { path: 'employment', idKey: 'employmentId', registry: EMPLOYMENT_FIELDS },
  other_incomes: { path: 'other-income', idKey: 'otherIncomeId', registry: OTHER_INCOME_FIELDS },
};

const replaceItem = (items: readonly ApplicationItem[], item: ApplicationItem) =>
  items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];

function patchDetail(
  client: QueryClient,
  clientId: number,
  applicantId: number,
  patch: (d: ApplicantDetail) => ApplicantDetail,
) {
  client.setQueryData<ApplicantDetail>(applicantKeys.detail(clientId, applicantId), (d) => (d ? patch(d) : d));
}

/**
 * The applicant's own keys: applicant/edit-person for a person, applicant/edit-company for a company or trust.
 * The answer is the record, merged into the page's detail.
 */
export function useApplicantSaver(clientId: number, applicantId: number, type: ApplicantType): FieldSaver {
  return useFieldSave<ApplicantRecord, ApplicantDetail>({
    path: type === 'person' ? 'applicant/edit-person' : 'applicant/edit-company',
    body: { clientId, applicantId },
    registry: APPLICANT_FIELDS[type],
    queryKey: applicantKeys.detail(clientId, applicantId),
    update: (cached, answer) => (cached ? { ...cached, ...answer } : cached),
    invalidate: [applicationKeys.progress(clientId)],
  });
}

/**
 * One row of a list. An address's residential status and time there go through address/edit-residence
 * (docs/spec/core-and-application.md §7), so an address has two savers; `residence` picks that one.
 */
export function useItemSaver(
  clientId: number,
  applicantId: number,
  list: ApplicantList,
  itemId: number,
  residence = false,
): FieldSaver {
  const { path, idKey, registry } = LISTS[list];
  return useFieldSave<ApplicationItem, ApplicantDetail>({
    path: residence ? 'address/edit-residence' : `${path}/edit`,
    body: { clientId, applicantId, [residence ? 'residenceId' : idKey]: itemId },
    registry,
    queryKey: applicantKeys.detail(clientId, applicantId),
    update: (cached, answer) => (cached ? { ...cached, [list]: replaceItem(cached[list], answer) } : cached),
    invalidate: [applicationKeys.progress(clientId)],
  });
}

/**
 * A new row of a list. Addresses have no create path: address/edit without an addressId creates one of the use
 * given (docs/spec/core-and-application.md §7 `object`) and saves that use with it.
 */
export function useItemCreate(clientId: number, applicantId: number, list: ApplicantList) {
  const client = useQueryClient();
  return useCallback(
    async (use?: AddressUse): Promise<ApplicationItem> => {
      const { path } = LISTS[list];
      const created =
        list === 'addresses'
          ? await api.post<typeof ApplicationItemSchema>('address/edit', {
              body: { clientId, applicantId, object: use, keyValueArr: [{ key: 'use', value: use ?? 'current' }] },
            })
          : await api.post<typeof ApplicationItemSchema>(`${path}/create`, { body: { clientId, applicantId } });
      patchDetail(client, clientId, applicantId, (d) => ({ ...d, [list]: replaceItem(d[list], created) }));
      void client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) });
      return created;
    },
    [client, clientId, applicantId, list],
  );
}

/** Deletes a row; resolves with the server's message ('Address deleted successfully'). */
export function useItemDelete(clientId: number, applicantId: number, list: ApplicantList) {
  const client = useQueryClient();
  return useCallback(
    async (itemId: number): Promise<string> => {
      const { path, idKey } = LISTS[list];
      const answer = await api.delete<typeof MessageResponseSchema>(`${path}/delete`, {
        body: { clientId, applicantId, [idKey]: itemId },
      });
      patchDetail(client, clientId, applicantId, (d) => ({ ...d, [list]: d[list].filter((i) => i.id !== itemId) }));
      void client.invalidateQueries({ queryKey: applicationKeys.progress(clientId) });
      return answer.message;
    },
    [client, clientId, applicantId, list],
  );
}

/** GET third-party/detail: the client's accountant, solicitor and others, one row per type. */
export function useThirdParties(clientId: number) {
  return useQuery({
    queryKey: applicantKeys.thirdParties(clientId),
    queryFn: () => api.get<typeof ThirdPartyListSchema>('third-party/detail', { query: { clientId } }),
    enabled: clientId > 0,
  });
}

type ThirdPartyList = { third_parties: ApplicationItem[] };

/** POST third-party/save of one type's keys; the type's first save creates its row. */
export function useThirdPartySaver(clientId: number, type: ThirdPartyType): FieldSaver {
  return useFieldSave<ApplicationItem, ThirdPartyList>({
    path: 'third-party/save',
    body: { clientId, type },
    registry: THIRD_PARTY_FIELDS,
    queryKey: applicantKeys.thirdParties(clientId),
    update: (cached, answer) => ({ third_parties: replaceItem(cached?.third_parties ?? [], answer) }),
  });
}
