import {
  DOCUMENT_SOON_STALE_DAYS,
  type DocumentFreshness,
  type DocumentValidityKind,
} from './document-requests-values';

/** A validity rule as the catalogue or the broker's extension states it. */
export interface ValidityRule {
  kind: DocumentValidityKind;
  /** For 'age': how many days old a document may be; unused for 'expiry'. */
  days: number | null;
}

/** A rule as stored: the catalogue's columns, and the broker's ('none' turns the catalogue's rule off). */
export interface StoredValidity {
  validity_kind: DocumentValidityKind | 'none' | null;
  valid_days: number | null;
}

/**
 * The rule that applies to a request: the broker's own when their extension states one ('none' meaning no rule),
 * else the catalogue's. A rule of 'age' without a positive number of days is no rule.
 */
export function effectiveValidity(catalogue: StoredValidity, extension: StoredValidity | null): ValidityRule | null {
  const source = extension && extension.validity_kind !== null ? extension : catalogue;
  if (source.validity_kind === null || source.validity_kind === 'none') return null;
  if (source.validity_kind === 'expiry') return { kind: 'expiry', days: null };
  return source.valid_days && source.valid_days > 0 ? { kind: 'age', days: source.valid_days } : null;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * A received file's freshness against its rule on `today` (YYYY-MM-DD in the business time zone):
 * - 'age': the document date may be at most `days` old; stale the day after, soon stale in the last
 *   DOCUMENT_SOON_STALE_DAYS days before that.
 * - 'expiry': the document date is the expiry; valid through that day, stale after it, soon stale within
 *   DOCUMENT_SOON_STALE_DAYS days of it.
 * 'none' when there is no rule or the file has no (valid) date.
 */
export function documentFreshness(
  rule: ValidityRule | null,
  documentDate: string | null,
  today: string,
): DocumentFreshness {
  if (!rule || !documentDate) return 'none';
  const date = dayNumber(documentDate);
  const now = dayNumber(today);
  if (Number.isNaN(date) || Number.isNaN(now)) return 'none';
  const lastValidDay = rule.kind === 'expiry' ? date : date + (rule.days ?? 0);
  if (now > lastValidDay) return 'stale';
  if (now > lastValidDay - DOCUMENT_SOON_STALE_DAYS) return 'soon-stale';
  return 'fresh';
}

/** The worst of several files' freshness (a request, a client): stale over soon-stale over fresh over none. */
export function worstFreshness(values: Iterable<DocumentFreshness>): DocumentFreshness {
  const order: DocumentFreshness[] = ['none', 'fresh', 'soon-stale', 'stale'];
  let worst: DocumentFreshness = 'none';
  for (const v of values) if (order.indexOf(v) > order.indexOf(worst)) worst = v;
  return worst;
}
