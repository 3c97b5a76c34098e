import { CentsSchema, COUNTRIES, type FieldSpec, formatPhone, type Owner } from '@brokerdesk/contract';

/**
 * How the report writes values (decision 021): amounts in AUD with thousands separators, dates in the Australian
 * format (DD/MM/YYYY), choices by their labels, references to other rows by their names.
 */
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const audWhole = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

/** $1,234.56 from integer cents; whole dollars drop the cents ($450,000) unless `cents` is asked for. */
export function formatAud(cents: number, opts: { cents?: boolean } = {}): string {
  const dollars = cents / 100;
  if (!opts.cents && Number.isInteger(dollars)) return audWhole.format(dollars);
  return aud.format(dollars);
}

/** A calendar date (YYYY-MM-DD) as 25/12/2026. */
export function formatDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

/** An instant as the business time zone's date: 25/12/2026. */
export function formatInstantDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
}

/** An instant with its time: 25/12/2026, 2:05 pm. */
export function formatInstant(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

export interface ValueNames {
  applicant(id: number): string;
  asset(id: number): string;
}

const countryName = new Map(COUNTRIES.map((c) => [c.id, c.name]));

/** A stored answer as the report prints it; '' for no answer (the caller leaves the line out). */
export function fieldText(spec: FieldSpec, value: unknown, names: ValueNames): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (spec.options) {
    const option = spec.options.find((o) => o.value === value);
    if (option) return option.label;
  }
  if (spec.format === 'phone' && typeof value === 'string') return formatPhone(value);
  if (spec.ref === 'owners' && Array.isArray(value)) {
    return (value as Owner[])
      .map((o) => `${names.applicant(o.applicant_id)} (${Number(o.share_percent.toFixed(2))}%)`)
      .join(', ');
  }
  if (spec.ref === 'person_ids' && Array.isArray(value))
    return value.map((id) => names.applicant(Number(id))).join(', ');
  if (spec.ref === 'trustee' && typeof value === 'number') return names.applicant(value);
  if (spec.ref === 'asset_id' && typeof value === 'number') return names.asset(value);
  if (spec.schema === CentsSchema && typeof value === 'number') return formatAud(value);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') {
    if (spec.label.startsWith('Country') || spec.label === 'Citizenship')
      return countryName.get(value) ?? String(value);
    return spec.label.includes('%') ? `${value}%` : value.toLocaleString('en-AU');
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? formatDate(trimmed) : trimmed;
  }
  return '';
}
