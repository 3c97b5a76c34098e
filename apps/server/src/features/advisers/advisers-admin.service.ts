import { pipeline, Readable } from 'node:stream';
import {
  type AdviserEditAction,
  type AdviserRow,
  type BrokerListQuery,
  MESSAGES,
  type TrialDuration,
} from '@brokerdesk/contract';
import { stringify } from 'csv-stringify';
import { requireRole } from '../../access';
import { revokeUserSessions } from '../../accounts/sessions.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../errors';
import { terminateSubscription } from '../billing';
import {
  type AdviserKind,
  type AdviserListRow,
  type Clock,
  clearBilling,
  findAdviserRow,
  iterateAdviserRows,
  listAdviserRows,
  softDeleteAdviser,
  updateFreeAccess,
  updateSuspended,
  updateTrialEnd,
} from './advisers-admin.repo';

/*
 * The administrator's broker and planner lists and their actions (docs/spec/core-and-application.md §2 Broker list,
 * docs/spec/settings-billing-admin.md §2 Planner list). One adviser core serves both kinds
 * (docs/decisions/001-adviser-core.md); every function is admin only.
 */

export type { AdviserKind };

const clockOf = (ctx: ServiceContext): Clock => ({ now: ctx.now(), timeZone: ctx.config.businessTimeZone });

function toAdviserRow(r: AdviserListRow): AdviserRow {
  const { subscription_status: _status, created_at, ...rest } = r;
  return { ...rest, created_at: created_at.toISOString() };
}

export async function listAdvisers(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  query: BrokerListQuery,
): Promise<{ rows: AdviserRow[]; total: number }> {
  requireRole(actor, 'admin');
  const { rows, total } = await listAdviserRows(ctx.db, clockOf(ctx), kind, query);
  return { rows: rows.map(toAdviserRow), total };
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
/**
 * The list's columns (docs/spec/core-and-application.md §2), with the referral split into the code and who it belonged
 * to.
 */
const CSV_COLUMNS: [string, (r: AdviserListRow) => string | number][] = [
  ['Name', (r) => `${r.first_name} ${r.last_name}`.trim()],
  ['Email', (r) => r.email],
  ['Company', (r) => r.company],
  ['Clients past month', (r) => r.recent_clients_count],
  ['Registered', (r) => r.registered_at],
  ['Trial ends', (r) => r.trial_end_date ?? ''],
  ['Paying?', (r) => yesNo(r.paying)],
  ['Referral code', (r) => r.referrer_code ?? ''],
  ['Referred by', (r) => `${r.referrer_first_name ?? ''} ${r.referrer_last_name ?? ''}`.trim()],
  ['Source', (r) => r.source ?? ''],
  ['Suspended', (r) => yesNo(r.suspended)],
  ['Free access', (r) => yesNo(r.free_access)],
  ['Recent billing date', (r) => r.recent_billing_date ?? ''],
];

/**
 * A spreadsheet runs a cell starting with one of these as a formula; a leading quote makes it text
 * (docs/engineering-guide.md §6).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutraliseCell = (v: string | number) => (typeof v === 'string' && FORMULA_START.test(v) ? `'${v}` : v);

async function* csvRecords(db: Db, clock: Clock, kind: AdviserKind) {
  for await (const row of iterateAdviserRows(db, clock, kind)) {
    yield CSV_COLUMNS.map(([, value]) => neutraliseCell(value(row)));
  }
}

const ymdIn = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Every live adviser of the kind as a streamed CSV; memory stays at one batch of rows whatever the count. */
export async function exportAdvisersCsv(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
): Promise<{ filename: string; stream: Readable }> {
  requireRole(actor, 'admin');
  const clock = clockOf(ctx);
  await recordActivity(ctx.db, { action: 'advisers_exported', actorUserId: actor.userId, detail: { kind } });
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents).
  const csv = stringify({ header: true, columns: CSV_COLUMNS.map(([header]) => header), bom: true });
  // pipeline destroys the CSV stream when reading fails, so the download aborts instead of ending short, and
  // stops reading when the client goes away; the error itself reaches whoever consumes `csv`.
  pipeline(Readable.from(csvRecords(ctx.db, clock, kind)), csv, () => {});
  return { filename: `BrokerDesk-${kind}s-${ymdIn(clock.now, clock.timeZone)}.csv`, stream: csv };
}

