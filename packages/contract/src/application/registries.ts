import type { ApplicantType } from '../clients-values';
import { ADDRESS_FIELDS } from './address';
import { ASSET_FIELDS, ASSET_QUESTION_FIELDS } from './asset';
import { COMPANY_FIELDS } from './company';
import { EMPLOYMENT_FIELDS } from './employment';
import { EXPENSE_FIELDS } from './expense';
import type { FieldData, Registry } from './field-rules';
import { LIABILITY_FIELDS, LIABILITY_QUESTION_FIELDS } from './liability';
import { OTHER_INCOME_FIELDS } from './other-income';
import { PERSON_FIELDS } from './person';
import { REQUIREMENT_FIELDS } from './requirement';
import { RISK_PROFILE_FIELDS } from './risk-profile';
import { THIRD_PARTY_FIELDS } from './third-party';
import { TRUST_FIELDS } from './trust';

/** Every registry by what it describes, so the server and the web pick one by an applicant's type or a section. */
export const APPLICANT_FIELDS: Record<ApplicantType, Registry> = {
  person: PERSON_FIELDS,
  company: COMPANY_FIELDS,
  trust: TRUST_FIELDS,
};

export const ITEM_SECTIONS = ['address', 'employment', 'other_income', 'asset', 'liability', 'third_party'] as const;
export type ItemSection = (typeof ITEM_SECTIONS)[number];
export const ITEM_FIELDS: Record<ItemSection, Registry> = {
  address: ADDRESS_FIELDS,
  employment: EMPLOYMENT_FIELDS,
  other_income: OTHER_INCOME_FIELDS,
  asset: ASSET_FIELDS,
  liability: LIABILITY_FIELDS,
  third_party: THIRD_PARTY_FIELDS,
};

/** The one-per-client pages; `section` as stored (risk_profile), the page key as routed (risk-profile). */
export const SECTIONS = ['requirement', 'expense', 'risk_profile'] as const;
export type Section = (typeof SECTIONS)[number];
export const SECTION_FIELDS: Record<Section, Registry> = {
  requirement: REQUIREMENT_FIELDS,
  expense: EXPENSE_FIELDS,
  risk_profile: RISK_PROFILE_FIELDS,
};

/**
 * The Assets and Liabilities pages: lists of items, each page with one question of its own ('Do you have any
 * assets?'), stored as a section row named after the page (one per client, like Requirements).
 */
export const LIST_PAGES = ['asset', 'liability'] as const;
export type ListPage = (typeof LIST_PAGES)[number];
export const LIST_QUESTION_FIELDS: Record<ListPage, Registry> = {
  asset: ASSET_QUESTION_FIELDS,
  liability: LIABILITY_QUESTION_FIELDS,
};
export const LIST_QUESTION_KEYS = { asset: 'has_assets', liability: 'has_liabilities' } as const satisfies Record<
  ListPage,
  string
>;
/** A 'No' refused while the page still lists items (adding one answered yes). */
export const LIST_NO_WITH_ITEMS: Record<ListPage, string> = {
  asset: 'Some assets are listed. Delete them before answering No.',
  liability: 'Some liabilities are listed. Delete them before answering No.',
};
/** What the section rows hold: the one-per-client pages and the list pages' questions. */
export type StoredSection = Section | ListPage;

/** The keys an applicant's name, email and phone come from: the client list derives its columns from them. */
export const APPLICANT_DERIVED_KEYS: Record<ApplicantType, readonly string[]> = {
  person: ['title', 'first_name', 'middle_name', 'last_name', 'preferred_name', 'email', 'phone_mobile'],
  company: ['name', 'trading_name', 'email', 'phone'],
  trust: ['name'],
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** An applicant's name as lists show it ('' when unnamed; pages show '[None]'). */
export function applicantName(type: ApplicantType, data: FieldData): string {
  if (type !== 'person') return text(data.name);
  return [text(data.first_name), text(data.last_name)].filter(Boolean).join(' ');
}
