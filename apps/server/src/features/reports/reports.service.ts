import {
  ApiError,
  MESSAGES,
  REPORT_LODGEMENT_MESSAGES,
  REPORT_TOKEN_MINUTES,
  type ReportToken,
} from '@brokerdesk/contract';
import { linkHolderActor, mayUseStrategies, requireAccess } from '../../access';
import { hashToken, newToken } from '../../accounts/tokens';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { serviceabilityOf, strategiesOf } from './advice';
import { answersOf, reviewChanges } from './review-changes';
import { type ApplicationSnapshot, loadApplicationSnapshot } from './application-snapshot.repo';
import { renderReport, type ReviewSection } from './report-pdf';
import {
  consumeReportToken,
  deleteOldReportTokens,
  findClientReview,
  insertReportToken,
  readAssessmentNotes,
  writeAssessmentNotes,
} from './reports.repo';

/** A report link that does not open: answered with a page, not JSON, as it is opened in a browser tab. */
export class ReportLinkError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly title: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * View Report's link (decision 021): the adviser (or an administrator) asks for a token bound to this client and to
 * themself, usable once within REPORT_TOKEN_MINUTES. A locked adviser is refused with the upgrade message
 * (docs/spec/core-and-application.md §4). With a review, the link opens that annual review's report (its changes
 * since last year first); another client's review answers 404.
 */
export async function issueReportToken(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  reviewId?: number,
): Promise<ReportToken> {
  if (reviewId === undefined) await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'report');
  else await requireAccess(ctx, actor, { kind: 'review', id: reviewId, clientId }, 'report');
  const now = ctx.now();
  const { token, hash } = newToken();
  const expires = new Date(now.getTime() + REPORT_TOKEN_MINUTES * 60_000);
  await deleteOldReportTokens(ctx.db, new Date(now.getTime() - 86_400_000));
  await insertReportToken(ctx.db, {
    token_hash: hash,
    client_id: clientId,
    user_id: actor.userId,
    expires_at: expires,
    review_id: reviewId ?? null,
  });
  return {
    token,
    url: `/api/report/preview/${clientId}?token=${encodeURIComponent(token)}`,
    expires_at: expires.toISOString(),
  };
}

const linkGone = () =>
  new ReportLinkError(401, REPORT_LODGEMENT_MESSAGES.reportLinkTitle, REPORT_LODGEMENT_MESSAGES.reportLinkInvalid);

/**
 * Opens the report with a link token: it must be this client's, unused and unexpired, and the user it was issued to
 * must still see the client with the report unlocked. Answers the snapshot to render, and the review's changes when
 * the link is an annual review's.
 */
export async function openReport(
  ctx: ServiceContext,
  clientId: number,
  token: string | undefined,
  ip: string,
): Promise<{ snapshot: ApplicationSnapshot; review: ReviewSection | null }> {
  if (!token) throw linkGone();
  const now = ctx.now();
  const used = await consumeReportToken(ctx.db, hashToken(token), clientId, now);
  if (!used) throw linkGone();
  const [holder, snapshot] = await Promise.all([
    linkHolderActor(ctx, used.user_id),
    loadApplicationSnapshot(ctx.db, clientId),
  ]);
  if (!holder || !snapshot) throw linkGone();
  await requireReportLink(ctx, holder, clientId);
  const review = used.review_id === null ? null : await findClientReview(ctx.db, used.review_id, clientId);
  if (used.review_id !== null && !review) throw linkGone();
  await recordActivity(ctx.db, {
    action: 'report_viewed',
    actorUserId: holder.userId,
    adviserId: snapshot.client.adviser_id,
    clientId,
    ip,
    ...(review ? { detail: { review_id: review.id } } : {}),
  });
  return {
    snapshot,
    review: review && {
      dueOn: review.due_on,
      startedAt: review.started_at,
      confirmedAt: review.confirmed_at,
      changes: reviewChanges(review.snapshot, answersOf(snapshot)),
    },
  };
}

/** The gate of View Report for the link's holder, its refusals as the pages a browser tab shows. */
async function requireReportLink(ctx: ServiceContext, holder: Actor, clientId: number): Promise<void> {
  try {
    await requireAccess(ctx, holder, { kind: 'client', id: clientId }, 'report');
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.code === 'forbidden' && err.message === MESSAGES.planFeatureLocked) {
      throw new ReportLinkError(403, 'View Report is locked', MESSAGES.planFeatureLocked);
    }
    // Another's client, or a holder who is no longer its adviser: the link does not open.
    throw linkGone();
  }
}

const DRAWABLE = new Set(['image/png', 'image/jpeg']);

/** The report of an opened snapshot as a PDF stream, with the broker's logo when pdfkit can draw it. */
export async function reportPdf(
  ctx: ServiceContext,
  snapshot: ApplicationSnapshot,
  review: ReviewSection | null = null,
): Promise<PDFKit.PDFDocument> {
  let logo: Buffer | null = null;
  if (snapshot.logo && DRAWABLE.has(snapshot.logo.content_type)) {
    const stored = await ctx.storage.get(snapshot.logo.storage_key);
    if (stored) {
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      logo = Buffer.concat(chunks);
    }
  }
  const [serviceability, strategies] = await Promise.all([
    serviceabilityOf(ctx, snapshot),
    mayUseStrategies(ctx, null, snapshot.adviser) ? strategiesOf(ctx, snapshot) : null,
  ]);
  const chosen = strategies?.strategies.filter((st) => st.chosen) ?? [];
  return renderReport(snapshot, {
    now: ctx.now(),
    timeZone: ctx.config.businessTimeZone,
    logo,
    advice: { serviceability, strategies: chosen },
    review,
  });
}

/** The broker's notes for the report's Serviceability: the adviser's own, never the client's to read. */
export async function getAssessmentNotes(ctx: ServiceContext, actor: Actor, clientId: number) {
  await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  const row = await readAssessmentNotes(ctx.db, clientId);
  if (!row) throw notFound();
  return { notes: row.notes, updated_at: row.notes ? row.updated_at.toISOString() : null };
}

export async function saveAssessmentNotes(ctx: ServiceContext, actor: Actor, clientId: number, notes: string) {
  await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  await writeAssessmentNotes(ctx.db, clientId, notes, ctx.now());
  return getAssessmentNotes(ctx, actor, clientId);
}
