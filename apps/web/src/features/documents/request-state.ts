import type {
  DocumentFile,
  DocumentFreshness,
  DocumentRequest,
  DocumentRequestState,
} from '@brokerdesk/contract/constants';

/** How each state reads on a badge, to the broker and to the client. */
export const STATE_LABELS: Record<DocumentRequestState, { broker: string; client: string; color: string }> = {
  requested: { broker: 'Requested', client: 'Still needed', color: 'orange' },
  uploaded: { broker: 'To review', client: 'With your adviser', color: 'blue' },
  accepted: { broker: 'Accepted', client: 'Accepted', color: 'teal' },
  rejected: { broker: 'Rejected', client: 'Please upload again', color: 'red' },
  'not-applicable': { broker: 'Not applicable', client: 'Not needed', color: 'gray' },
};

export const FRESHNESS_LABELS: Record<
  Exclude<DocumentFreshness, 'fresh' | 'none'>,
  { label: string; color: string }
> = {
  'soon-stale': { label: 'Soon out of date', color: 'yellow' },
  stale: { label: 'Out of date', color: 'red' },
};

/** What the client still has to send: nothing received yet, or sent back with a reason. */
export const isMissing = (r: Pick<DocumentRequest, 'state'>) => r.state === 'requested' || r.state === 'rejected';

/** A file the client may still remove: not yet reviewed, and theirs. */
export const isRemovableByClient = (f: Pick<DocumentFile, 'review_state' | 'uploaded_by_client'>) =>
  f.review_state === 'pending' && f.uploaded_by_client;

/** A request the broker may remove: it has no accepted file (the server refuses otherwise). */
export const isRemovable = (r: Pick<DocumentRequest, 'files'>) => !r.files.some((f) => f.review_state === 'accepted');

/** The broker decides a request once it has a file waiting, or changes a decision on a request with files. */
export const hasFileToReview = (r: Pick<DocumentRequest, 'files'>) => r.files.some((f) => f.review_state === 'pending');

/** Files received and kept (not rejected), which are what the freshness flags and downloads are about. */
export const keptFiles = (r: Pick<DocumentRequest, 'files'>) => r.files.filter((f) => f.review_state !== 'rejected');

/** The worst freshness of a request's kept files: a stale payslip flags the whole request. */
export function requestFreshness(r: Pick<DocumentRequest, 'files'>): DocumentFreshness {
  const order: DocumentFreshness[] = ['stale', 'soon-stale', 'fresh', 'none'];
  const seen = new Set(keptFiles(r).map((f) => f.freshness));
  return order.find((f) => seen.has(f)) ?? 'none';
}

export interface RequestGroup {
  categoryId: number;
  categoryName: string;
  requests: DocumentRequest[];
}

/**
 * The requests grouped by the catalogue's categories (settings §3), each category in the order its first request
 * comes (the server sorts by the catalogue's order), requests by name within it.
 */
export function groupByCategory(requests: readonly DocumentRequest[]): RequestGroup[] {
  const groups = new Map<number, RequestGroup>();
  for (const r of requests) {
    let group = groups.get(r.category_id);
    if (!group) {
      group = { categoryId: r.category_id, categoryName: r.category_name, requests: [] };
      groups.set(r.category_id, group);
    }
    group.requests.push(r);
  }
  for (const g of groups.values()) g.requests.sort((a, b) => a.name.localeCompare(b.name));
  return [...groups.values()];
}

/** The counts the page's summary line reads. */
export function requestCounts(requests: readonly DocumentRequest[]) {
  return {
    missing: requests.filter(isMissing).length,
    toReview: requests.filter((r) => r.state === 'uploaded').length,
    stale: requests.filter((r) => requestFreshness(r) === 'stale').length,
  };
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

type Typed = Pick<DocumentRequest, 'name' | 'validity'>;

/** What the date a document bears is called for its type: a passport's expiry, a statement's date, a payslip's. */
export function documentDateLabel(request: Typed): string {
  if (request.validity?.kind === 'expiry') return 'Expiry date';
  if (/pay ?slip|salary/i.test(request.name)) return 'Pay date';
  if (/statement/i.test(request.name)) return 'Statement date';
  if (/notice/i.test(request.name)) return 'Notice date';
  return 'Date on the document';
}

/**
 * Why a kept file is (or soon will be) out of date, in words: "Expired 5 Mar 2026 — please upload a current passport".
 * The client is asked for a new one; the broker reads what to ask for. Null when the file is fresh or has no rule.
 */
export function freshnessReason(
  request: Typed,
  file: Pick<DocumentFile, 'freshness' | 'document_date'>,
  audience: 'broker' | 'client',
  formatDate: (ymd: string) => string,
): string | null {
  const rule = request.validity;
  if (!rule || !file.document_date || (file.freshness !== 'stale' && file.freshness !== 'soon-stale')) return null;
  const date = formatDate(file.document_date);
  const kind = request.name.toLowerCase();
  const stale = file.freshness === 'stale';
  if (rule.kind === 'expiry') {
    const what = stale ? `Expired ${date}` : `Expires ${date}`;
    const ask = audience === 'client' ? `please upload a current ${kind}` : `ask for a current ${kind}`;
    return stale ? `${what} — ${ask}` : `${what} — soon out of date`;
  }
  const label = documentDateLabel(request);
  const what = `${label} ${date}`;
  const limit = `more than ${plural(rule.days ?? 0, 'day')} ago`;
  if (!stale) return `${what} — nearly ${plural(rule.days ?? 0, 'day')} old`;
  const ask = audience === 'client' ? 'please upload a more recent one' : 'ask for a more recent one';
  return `${what}, ${limit} — ${ask}`;
}
