import type { ApplicantType } from '../clients-values';
import type { CompletenessPage } from '../constants';
import { RESIDENTIAL_USES } from './address';
import { type FieldData, isCalendarDate, type Registry } from './field-rules';
import {
  APPLICANT_FIELDS,
  ITEM_FIELDS,
  type ItemSection,
  LIST_QUESTION_KEYS,
  type ListPage,
  SECTION_FIELDS,
  type StoredSection,
} from './registries';
import { missingKeys } from './required-keys';

/**
 * How complete each fact-find page is (each page shows its completeness and the navigation shows which
 * sections still need something). Pure, so the server's progress endpoint and the web's pages agree.
 * `missing_keys` name what is missing: `applicant.<id>.<key>`, `<section>.<itemId>.<key>`, or a section's key.
 */

export interface PageCompleteness {
  complete: boolean;
  missing: number;
  missing_keys: string[];
}

export interface CompletenessApplicant {
  id: number;
  type: ApplicantType;
  data: FieldData;
}

export interface CompletenessItem {
  id: number;
  applicant_id: number | null;
  section: ItemSection;
  kind: string;
  data: FieldData;
}

export interface CompletenessInput {
  applicants: readonly CompletenessApplicant[];
  items: readonly CompletenessItem[];
  /** The section rows' data: Requirements, Living Expenses, Risk Profile, and the list pages' questions. */
  sections: Partial<Record<StoredSection, FieldData>>;
}

/** Lenders ask for three years of address and employment history. */
export const HISTORY_MONTHS = 36;

export function pageCompleteness(missing_keys: string[]): PageCompleteness {
  return { complete: missing_keys.length === 0, missing: missing_keys.length, missing_keys };
}

/** Months at the current and previous addresses: the sum of their years and months. */
export function addressHistoryMonths(addresses: readonly { data: FieldData }[]): number {
  let months = 0;
  for (const { data } of addresses) {
    if (!RESIDENTIAL_USES.includes(data.use as never)) continue;
    const y = typeof data.years === 'number' ? data.years : 0;
    const m = typeof data.months === 'number' ? data.months : 0;
    months += y * 12 + m;
  }
  return months;
}

/** Whole calendar months from one date to a later one ('2020-01-15' to '2020-03-14' is one month). */
export function monthsBetween(start: string, end: string): number {
  const [y1, m1, d1] = start.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = end.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  return Math.max(0, months);
}

/**
 * Months covered by the employments' start to end dates (a current job runs to today). Jobs held at the same
 * time count once: the intervals are merged before they are measured.
 */
export function employmentHistoryMonths(employments: readonly { data: FieldData }[], today: string): number {
  const intervals: [string, string][] = [];
  for (const { data } of employments) {
    const start = data.start_date;
    if (typeof start !== 'string' || !isCalendarDate(start)) continue;
    const rawEnd = data.is_current === true ? today : data.end_date;
    const end = typeof rawEnd === 'string' && isCalendarDate(rawEnd) ? rawEnd : today;
    if (end > start) intervals.push([start, end < today ? end : today]);
  }
  intervals.sort((a, b) => a[0].localeCompare(b[0]));
  let months = 0;
  let current: [string, string] | null = null;
  for (const interval of intervals) {
    if (current && interval[0] <= current[1]) {
      if (interval[1] > current[1]) current[1] = interval[1];
      continue;
    }
    if (current) months += monthsBetween(current[0], current[1]);
    current = [interval[0], interval[1]];
  }
  if (current) months += monthsBetween(current[0], current[1]);
  return months;
}

function itemMissing(registry: Registry, item: CompletenessItem): string[] {
  const kind = item.section === 'address' ? String(item.data.use ?? item.kind) : item.kind;
  return missingKeys(registry, item.data, kind).map((key) => `${item.section}.${item.id}.${key}`);
}

/** One applicant's part of the profile page: its own keys, its lists, and a person's three years of history. */
export function applicantMissing(
  applicant: CompletenessApplicant,
  items: readonly CompletenessItem[],
  today: string,
): string[] {
  const own = items.filter((i) => i.applicant_id === applicant.id);
  const prefix = `applicant.${applicant.id}`;
  const missing = missingKeys(APPLICANT_FIELDS[applicant.type], applicant.data).map((key) => `${prefix}.${key}`);
  for (const item of own) {
    if (item.section === 'address' || item.section === 'employment' || item.section === 'other_income') {
      missing.push(...itemMissing(ITEM_FIELDS[item.section], item));
    }
  }
  const addresses = own.filter((i) => i.section === 'address');
  if (applicant.type === 'person') {
    if (!addresses.some((a) => a.data.use === 'current')) missing.push(`${prefix}.current_address`);
    if (addressHistoryMonths(addresses) < HISTORY_MONTHS) missing.push(`${prefix}.address_history`);
    const employments = own.filter((i) => i.section === 'employment');
    const working = applicant.data.employment_status !== 'not_working';
    if (working && employmentHistoryMonths(employments, today) < HISTORY_MONTHS) {
      missing.push(`${prefix}.employment_history`);
    }
  }
  if (applicant.type === 'company' && !addresses.some((a) => a.data.use === 'registered')) {
    missing.push(`${prefix}.registered_address`);
  }
  return missing;
}

/**
 * What the Assets or Liabilities page still needs. Listed items answer the page's question (yes), so the page needs
 * what its items miss; an empty page needs its question answered ('has_assets'), and a yes with nothing listed needs
 * an item ('asset_items'). A 'no' with nothing listed is complete.
 */
export function clientListMissing(
  section: ListPage,
  items: readonly CompletenessItem[],
  answers: FieldData = {},
): string[] {
  const own = items.filter((i) => i.section === section);
  if (own.length > 0) return own.flatMap((i) => itemMissing(ITEM_FIELDS[section], i));
  const answer = answers[LIST_QUESTION_KEYS[section]];
  if (answer === false) return [];
  return [answer === true ? `${section}_items` : LIST_QUESTION_KEYS[section]];
}

/** Every page's completeness; `today` (YYYY-MM-DD) ends current jobs. */
export function applicationProgress(
  input: CompletenessInput,
  today: string,
): Record<CompletenessPage, PageCompleteness> {
  const profile = input.applicants.flatMap((a) => applicantMissing(a, input.items, today));
  return {
    profile: pageCompleteness(profile),
    requirement: pageCompleteness(missingKeys(SECTION_FIELDS.requirement, input.sections.requirement ?? {})),
    asset: pageCompleteness(clientListMissing('asset', input.items, input.sections.asset)),
    liability: pageCompleteness(clientListMissing('liability', input.items, input.sections.liability)),
    expense: pageCompleteness(missingKeys(SECTION_FIELDS.expense, input.sections.expense ?? {})),
    'risk-profile': pageCompleteness(missingKeys(SECTION_FIELDS.risk_profile, input.sections.risk_profile ?? {})),
  };
}