/** Applies one change to a live adviser of the kind with its audit entry, then answers the fresh row. */
async function changeAdviser(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number,
  action: string,
  detail: Record<string, unknown>,
  update: (db: Db, clock: Clock) => Promise<boolean>,
): Promise<AdviserRow> {
  const clock = clockOf(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await update(tx, clock))) throw notFound();
    await recordActivity(tx, { action, actorUserId: actor.userId, adviserId: id, detail: { kind, ...detail } });
  });
  const row = await findAdviserRow(ctx.db, clock, kind, id);
  if (!row) throw notFound();
  return toAdviserRow(row);
}

export async function setFreeAccess(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number,
  freeAccess: boolean,
) {
  requireRole(actor, 'admin');
  return changeAdviser(ctx, actor, kind, id, 'adviser_free_access', { freeAccess }, (db, c) =>
    updateFreeAccess(db, kind, id, freeAccess, c.now),
  );
}

export async function setSuspended(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number,
  suspended: boolean,
) {
  requireRole(actor, 'admin');
  return changeAdviser(ctx, actor, kind, id, 'adviser_suspended', { suspended }, (db, c) =>
    updateSuspended(db, kind, id, suspended, c.now),
  );
}

const UPDATE_FAILED: Record<AdviserKind, string> = {
  broker: MESSAGES.brokerUpdateFailed,
  planner: MESSAGES.plannerUpdateFailed,
};

/**
 * docs/spec/core-and-application.md §7 `edit/{id}?action=`: free-access carries `freeAccess`, suspended carries
 * `suspended`.
 */
export async function editAdviser(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number,
  action: AdviserEditAction,
  body: { freeAccess?: boolean; suspended?: boolean },
): Promise<AdviserRow> {
  requireRole(actor, 'admin');
  if (action === 'free-access') {
    if (typeof body.freeAccess !== 'boolean') throw invalid(MESSAGES.freeAccessFailed, 'freeAccess');
    return setFreeAccess(ctx, actor, kind, id, body.freeAccess);
  }
  if (typeof body.suspended !== 'boolean') throw invalid(UPDATE_FAILED[kind], 'suspended');
  return setSuspended(ctx, actor, kind, id, body.suspended);
}

export async function extendTrial(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number,
  duration: TrialDuration,
): Promise<AdviserRow> {
  requireRole(actor, 'admin');
  return changeAdviser(ctx, actor, kind, id, 'adviser_trial_changed', { duration }, (db, c) =>
    updateTrialEnd(db, c, kind, id, duration),
  );
}

/**
 * Ends the adviser's billing: the provider's subscription is cancelled at once (the plan moves to Free), then the
 * billing fields are cleared. Nothing billed, or a planner, answers 409 'Feature is not ready yet.'.
 */
export async function terminateBilling(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number,
): Promise<AdviserRow> {
  requireRole(actor, 'admin');
  const current = await findAdviserRow(ctx.db, clockOf(ctx), kind, id);
  if (!current) throw notFound();
  // docs/spec/settings-billing-admin.md §4, §8: planners always, brokers with no billing date: 'Feature is not ready yet.'
  if (kind === 'planner' || (current.recent_billing_date === null && !current.paying)) {
    throw conflict(MESSAGES.billingNotReady);
  }
  await terminateSubscription(ctx, id);
  return changeAdviser(ctx, actor, kind, id, 'adviser_billing_terminated', {}, (db, c) =>
    clearBilling(db, kind, id, c.now),
  );
}

/** Soft delete: the adviser leaves every list, their sessions end and neither they nor their clients sign in. */
export async function deleteAdviser(ctx: ServiceContext, actor: Actor, kind: AdviserKind, id: number): Promise<void> {
  requireRole(actor, 'admin');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const userId = await softDeleteAdviser(tx, kind, id, now);
    if (userId === undefined) throw notFound();
    await revokeUserSessions(tx, userId, now);
    await recordActivity(tx, { action: 'adviser_deleted', actorUserId: actor.userId, adviserId: id, detail: { kind } });
  });
}
