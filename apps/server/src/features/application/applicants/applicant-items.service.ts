import {
  ADDRESS_FIELDS,
  type ApplicationItem,
  EMPLOYMENT_FIELDS,
  type KeyValue,
  OTHER_INCOME_FIELDS,
  RESIDENCE_KEYS,
  type Registry,
} from '@brokerdesk/contract';
import type { Actor, ServiceContext } from '../../../context';
import type { Db } from '../../../db/client';
import { saveFields } from '../field-save';
import { toItemDto } from '../item-dto';
import { addItem, createItem, deleteItem } from '../item-lifecycle';
import { type ItemRow, type ItemScope, lockItem, mergeItemFields } from '../items.repo';
import { loadApplicant } from './applicants.service';

/** An applicant's own lists on the profile page: addresses, employments and other income. */
export type ApplicantList = 'address' | 'employment' | 'other_income';

const REGISTRIES: Record<ApplicantList, Registry> = {
  address: ADDRESS_FIELDS,
  employment: EMPLOYMENT_FIELDS,
  other_income: OTHER_INCOME_FIELDS,
};

interface ApplicantItemInput {
  clientId: number;
  applicantId: number;
  keyValueArr: KeyValue[];
}

async function saveApplicantItem(
  ctx: ServiceContext,
  actor: Actor,
  input: ApplicantItemInput,
  section: ApplicantList,
  lock: (tx: Db, scope: ItemScope) => Promise<ItemRow | undefined>,
  allowedKeys?: readonly string[],
): Promise<ApplicationItem> {
  const { scope, applicant } = await loadApplicant(ctx, actor, input.clientId, input.applicantId);
  const saved = await saveFields(
    ctx,
    { ...scope, actor },
    {
      registry: REGISTRIES[section],
      section,
      applicantId: applicant.id,
      isItem: true,
      allowedKeys,
      lock: (tx) => lock(tx, scope),
      // An address's use is also its kind, which lists read without opening `data`.
      write: (tx, row, patch, answers, now) =>
        mergeItemFields(tx, row.id, patch, answers, now, typeof patch.use === 'string' ? patch.use : undefined),
    },
    input.keyValueArr,
  );
  return toItemDto(saved);
}

/**
 * address/edit (docs/spec/core-and-application.md §7): with an addressId it saves that address; without one it creates
 * an address of the applicant, of use `object` (current by default), and saves the values into it in the same
 * transaction, so a refused value leaves no empty address behind.
 */
export function editAddress(
  ctx: ServiceContext,
  actor: Actor,
  input: ApplicantItemInput & { addressId?: number; object?: string },
): Promise<ApplicationItem> {
  const { addressId, applicantId } = input;
  return saveApplicantItem(ctx, actor, input, 'address', (tx, scope) => {
    if (addressId !== undefined) return lockItem(tx, scope, 'address', addressId, applicantId);
    const use = input.object ?? 'current';
    return addItem(tx, scope, actor, ctx.now(), { section: 'address', kind: use, applicantId, data: { use } });
  });
}

/**
 * address/edit-residence (docs/spec/core-and-application.md §7): the residential status and time at an address, and
 * nothing else.
 */
export function editResidence(
  ctx: ServiceContext,
  actor: Actor,
  input: ApplicantItemInput & { residenceId: number },
): Promise<ApplicationItem> {
  return saveApplicantItem(
    ctx,
    actor,
    input,
    'address',
    (tx, scope) => lockItem(tx, scope, 'address', input.residenceId, input.applicantId),
    RESIDENCE_KEYS,
  );
}

export function editApplicantItem(
  ctx: ServiceContext,
  actor: Actor,
  input: ApplicantItemInput & { itemId: number },
  section: ApplicantList,
): Promise<ApplicationItem> {
  return saveApplicantItem(ctx, actor, input, section, (tx, scope) =>
    lockItem(tx, scope, section, input.itemId, input.applicantId),
  );
}

export async function createApplicantItem(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; applicantId: number },
  section: ApplicantList,
): Promise<ApplicationItem> {
  const { scope, applicant } = await loadApplicant(ctx, actor, input.clientId, input.applicantId);
  return toItemDto(await createItem(ctx, scope, actor, { section, kind: '', applicantId: applicant.id }));
}

export async function deleteApplicantItem(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; applicantId: number; itemId: number },
  section: ApplicantList,
): Promise<void> {
  const { scope, applicant } = await loadApplicant(ctx, actor, input.clientId, input.applicantId);
  await deleteItem(ctx, scope, actor, { section, applicantId: applicant.id, id: input.itemId });
}
