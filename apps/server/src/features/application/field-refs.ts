import { type FieldRef, MESSAGES, type Owner } from '@brokerdesk/contract';
import type { Db } from '../../db/client';
import { invalid } from '../../errors';
import { countApplicants } from './applicants';
import { countItems, type ItemScope } from './items.repo';

/**
 * Values that point at other rows must point inside the same client (docs/engineering-guide.md §4 tenancy): directors
 * and shareholders are its person applicants, a trustee its person or company applicant, owners any of its applicants,
 * and a liability's security one of its assets. `selfId` is the applicant being saved.
 */
export async function checkFieldRef(
  db: Db,
  scope: ItemScope,
  ref: FieldRef,
  value: unknown,
  key: string,
  selfId?: number,
): Promise<void> {
  switch (ref) {
    case 'person_ids': {
      const ids = value as number[];
      if ((await countApplicants(db, scope, ids, ['person'], selfId)) !== ids.length) {
        throw invalid(MESSAGES.invalidApplicantChoice, key);
      }
      return;
    }
    case 'trustee': {
      if ((await countApplicants(db, scope, [value as number], ['person', 'company'], selfId)) !== 1) {
        throw invalid(MESSAGES.invalidApplicantChoice, key);
      }
      return;
    }
    case 'owners': {
      const ids = (value as Owner[]).map((o) => o.applicant_id);
      if ((await countApplicants(db, scope, ids, ['person', 'company', 'trust'])) !== ids.length) {
        throw invalid(MESSAGES.invalidApplicantChoice, key);
      }
      return;
    }
    case 'asset_id': {
      if ((await countItems(db, scope, 'asset', [value as number])) !== 1) {
        throw invalid(MESSAGES.invalidAssetChoice, key);
      }
      return;
    }
  }
}
