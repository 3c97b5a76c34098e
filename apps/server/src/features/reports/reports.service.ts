import { MESSAGES, REPORT_LODGEMENT_MESSAGES, REPORT_TOKEN_MINUTES, type ReportToken } from '@brokerdesk/contract';
import { isAdministrator } from '../../accounts/administrators';
import { hasPaidFeatures } from '../../accounts/plan-access';
import { hashToken, newToken } from '../../accounts/tokens';
import { findLiveUserById } from '../../accounts/users.repo';
import { recordActivity } from '../../audit/activity.repo';
import { businessToday } from '../../business-day';
import { requireClientAccess } from '../../client-access';
import type { Actor, ServiceContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { type ApplicationSnapshot, loadApplicationSnapshot } from './application-snapshot.repo';
import { renderReport } from './report-pdf';
import {
  consumeReportToken,
  deleteOldReportTokens,
  findAdviserIdOfUser,
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
 * (docs/spec/core-and-application.md §4).
 */
export async function issueReportToken(ctx: ServiceContext, actor: Actor, clientId: number): Promise<ReportToken> {
  const access = await requireClientAccess(ctx, actor, clientId, { adviserOnly: true });
  if (access.locked && !actor.isAdmin) throw forbidden(MESSAGES.planFeatureLocked);
  const now = ctx.now();
  const { token, hash } = newToken();
  const expires = new Date(now.getTime() + REPORT_TOKEN_MINUTES * 60_000);
  await deleteOldReportTokens(ctx.db, new Date(now.getTime() - 86_400_000));
  await insertReportToken(ctx.db, {
    token_hash: hash,
    client_id: clientId,
    user_id: actor.userId,
    expires_at: expires,
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
 * must still see the client with the report unlocked. Answers the snapshot to render.
 */
export async function openReport(
  ctx: ServiceContext,
  clientId: number,
  token: string | undefined,
  ip: string,
): Promise<ApplicationSnapshot> {
  if (!token) throw linkGone();
  const now = ctx.now();
  const used = await consumeReportToken(ctx.db, hashToken(token), clientId, now);
  if (!used) throw linkGone();
  const user = await findLiveUserById(ctx.db, used.user_id);
  const snapshot = await loadApplicationSnapshot(ctx.db, clientId);
  if (!user || !snapshot) throw linkGone();
  const isAdmin = isAdministrator(user, ctx.config.adminEmails);
  if (!isAdmin) {
    const adviserId = await findAdviserIdOfUser(ctx.db, user.id);
    if (adviserId !== snapshot.client.adviser_id) throw linkGone();
    if (!hasPaidFeatures(snapshot.adviser, businessToday(ctx))) {
      throw new ReportLinkError(403, 'View Report is locked', MESSAGES.planFeatureLocked);
    }
  }
  await recordActivity(ctx.db, {
    action: 'report_viewed',
    actorUserId: user.id,
    adviserId: snapshot.client.adviser_id,
    clientId,
    ip,
  });
  return snapshot;
}

const DRAWABLE = new Set(['image/png', 'image/jpeg']);

/** The report of an opened snapshot as a PDF stream, with the broker's logo when pdfkit can draw it. */
export async function reportPdf(ctx: ServiceContext, snapshot: ApplicationSnapshot): Promise<PDFKit.PDFDocument> {
  let logo: Buffer | null = null;
  if (snapshot.logo && DRAWABLE.has(snapshot.logo.content_type)) {
    const stored = await ctx.storage.get(snapshot.logo.storage_key);
    if (stored) {
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      logo = Buffer.concat(chunks);
    }
  }
  return renderReport(snapshot, { now: ctx.now(), timeZone: ctx.config.businessTimeZone, logo });
}

/** The broker's notes for the report's Preliminary assessment: the adviser's own, never the client's to read. */
export async function getAssessmentNotes(ctx: ServiceContext, actor: Actor, clientId: number) {
  await requireClientAccess(ctx, actor, clientId, { adviserOnly: true });
  const row = await readAssessmentNotes(ctx.db, clientId);
  if (!row) throw notFound();
  return { notes: row.notes, updated_at: row.notes ? row.updated_at.toISOString() : null };
}

export async function saveAssessmentNotes(ctx: ServiceContext, actor: Actor, clientId: number, notes: string) {
  await requireClientAccess(ctx, actor, clientId, { adviserOnly: true });
  await writeAssessmentNotes(ctx.db, clientId, notes, ctx.now());
  return getAssessmentNotes(ctx, actor, clientId);
}
