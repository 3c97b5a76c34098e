/** Dates as Australians read them (day first: "24 Nov 2026", "05/03/1980"), in the browser's time zone. */
const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '';
}

/** The day of an instant (an ISO timestamp such as a record's created_at) in the browser's time zone: '24 Nov 2026'. */
export function formatDay(iso: string | null | undefined): string {
  return iso ? dateOnly.format(new Date(iso)) : '';
}

/** A 'YYYY-MM-DD' date, shown without shifting across time zones. */
export function formatDate(ymd: string | null | undefined): string {
  if (!ymd) return '';
  const [y, m, d] = ymd.split('-').map(Number);
  return dateOnly.format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

const dayMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' });

/** A 'YYYY-MM-DD' date as a chart label, e.g. '5 Mar' (docs/spec/settings-billing-admin.md §2 Metric charts). */
export function formatDayMonth(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return dayMonth.format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}
