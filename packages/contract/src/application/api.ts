import { z } from 'zod';
import { ApplicantSummarySchema } from '../clients';
import type { CompletenessPage } from '../constants';
import { IdSchema, text } from '../inputs';
import { MESSAGES } from '../messages';
import { ADDRESS_USES } from './address';
import { ASSET_KINDS } from './asset';
import { LIABILITY_KINDS } from './liability';
import { ITEM_SECTIONS, LIST_PAGES, SECTIONS } from './registries';
import { THIRD_PARTY_TYPES } from './third-party';

/**
 * The applicant and fact-find endpoints (docs/decisions/008-application-data.md). Every save takes either `keyValueArr:
 * [{ key, value, previous? }]` or one `key`, `value`, `previous?` (docs/spec/core-and-application.md §7 shows both
 * forms); a stale `previous` answers 409 `{ error, current }` and changes nothing. Paths, all under /api:
 *
 *   GET  applicant/detail?clientId=&applicantId=            ApplicantDetail (page profile)
 *   POST applicant/edit-person   {clientId, applicantId, …save}        ApplicantRecord
 *   POST applicant/edit-company  {clientId, applicantId, companyId?, …save} ApplicantRecord (company or trust)
 *   POST address/edit            {clientId, applicantId, addressId?, object?, …save} ApplicationItem
 *        (no addressId: a new address of use `object`, current by default)
 *   POST address/edit-residence  {clientId, applicantId, residenceId, …save} ApplicationItem (residence keys only)
 *   DELETE address/delete        {clientId, applicantId, addressId}     {message}
 *   POST employment/create {clientId, applicantId} 201 ApplicationItem; POST employment/edit {…, employmentId, …save};
 *   DELETE employment/delete {clientId, applicantId, employmentId}; other-income/create|edit|delete the same with
 *   otherIncomeId.
 *   GET  third-party/detail?clientId=                       {third_parties}
 *   POST third-party/save        {clientId, type, …save}                ApplicationItem (one per type)
 *   GET  application/requirement|expense|risk-profile?clientId=      SectionRecord (expense adds totals)
 *   POST application/requirement|expense|risk-profile/save {clientId, …save} the same
 *   GET  application/asset|liability?clientId=               {items, totals, completeness}
 *   POST application/asset|liability/answer {clientId, …save}  ListAnswer ('Do you have any assets?': has_assets,
 *        has_liabilities; a No while items are listed answers 400 and changes nothing)
 *   POST application/asset|liability/create {clientId, kind} 201 ApplicationItem (answers the page's question yes)
 *   POST application/asset|liability/save   {clientId, itemId, …save} ApplicationItem
 *   DELETE application/asset|liability/delete {clientId, itemId}      {message}
 *   GET  application/progress?clientId=                      {pages}
 */

export const FieldKeySchema = text().min(1).max(64);

export const KeyValueSchema = z.object({
  key: FieldKeySchema,
  value: z.unknown(),
  /** The value the editor last saw; omitted when the editor does not guard against others' edits. */
  previous: z.unknown().optional(),
});
export type KeyValue = z.infer<typeof KeyValueSchema>;
export const KeyValueArrSchema = z.array(KeyValueSchema).min(1).max(100);

const SaveFormShape = {
  keyValueArr: KeyValueArrSchema.optional(),
  key: FieldKeySchema.optional(),
  value: z.unknown().optional(),
  previous: z.unknown().optional(),
};

interface SaveForm {
  keyValueArr?: KeyValue[];
  key?: string;
  value?: unknown;
  previous?: unknown;
}

const isOneSaveForm = (b: SaveForm) =>
  (b.keyValueArr === undefined) !== (b.key === undefined) && (b.key === undefined || b.value !== undefined);

/** A save body: the shape's ids plus exactly one of the two save forms. */
function saveBody<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...shape, ...SaveFormShape })
    .refine((b) => isOneSaveForm(b as SaveForm), { error: MESSAGES.saveFormRequired });
}

/** Both save forms as one list. */
export function toKeyValueArr(body: SaveForm): KeyValue[] {
  if (body.keyValueArr) return body.keyValueArr;
  const item: KeyValue = { key: body.key as string, value: body.value ?? null };
  if (body.previous !== undefined) item.previous = body.previous;
  return [item];
}

const ApplicantRef = { clientId: IdSchema, applicantId: IdSchema };

export const ApplicantDetailQuerySchema = z.object(ApplicantRef);
export const ApplicantEditSchema = saveBody(ApplicantRef);
/**
 * docs/spec/core-and-application.md §7 names the company's id beside the applicant's; here they are one id, so it must
 * match when sent.
 */
export const ApplicantEditCompanySchema = saveBody({ ...ApplicantRef, companyId: IdSchema.optional() });
export const AddressEditSchema = saveBody({
  ...ApplicantRef,
  addressId: IdSchema.optional(),
  object: z.enum(ADDRESS_USES, { error: MESSAGES.invalidChoice }).optional(),
});
export const AddressResidenceSchema = saveBody({ ...ApplicantRef, residenceId: IdSchema });
export const AddressDeleteSchema = z.object({ ...ApplicantRef, addressId: IdSchema });
export const ApplicantItemCreateSchema = z.object(ApplicantRef);
export const EmploymentEditSchema = saveBody({ ...ApplicantRef, employmentId: IdSchema });
export const EmploymentDeleteSchema = z.object({ ...ApplicantRef, employmentId: IdSchema });
export const OtherIncomeEditSchema = saveBody({ ...ApplicantRef, otherIncomeId: IdSchema });
export const OtherIncomeDeleteSchema = z.object({ ...ApplicantRef, otherIncomeId: IdSchema });

