import {
  ADDRESS_FIELDS,
  type AddressUse,
  APPLICANT_FIELDS,
  type ApiTables,
  type ApplicantDetail,
  type ApplicantRecord,
  type ApplicantType,
  type ApplicationItem,
  applicantsEndpoints,
  EMPLOYMENT_FIELDS,
  type Endpoint,
  OTHER_INCOME_FIELDS,
  type Registry,
  type ReplyOf,
  THIRD_PARTY_FIELDS,
  type ThirdPartyType,
} from '@brokerdesk/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type FieldSaver, useFieldSave } from '../../../components/fields';
import { api } from '../../../lib/api-client';
import { applicationKeys } from '../api';
import { applicantKeys } from './api';

/**
 * An applicant's profile page (application-applicant-profile): the saves of its record and lists, and the client's
 * third parties. Every save may change what the application still needs, so its progress is refetched.
 */

export type ApplicantList = 'addresses' | 'employments' | 'other_incomes';

interface ListCalls {
  /** The save endpoint of a row, and the name of the row's id in its body. */
  edit: Endpoint;
  idKey: string;
  registry: Registry;
  /**
   * Adds a row. Addresses have no create endpoint: address/edit without an addressId creates one of the use given
   * (docs/spec/core-and-application.md §7 `object`) and saves that use with it.
   */
  create: (ids: ApplicantIds, use?: AddressUse) => Promise<ApplicationItem>;
  /** Deletes a row; resolves with the server's message ('Address deleted successfully'). */
  remove: (ids: ApplicantIds, itemId: number) => Promise<{ message: string }>;
}
type ApplicantIds = { clientId: number; applicantId: number };

/** Each list's endpoints (contract applicants-endpoints.ts) and registry. */
const LISTS: Record<ApplicantList, ListCalls> = {
  addresses: {
    edit: applicantsEndpoints.editAddress,
    idKey: 'addressId',
    registry: ADDRESS_FIELDS,
    create: (ids, use) =>
      api(applicantsEndpoints.editAddress, {
        body: { ...ids, object: use, keyValueArr: [{ key: 'use', value: use ?? 'current' }] },
      }),
    remove: (ids, addressId) => api(applicantsEndpoints.deleteAddress, { body: { ...ids, addressId } }),
  },
  employments: {
    edit: applicantsEndpoints.editEmployment,
    idKey: 'employmentId',
    registry: EMPLOYMENT_FIELDS,
    create: (ids) => api(applicantsEndpoints.createEmployment, { body: ids }),
    remove: (ids, employmentId) => api(applicantsEndpoints.deleteEmployment, { body: { ...ids, employmentId } }),
  },
  other_incomes: {
    edit: applicantsEndpoints.editOtherIncome,
    idKey: 'otherIncomeId',
    registry: OTHER_INCOME_FIELDS,
    create: (ids) => api(applicantsEndpoints.createOtherIncome, { body: ids }),
    remove: (ids, otherIncomeId) => api(applicantsEndpoints.deleteOtherIncome, { body: { ...ids, otherIncomeId } }),
  },
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
    endpoint: type === 'person' ? applicantsEndpoints.editPerson : applicantsEndpoints.editCompany,
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
  const { edit, idKey, registry } = LISTS[list];
  return useFieldSave<ApplicationItem, ApplicantDetail>({
    endpoint: residence ? applicantsEndpoints.editResidence : edit,
    body: { clientId, applicantId, [residence ? 'residenceId' : idKey]: itemId },
    registry,
    queryKey: applicantKeys.detail(clientId, applicantId),
    update: (cached, answer) => (cached ? { ...cached, [list]: replaceItem(cached[list], answer) } : cached),
    invalidate: [applicationKeys.progress(clientId)],
  });
}

/** A new row of a list (an address of the use given). */
export function useItemCreate(clientId: number, applicantId: number, list: ApplicantList) {
  const client = useQueryClient();
  return useCallback(
    async (use?: AddressUse): Promise<ApplicationItem> => {
      const created = await LISTS[list].create({ clientId, applicantId }, use);
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
      const answer = await LISTS[list].remove({ clientId, applicantId }, itemId);
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
    queryFn: () => api(applicantsEndpoints.thirdParties, { query: { clientId } }),
    enabled: clientId > 0,
  });
}

type ThirdPartyList = ReplyOf<ApiTables['applicants']['thirdParties']>;

/** POST third-party/save of one type's keys; the type's first save creates its row. */
export function useThirdPartySaver(clientId: number, type: ThirdPartyType): FieldSaver {
  return useFieldSave<ApplicationItem, ThirdPartyList>({
    endpoint: applicantsEndpoints.saveThirdParty,
    body: { clientId, type },
    registry: THIRD_PARTY_FIELDS,
    queryKey: applicantKeys.thirdParties(clientId),
    update: (cached, answer) => ({ third_parties: replaceItem(cached?.third_parties ?? [], answer) }),
  });
}
