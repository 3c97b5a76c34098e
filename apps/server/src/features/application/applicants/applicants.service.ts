import {
  APPLICANT_DERIVED_KEYS,
  APPLICANT_FIELDS,
  type ApplicantDetail,
  type ApplicantRecord,
  type ApplicantType,
  applicantMissing,
  type KeyValue,
  pageCompleteness,
} from '@brokerdesk/contract';
import { isAnotherPersonsDetails, requireAccess } from '../../../access';
import { businessToday } from '../../../business-day';
import type { Actor, ServiceContext } from '../../../context';
import { notFound } from '../../../errors';
import { saveFields } from '../field-save';
import { toItemDto } from '../item-dto';
import { type ItemScope, listItems } from '../items.repo';
import { toApplicantRecord, toApplicantSummary } from './applicant-dto';
import {
  type ApplicantRow,
  findApplicant,
  listApplicants,
  lockApplicant,
  mergeApplicantFields,
} from './applicants.repo';
import { refreshClientDerived } from './client-derived.repo';

/**
 * Applicants' profiles (docs/spec/core-and-application.md §2 application-applicant-profile): every call is the profile
 * page's.
 */

/** Who a company may name as directors or shareholders, and a trust as trustee. */
const CHOOSABLE_TYPES: Record<ApplicantType, readonly ApplicantType[]> = {
  person: [],
  company: ['person'],
  trust: ['person', 'company'],
};

/**
 * The client's scope after the access gate, and the live applicant of that client (404 otherwise). A change is to
 * the applicant's own details: when another applicant signs in with their own email, they alone change theirs.
 */
export async function loadApplicant(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  applicantId: number,
  need: 'read' | 'change' = 'change',
): Promise<{ scope: ItemScope; applicant: ApplicantRow }> {
  const gate =
    need === 'change' ? { page: 'profile' as const, ownDetailsOf: applicantId } : { page: 'profile' as const };
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, gate);
  const scope = { clientId: client.id, adviserId: client.adviser_id };
  const applicant = await findApplicant(ctx.db, scope, applicantId);
  if (!applicant) throw notFound();
  return { scope, applicant };
}

export async function getApplicantDetail(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  applicantId: number,
): Promise<ApplicantDetail> {
  const { scope, applicant } = await loadApplicant(ctx, actor, clientId, applicantId, 'read');
  const addresses = await listItems(ctx.db, scope, 'address', applicant.id);
  const employments = await listItems(ctx.db, scope, 'employment', applicant.id);
  const otherIncomes = await listItems(ctx.db, scope, 'other_income', applicant.id);
  const choosableTypes = CHOOSABLE_TYPES[applicant.type];
  const choosable =
    choosableTypes.length === 0
      ? []
      : (await listApplicants(ctx.db, scope)).filter((a) => a.id !== applicant.id && choosableTypes.includes(a.type));
  const today = businessToday(ctx);
  const missing = applicantMissing(applicant, [...addresses, ...employments, ...otherIncomes], today);
  return {
    ...toApplicantRecord(applicant),
    addresses: addresses.map(toItemDto),
    employments: employments.map(toItemDto),
    other_incomes: otherIncomes.map(toItemDto),
    choosable_applicants: choosable.map(toApplicantSummary),
    completeness: pageCompleteness(missing),
    may_edit: !(await isAnotherPersonsDetails(ctx, actor, scope.clientId, applicant.id)),
  };
}

/**
 * applicant/edit-person (persons) and applicant/edit-company (companies and trusts): an applicant of another
 * type answers 404 there, as it is not the kind of record that path edits. A name, email or phone change
 * refreshes the client list's derived columns in the same transaction (decision 008).
 */
export async function editApplicant(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; applicantId: number; companyId?: number; keyValueArr: KeyValue[] },
  types: readonly ApplicantType[],
): Promise<ApplicantRecord> {
  if (input.companyId !== undefined && input.companyId !== input.applicantId) throw notFound();
  const { scope, applicant } = await loadApplicant(ctx, actor, input.clientId, input.applicantId);
  if (!types.includes(applicant.type)) throw notFound();
  const derivedKeys = APPLICANT_DERIVED_KEYS[applicant.type];
  const saved = await saveFields(
    ctx,
    { ...scope, actor },
    {
      registry: APPLICANT_FIELDS[applicant.type],
      section: 'applicant',
      applicantId: applicant.id,
      lock: (tx) => lockApplicant(tx, scope, applicant.id),
      write: (tx, row, patch, answers, now) => mergeApplicantFields(tx, scope, row.id, patch, answers, now),
      afterWrite: async (tx, _row, changed) => {
        if (changed.some((key) => derivedKeys.includes(key))) await refreshClientDerived(tx, scope.clientId);
      },
    },
    input.keyValueArr,
  );
  return toApplicantRecord(saved);
}
