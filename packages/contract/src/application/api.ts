import { z } from 'zod';
import { applicantsEndpoints } from '../applicants-endpoints';
import { applicationEndpoints } from '../application-endpoints';
import { MessageResponseSchema } from '../auth';
import {
  ApplicantCreatedSchema,
  ApplicantCreateSchema,
  ApplicantRefSchema,
  ApplicantSummarySchema,
  ClientIdQuerySchema,
} from '../clients';
import type { CompletenessPage } from '../constants';
import { apiComponents, bindSchemas } from '../endpoint-schemas';
import { IdSchema, text } from '../inputs';
import { MESSAGES } from '../messages';
import { ADDRESS_USES } from './address';
import { ASSET_KINDS } from './asset';
import { LIABILITY_KINDS } from './liability';
import { ITEM_SECTIONS, LIST_PAGES, SECTIONS } from './registries';
import { THIRD_PARTY_TYPES } from './third-party';

/**
 * The applicant and fact-find endpoints' schemas (docs/decisions/008-application-data.md), bound at the bottom to
 * their tables (applicants-endpoints.ts, application-endpoints.ts). Every save takes either `keyValueArr: [{ key,
 * value, previous? }]` or one `key`, `value`, `previous?` (docs/spec/core-and-application.md §7 shows both forms); a
 * stale `previous` answers 409 `{ error, current }` and changes nothing.
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
  /**
   * Whether the reader may change this applicant's own details: false for a client's sign-in reading another person's
   * profile when that person's details are theirs to change (the save would answer 403), so the web shows it read-only.
   */
  may_edit: z.boolean(),
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
export const ApplicationProgressSchema = z.object({
  pages: z.object(PROGRESS_PAGES),
  /** Documents still needed from the client: requests asked for or rejected, on every applicant. */
  documents_needed: z.number().int().min(0),
});
export type ApplicationProgress = z.infer<typeof ApplicationProgressSchema>;

// Named for what they are, not for the first endpoint that binds them: each is the body or answer of several.
for (const [schema, id] of [
  [ApplicationItemSchema, 'ApplicationItem'],
  [ApplicantRecordSchema, 'ApplicantRecord'],
  [ApplicantItemCreateSchema, 'ApplicantItemCreateBody'],
  [SectionRecordSchema, 'SectionRecord'],
  [SectionSaveSchema, 'SectionSaveBody'],
  [ListAnswerSchema, 'ListAnswer'],
  [ItemSaveSchema, 'ItemSaveBody'],
  [ItemDeleteSchema, 'ItemDeleteBody'],
] as const) {
  if (!apiComponents.has(schema)) apiComponents.add(schema, { id });
}

export const applicantsApi = bindSchemas(applicantsEndpoints, {
  create: { body: ApplicantCreateSchema, reply: ApplicantCreatedSchema },
  delete: { body: ApplicantRefSchema, reply: MessageResponseSchema },
  detail: { query: ApplicantDetailQuerySchema, reply: ApplicantDetailSchema },
  editPerson: { body: ApplicantEditSchema, reply: ApplicantRecordSchema },
  editCompany: { body: ApplicantEditCompanySchema, reply: ApplicantRecordSchema },
  editAddress: { body: AddressEditSchema, reply: ApplicationItemSchema },
  editResidence: { body: AddressResidenceSchema, reply: ApplicationItemSchema },
  deleteAddress: { body: AddressDeleteSchema, reply: MessageResponseSchema },
  createEmployment: { body: ApplicantItemCreateSchema, reply: ApplicationItemSchema },
  editEmployment: { body: EmploymentEditSchema, reply: ApplicationItemSchema },
  deleteEmployment: { body: EmploymentDeleteSchema, reply: MessageResponseSchema },
  createOtherIncome: { body: ApplicantItemCreateSchema, reply: ApplicationItemSchema },
  editOtherIncome: { body: OtherIncomeEditSchema, reply: ApplicationItemSchema },
  deleteOtherIncome: { body: OtherIncomeDeleteSchema, reply: MessageResponseSchema },
  thirdParties: { query: ClientIdQuerySchema, reply: ThirdPartyListSchema },
  saveThirdParty: { body: ThirdPartySaveSchema, reply: ApplicationItemSchema },
});

export const applicationApi = bindSchemas(applicationEndpoints, {
  requirement: { query: ClientIdQuerySchema, reply: SectionRecordSchema },
  saveRequirement: { body: SectionSaveSchema, reply: SectionRecordSchema },
  expense: { query: ClientIdQuerySchema, reply: SectionRecordSchema },
  saveExpense: { body: SectionSaveSchema, reply: SectionRecordSchema },
  riskProfile: { query: ClientIdQuerySchema, reply: SectionRecordSchema },
  saveRiskProfile: { body: SectionSaveSchema, reply: SectionRecordSchema },
  assets: { query: ClientIdQuerySchema, reply: AssetListSchema },
  answerAssets: { body: SectionSaveSchema, reply: ListAnswerSchema },
  createAsset: { body: AssetCreateSchema, reply: ApplicationItemSchema },
  saveAsset: { body: ItemSaveSchema, reply: ApplicationItemSchema },
  deleteAsset: { body: ItemDeleteSchema, reply: MessageResponseSchema },
  liabilities: { query: ClientIdQuerySchema, reply: LiabilityListSchema },
  answerLiabilities: { body: SectionSaveSchema, reply: ListAnswerSchema },
  createLiability: { body: LiabilityCreateSchema, reply: ApplicationItemSchema },
  saveLiability: { body: ItemSaveSchema, reply: ApplicationItemSchema },
  deleteLiability: { body: ItemDeleteSchema, reply: MessageResponseSchema },
  progress: { query: ClientIdQuerySchema, reply: ApplicationProgressSchema },
});
