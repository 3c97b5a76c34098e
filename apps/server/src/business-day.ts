import type { ServiceContext } from './context';

/**
 * Dates where the business runs (BUSINESS_TIMEZONE): trials and grace periods end on a local date, and a
 * registration shows the day it was in Australia, not in UTC.
 */
export function businessDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Today's date (YYYY-MM-DD) in the business time zone, by the app's clock. */
export function businessToday(ctx: Pick<ServiceContext, 'now' | 'config'>): string {
  return businessDate(ctx.now(), ctx.config.businessTimeZone);
}
