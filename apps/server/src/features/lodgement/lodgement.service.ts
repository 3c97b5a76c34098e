import {
  LODGEMENT_AGGREGATOR_IDS,
  type LodgementStatus,
  REPORT_LODGEMENT_MESSAGES as M,
  MESSAGES,
} from '@brokerdesk/contract';
import { currentPlan, isInTrial } from '../../accounts/plan-access';
import { businessToday } from '../../business-day';
import { type AdviserRecord, requireClientAccess } from '../../client-access';
import type { Actor, ServiceContext } from '../../context';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { loadApplicationSnapshot } from '../reports';
import type { LodgementAdapter } from './adapters/adapter';
import { httpLodgementAdapter } from './adapters/http';
import { findLodgement, type LodgementRow, queueLodgement } from './lodgement.repo';
import { lodgementMissing } from './lodgement-payload';

export const LODGEMENT_JOB = 'lodgement-upload';
export const HTTP_TARGET = 'http';

/** The adapter of the configured lodgement system, or null when LODGEMENT_URL is not set. */
export function configuredAdapter(ctx: ServiceContext): LodgementAdapter | null {
  return ctx.config.lodgementUrl ? httpLodgementAdapter(ctx.config.lodgementUrl) : null;
}

/** The broker's lodgement option is on: a lodgement aggregator (docs/spec/settings-billing-admin.md §6). */
const optionOn = (a: AdviserRecord) =>
  a.aggregator_id !== null && (LODGEMENT_AGGREGATOR_IDS as readonly number[]).includes(a.aggregator_id);

/** settings §1: a Pro feature (trial and free access include it); a suspended broker has it locked. */
function planAllows(ctx: ServiceContext, a: AdviserRecord, actor: Actor): boolean {
  if (actor.isAdmin) return true;
  if (a.suspended) return false;
  const today = businessToday(ctx);
  return a.free_access || isInTrial(a, today) || currentPlan(a, today) === 'pro';
}

const isConfigured = (a: AdviserRecord) =>
  Boolean(a.lodge_user) && a.lodge_pass_enc !== null && a.lodge_api_key_enc !== null && a.lodge_api_token_enc !== null;

function toStatus(
  row: LodgementRow | null,
  gates: Pick<LodgementStatus, 'option_on' | 'allowed' | 'configured' | 'missing'>,
): LodgementStatus {
  return {
    ...gates,
    state: row && !(row.state === 'done' && row.lodged_at === null) ? row.state : 'none',
    step: row?.step ?? 'preparing',
    documents_sent: row?.documents_sent ?? 0,
    documents_total: row?.documents_total ?? 0,
    remote_reference: row?.remote_reference ?? null,
    remote_url: row?.remote_url ?? null,
    error: row?.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    lodged_at: row?.lodged_at?.toISOString() ?? null,
  };
}

async function gatesOf(ctx: ServiceContext, actor: Actor, clientId: number) {
  const access = await requireClientAccess(ctx, actor, clientId, { adviserOnly: true });
  const snapshot = await loadApplicationSnapshot(ctx.db, clientId);
  if (!snapshot) throw notFound();
  return {
    access,
    gates: {
      option_on: optionOn(access.adviser),
      allowed: planAllows(ctx, access.adviser, actor),
      configured: isConfigured(access.adviser),
      missing: lodgementMissing(snapshot),
    },
  };
}

/** The Upload page: whether it may run, what is missing, and the last or current upload's progress. */
export async function getLodgementStatus(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
): Promise<LodgementStatus> {
  const { gates } = await gatesOf(ctx, actor, clientId);
  return toStatus(await findLodgement(ctx.db, clientId, HTTP_TARGET), gates);
}

/**
 * Starts the upload as a job. Refused before anything is sent when the option is off, the plan does not include it,
 * the credentials are not all stored or the application lacks what the lodgement system needs (the list says what).
 * A second start while one is queued or running answers the running one (no second job).
 */
export async function startLodgement(ctx: ServiceContext, actor: Actor, clientId: number): Promise<LodgementStatus> {
  const { access, gates } = await gatesOf(ctx, actor, clientId);
  if (!gates.option_on) throw forbidden(M.lodgementOptionOff);
  if (!gates.allowed) throw forbidden(MESSAGES.planFeatureLocked);
  if (!configuredAdapter(ctx)) throw conflict(M.lodgementNotAvailable);
  if (!gates.configured) throw invalid(M.lodgementNotConfigured);
  if (gates.missing.length) throw invalid(M.lodgementIncomplete);
  const queued = await queueLodgement(ctx.db, {
    adviserId: access.client.adviser_id,
    clientId,
    target: HTTP_TARGET,
    userId: actor.userId,
    now: ctx.now(),
  });
  if (queued) await ctx.jobs.send(LODGEMENT_JOB, { lodgementId: queued.id });
  return toStatus(queued ?? (await findLodgement(ctx.db, clientId, HTTP_TARGET)), gates);
}
