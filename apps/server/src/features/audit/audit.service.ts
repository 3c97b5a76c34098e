import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type AuditEvent, type AuditFilter, type AuditListQuery, auditTypeLabel } from '@brokerdesk/contract';
import { stringify } from 'csv-stringify';
import { auditScopeOf } from '../../access';
import { type AuditRow, iterateAuditEvents, listAuditEvents, recordAuditEvent } from '../../audit';
import type { Actor, RequestMeta, ServiceContext } from '../../context';

/** The firm-wide audit (decision 044): the one event store, filtered, paged and exported. */

function toEvent(r: AuditRow): AuditEvent {
  return {
    id: r.id,
    type: r.action,
    at: r.created_at.toISOString(),
    actor:
      r.actor_id === null
        ? null
        : {
            id: r.actor_id,
            name: `${r.actor_first_name ?? ''} ${r.actor_last_name ?? ''}`.trim() || (r.actor_email ?? ''),
            email: r.actor_email ?? '',
            role: r.actor_role ?? '',
          },
    client_id: r.client_id,
    client_name: r.client_deleted_at === null ? (r.client_name ?? null) : null,
    adviser_id: r.adviser_id,
    ip: r.ip,
    detail: r.detail,
  };
}

export async function listAudit(ctx: ServiceContext, actor: Actor, query: AuditListQuery) {
  const scope = await auditScopeOf(ctx, actor, query);
  const { rows, total } = await listAuditEvents(ctx.db, scope, query, ctx.config.businessTimeZone);
  return { events: rows.map(toEvent), total };
}

/** Spreadsheets run a cell starting with these as a formula (docs/engineering-guide.md §6): it is quoted as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
const cell = (v: string) => (FORMULA_START.test(v) ? `'${v}` : v);

const CSV_COLUMNS = ['Time (UTC)', 'Type', 'Event', 'Person', 'Email', 'Role', 'Client id', 'Client', 'IP', 'Detail'];

async function* csvRecords(rows: AsyncIterable<AuditRow>) {
  for await (const row of rows) {
    const e = toEvent(row);
    yield [
      e.at,
      e.type,
      auditTypeLabel(e.type),
      e.actor?.name ?? '',
      e.actor?.email ?? '',
      e.actor?.role ?? '',
      e.client_id === null ? '' : String(e.client_id),
      e.client_name ?? '',
      e.ip ?? '',
      e.detail ? JSON.stringify(e.detail) : '',
    ].map(cell);
  }
}

/** The filter's events as a streamed CSV (csv-stringify); the export itself is an audit event. */
export async function exportAudit(
  ctx: ServiceContext,
  actor: Actor,
  filter: AuditFilter,
  meta: RequestMeta,
): Promise<{ filename: string; stream: Readable }> {
  const scope = await auditScopeOf(ctx, actor, filter);
  await recordAuditEvent(ctx.db, {
    action: 'audit_exported',
    actorUserId: actor.userId,
    adviserId: actor.adviserId,
    clientId: filter.clientId ?? null,
    detail: { ...filter },
    ip: meta.ip,
  });
  const csv = stringify({ header: true, columns: CSV_COLUMNS, bom: true });
  const rows = iterateAuditEvents(ctx.db, scope, filter, ctx.config.businessTimeZone);
  // A failed read destroys the CSV stream, so the download aborts instead of ending short.
  pipeline(Readable.from(csvRecords(rows)), csv).catch(() => {});
  return { filename: `BrokerDesk-audit-${ctx.now().toISOString().slice(0, 10)}.csv`, stream: csv };
}
