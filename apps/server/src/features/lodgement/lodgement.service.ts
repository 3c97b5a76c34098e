import {
  applicationProgress,
  type CompletenessInput,
  type LodgementStatus,
  REPORT_LODGEMENT_MESSAGES as M,
} from '@brokerdesk/contract';
import { type AdviserRecord, isLodgementOptionOn, mayLodge, requireAccess } from '../../access';
import { businessToday } from '../../business-day';
import type { Actor, ServiceContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import { type ApplicationSnapshot, loadApplicationSnapshot } from '../reports';
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

const isConfigured = (a: AdviserRecord) =>
  Boolean(a.lodge_user) && a.lodge_pass_enc !== null && a.lodge_api_key_enc !== null && a.lodge_api_token_enc !== null;

function toStatus(
  row: LodgementRow | null,
  gates: Pick<LodgementStatus, 'option_on' | 'allowed' | 'configured' | 'missing' | 'unanswered'>,
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

/** The Upload page's gates, as the status shows them; starting asks the access module's `lodge` need (decision 021). */
async function gatesOf(ctx: ServiceContext, actor: Actor, clientId: number, need: 'adviser-only' | 'lodge') {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, need);
  const snapshot = await loadApplicationSnapshot(ctx.db, clientId);
  if (!snapshot) throw notFound();
  return {
    access,
    gates: {
      option_on: isLodgementOptionOn(access.adviser),
      allowed: mayLodge(ctx, actor, access.adviser),
      configured: isConfigured(access.adviser),
      missing: lodgementMissing(snapshot),
      unanswered: unansweredAnswers(snapshot, businessToday(ctx)),
    },
  };
}

/** The fact-find's missing answers over every page, by the contract's one completeness rule. */
function unansweredAnswers(snapshot: ApplicationSnapshot, today: string): number {
  const sections: CompletenessInput['sections'] = {};
  for (const [key, section] of Object.entries(snapshot.sections)) {
    if (section) sections[key as keyof typeof snapshot.sections] = section.data;
  }
  const pages = applicationProgress({ applicants: snapshot.applicants, items: snapshot.items, sections }, today);
  return Object.values(pages).reduce((n, page) => n + page.missing, 0);
}

/** The Upload page: whether it may run, what is missing, and the last or current upload's progress. */
export async function getLodgementStatus(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
): Promise<LodgementStatus> {
  const { gates } = await gatesOf(ctx, actor, clientId, 'adviser-only');
  return toStatus(await findLodgement(ctx.db, clientId, HTTP_TARGET), gates);
}

/**
 * Starts the upload as a job. Refused before anything is sent when the option is off, the plan does not include it,
 * the credentials are not all stored or the application lacks what the lodgement system needs (the list says what).
 * A second start while one is queued or running answers the running one (no second job).
 */
export async function startLodgement(ctx: ServiceContext, actor: Actor, clientId: number): Promise<LodgementStatus> {
  // The access module refuses an option that is off and a plan without it (403), before anything else is said.
  const { access, gates } = await gatesOf(ctx, actor, clientId, 'lodge');
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
