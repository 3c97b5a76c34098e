import type { MetricName, MetricPoint } from '@brokerdesk/contract';
import { requireRole } from '../../access';
import type { Actor, ServiceContext } from '../../context';
import { earliestMetricYear, weeklySeries } from './metrics.repo';

/*
 * Weekly metric charts for administrators (docs/spec/settings-billing-admin.md §2 Metrics), in the business time zone.
 */

export async function getMetricSeries(
  ctx: ServiceContext,
  actor: Actor,
  name: MetricName,
  year: number,
): Promise<MetricPoint[]> {
  requireRole(actor, 'admin');
  return weeklySeries(ctx.db, name, year, ctx.config.businessTimeZone);
}

/** Year links on the metrics home: from the earliest year with data to the current one. */
export async function getMetricYears(ctx: ServiceContext, actor: Actor): Promise<{ years: number[] }> {
  requireRole(actor, 'admin');
  const current = yearIn(ctx.now(), ctx.config.businessTimeZone);
  const earliest = Math.min((await earliestMetricYear(ctx.db, ctx.config.businessTimeZone)) ?? current, current);
  return { years: Array.from({ length: current - earliest + 1 }, (_, i) => earliest + i) };
}

function yearIn(date: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric' }).format(date));
}