export const ThirdPartySaveSchema = saveBody({
  clientId: IdSchema,
  type: z.enum(THIRD_PARTY_TYPES, { error: MESSAGES.invalidChoice }),
});
export const SectionSaveSchema = saveBody({ clientId: IdSchema });
export const AssetCreateSchema = z.object({
  clientId: IdSchema,
  kind: z.enum(ASSET_KINDS, { error: MESSAGES.invalidChoice }),
});
export const LiabilityCreateSchema = z.object({
  clientId: IdSchema,
  kind: z.enum(LIABILITY_KINDS, { error: MESSAGES.invalidChoice }),
});
export const ItemSaveSchema = saveBody({ clientId: IdSchema, itemId: IdSchema });
export const ItemDeleteSchema = z.object({ clientId: IdSchema, itemId: IdSchema });

// Responses

const DataSchema = z.record(z.string(), z.unknown());
/** Who last answered each key and when (the risk profile shows it). */
export const FieldAnswersSchema = z.record(z.string(), z.object({ user_id: z.number(), at: z.string() }));

export const PageCompletenessSchema = z.object({
  complete: z.boolean(),
  missing: z.number(),
  missing_keys: z.array(z.string()),
});

export const ApplicantRecordSchema = ApplicantSummarySchema.extend({
  data: DataSchema,
  answers: FieldAnswersSchema,
  updated_at: z.string(),
});
export type ApplicantRecord = z.infer<typeof ApplicantRecordSchema>;

export const ApplicationItemSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  applicant_id: z.number().nullable(),
  section: z.enum(ITEM_SECTIONS),
  kind: z.string(),
  position: z.number(),
  data: DataSchema,
  answers: FieldAnswersSchema,
  updated_at: z.string(),
});
export type ApplicationItem = z.infer<typeof ApplicationItemSchema>;

export const ApplicantDetailSchema = ApplicantRecordSchema.extend({
  addresses: z.array(ApplicationItemSchema),
  employments: z.array(ApplicationItemSchema),
  other_incomes: z.array(ApplicationItemSchema),
  /** Who a company may name as directors or shareholders (persons), or a trust as trustee (persons, companies). */
  choosable_applicants: z.array(ApplicantSummarySchema),
  /** This applicant's part of the profile page. */
  completeness: PageCompletenessSchema,
});
export type ApplicantDetail = z.infer<typeof ApplicantDetailSchema>;

export const ThirdPartyListSchema = z.object({ third_parties: z.array(ApplicationItemSchema) });

export const SectionRecordSchema = z.object({
  client_id: z.number(),
  section: z.enum(SECTIONS),
  data: DataSchema,
  answers: FieldAnswersSchema,
  /** Names of the people in `answers`, by user id. */
  answerers: z.record(z.string(), z.string()),
  completeness: PageCompletenessSchema,
  /** Living expenses only: monthly equivalents in cents. */
  totals: z.object({ monthly_total: z.number(), monthly_by_category: z.record(z.string(), z.number()) }).optional(),
});
export type SectionRecord = z.infer<typeof SectionRecordSchema>;

/** The list pages' own question (`has_assets`, `has_liabilities`) as saved, with who answered it. */
const ListQuestionShape = { data: DataSchema, answers: FieldAnswersSchema };

export const AssetListSchema = z.object({
  items: z.array(ApplicationItemSchema),
  totals: z.object({ value: z.number() }),
  completeness: PageCompletenessSchema,
  ...ListQuestionShape,
});
export const LiabilityListSchema = z.object({
  items: z.array(ApplicationItemSchema),
  totals: z.object({ balance: z.number(), monthly_repayment: z.number() }),
  completeness: PageCompletenessSchema,
  ...ListQuestionShape,
});
/** What saving a list page's question answers: the question's values and the page's completeness with its items. */
export const ListAnswerSchema = z.object({
  client_id: z.number(),
  section: z.enum(LIST_PAGES),
  ...ListQuestionShape,
  completeness: PageCompletenessSchema,
});
export type ListAnswer = z.infer<typeof ListAnswerSchema>;

// Spelt out rather than mapped from COMPLETENESS_PAGES, so the schema's type names each page; the Record type keeps
// the keys exactly those.
const PROGRESS_PAGES: Record<CompletenessPage, typeof PageCompletenessSchema> = {
  profile: PageCompletenessSchema,
  requirement: PageCompletenessSchema,
  asset: PageCompletenessSchema,
  liability: PageCompletenessSchema,
  expense: PageCompletenessSchema,
  'risk-profile': PageCompletenessSchema,
};
export const ApplicationProgressSchema = z.object({ pages: z.object(PROGRESS_PAGES) });
export type ApplicationProgress = z.infer<typeof ApplicationProgressSchema>;
