import {
  APPLICANT_FIELDS,
  type ApplicationPage,
  ITEM_FIELDS,
  type ItemSection,
  LIST_QUESTION_FIELDS,
  type Registry,
  type ReviewChange,
  SECTION_FIELDS,
} from '@brokerdesk/contract';
import type { ReviewAnswers } from '../../db/schema';
import { sameValue } from '../../field-values';
import type { ApplicationSnapshot } from './application-snapshot.repo';
import { fieldText, type ValueNames } from './report-format';
import { assetLabel, snapshotNames } from './report-names';

/*
 * What an annual review changed (docs/decisions/041-annual-reviews.md): every answer of the application now compared
 * with the one kept when the review started, key by key and row by row (by id), each change with both values as the
 * report prints them. A list row added or removed is one change of its own.
 */

type Applicant = ReviewAnswers['applicants'][number];
type Item = ReviewAnswers['items'][number];
type SectionName = keyof ReviewAnswers['sections'];

const APPLICANT_LABEL = { person: 'Applicant', company: 'Company', trust: 'Trust' } as const;
const ITEM_LABEL: Record<ItemSection, string> = {
  address: 'Address',
  employment: 'Employment',
  other_income: 'Other income',
  asset: 'Asset',
  liability: 'Liability',
  third_party: 'Contact',
};
const ITEM_PAGE: Record<ItemSection, ApplicationPage> = {
  address: 'profile',
  employment: 'profile',
  other_income: 'profile',
  asset: 'asset',
  liability: 'liability',
  third_party: 'profile',
};
const SECTION_LABEL: Record<SectionName, string> = {
  requirement: 'Requirements',
  expense: 'Living expenses',
  risk_profile: 'Risk profile',
  asset: 'Assets',
  liability: 'Liabilities',
};
const SECTION_PAGE: Record<SectionName, ApplicationPage> = {
  requirement: 'requirement',
  expense: 'expense',
  risk_profile: 'risk-profile',
  asset: 'asset',
  liability: 'liability',
};
const SECTION_REGISTRY: Record<SectionName, Registry> = {
  ...SECTION_FIELDS,
  asset: LIST_QUESTION_FIELDS.asset,
  liability: LIST_QUESTION_FIELDS.liability,
};

/** The answers of a loaded application, in the shape a review keeps. */
export function answersOf(s: Pick<ApplicationSnapshot, 'applicants' | 'items' | 'sections'>): ReviewAnswers {
  const sections: ReviewAnswers['sections'] = {};
  for (const [name, row] of Object.entries(s.sections)) {
    if (row) sections[name as SectionName] = row.data;
  }
  return { applicants: s.applicants, items: s.items, sections };
}

/** A value as the report prints it; a value the report has no words for (a nested record) as its JSON. */
function valueText(registry: Registry, key: string, value: unknown, names: ValueNames): string {
  const spec = registry[key];
  if (!spec) return '';
  const text = fieldText(spec, value, names);
  if (text === '' && value !== null && value !== undefined && typeof value === 'object') return JSON.stringify(value);
  return text;
}

function itemWhere(item: Item, names: ValueNames): string {
  if (item.section === 'asset') return `${ITEM_LABEL.asset}: ${assetLabel(item)}`;
  if (item.section === 'liability' || item.section === 'third_party') {
    return item.kind ? `${ITEM_LABEL[item.section]}: ${item.kind}` : ITEM_LABEL[item.section];
  }
  return item.applicant_id !== null
    ? `${ITEM_LABEL[item.section]} of ${names.applicant(item.applicant_id)}`
    : ITEM_LABEL[item.section];
}

/** A row's one-line summary, for a row added or removed: its first answers, as printed. */
function summaryOf(registry: Registry, data: Record<string, unknown>, names: ValueNames, kind = ''): string {
  const parts: string[] = [];
  for (const [key, spec] of Object.entries(registry)) {
    if (spec.kinds && kind && !spec.kinds.includes(kind)) continue;
    const text = valueText(registry, key, data[key], names);
    if (text) parts.push(text);
    if (parts.length === 3) break;
  }
  return parts.join(', ') || 'No answers';
}

interface Row {
  page: ApplicationPage;
  where: string;
  registry: Registry;
  kind: string;
  data: Record<string, unknown>;
  /** How the row reads when added or removed as a whole; its first answers when not given. */
  summary?: string;
}

function compareRows(before: Row | undefined, after: Row | undefined, was: ValueNames, now: ValueNames) {
  const out: ReviewChange[] = [];
  if (before && after) {
    for (const [key, spec] of Object.entries(after.registry)) {
      const old = before.data[key] ?? null;
      const value = after.data[key] ?? null;
      if (sameValue(old, value)) continue;
      out.push({
        page: after.page,
        where: after.where,
        key,
        label: spec.label,
        old: valueText(before.registry, key, old, was),
        new: valueText(after.registry, key, value, now),
      });
    }
  } else if (after) {
    out.push({
      page: after.page,
      where: after.where,
      key: '',
      label: 'Added',
      old: '',
      new: after.summary ?? summaryOf(after.registry, after.data, now, after.kind),
    });
  } else if (before) {
    out.push({
      page: before.page,
      where: before.where,
      key: '',
      label: 'Removed',
      old: before.summary ?? summaryOf(before.registry, before.data, was, before.kind),
      new: '',
    });
  }
  return out;
}

function applicantRow(a: Applicant, names: ValueNames): Row {
  return {
    page: 'profile',
    where: `${APPLICANT_LABEL[a.type]}: ${names.applicant(a.id)}`,
    registry: APPLICANT_FIELDS[a.type],
    kind: '',
    data: a.data,
    summary: names.applicant(a.id),
  };
}
function itemRow(i: Item, names: ValueNames): Row {
  return {
    page: ITEM_PAGE[i.section],
    where: itemWhere(i, names),
    registry: ITEM_FIELDS[i.section],
    kind: i.kind,
    data: i.data,
  };
}

function byId<T extends { id: number }>(list: readonly T[]): Map<number, T> {
  return new Map(list.map((x) => [x.id, x]));
}

/** Every answer that differs between last year's answers and this year's, in the application's order. */
export function reviewChanges(before: ReviewAnswers, after: ReviewAnswers): ReviewChange[] {
  const was = snapshotNames(before);
  const now = snapshotNames(after);
  const changes: ReviewChange[] = [];
  const pair = <T extends { id: number }>(
    old: readonly T[],
    current: readonly T[],
    row: (x: T, n: ValueNames) => Row,
  ) => {
    const oldById = byId(old);
    const currentIds = new Set(current.map((x) => x.id));
    for (const x of current) {
      const prior = oldById.get(x.id);
      changes.push(...compareRows(prior && row(prior, was), row(x, now), was, now));
    }
    for (const x of old) if (!currentIds.has(x.id)) changes.push(...compareRows(row(x, was), undefined, was, now));
  };
  pair(before.applicants, after.applicants, applicantRow);
  const sectionNames = Object.keys(SECTION_LABEL) as SectionName[];
  for (const name of sectionNames) {
    const old = before.sections[name];
    const current = after.sections[name];
    if (!old && !current) continue;
    const row = (data: Record<string, unknown>): Row => ({
      page: SECTION_PAGE[name],
      where: SECTION_LABEL[name],
      registry: SECTION_REGISTRY[name],
      kind: '',
      data,
    });
    // A page never saved is a page of no answers: its first answers are changes, not a row added.
    changes.push(...compareRows(row(old ?? {}), row(current ?? {}), was, now));
  }
  pair(before.items, after.items, itemRow);
  return changes;
}
