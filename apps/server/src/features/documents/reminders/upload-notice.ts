import { sql } from 'drizzle-orm';
import { findBranding } from '../../../accounts/branding.repo';
import type { ServiceContext } from '../../../context';
import { queueEmail } from '../../../mail/outbox';
import { documentsUploadedEmail } from './reminder-emails';

/**
 * When a client uploads, the adviser gets one email per batch, not one per file: the first upload queues a job that
 * starts UPLOAD_NOTICE_DELAY_SECONDS later on a 'short' queue keyed by the client, so the uploads that follow while it
 * waits add nothing; it then lists every file the client sent since the batch began.
 */
export const UPLOAD_NOTICE_JOB = 'document.upload-notice';
export const UPLOAD_NOTICE_DELAY_SECONDS = 120;

export interface UploadNoticeJob {
  clientId: number;
  /** When the batch began (ISO): files the client stored from then on are listed. */
  since: string;
}

export async function queueUploadNotice(ctx: ServiceContext, clientId: number): Promise<void> {
  await ctx.jobs.send(UPLOAD_NOTICE_JOB, { clientId, since: ctx.now().toISOString() } satisfies UploadNoticeJob, {
    singletonKey: String(clientId),
    startAfterSeconds: UPLOAD_NOTICE_DELAY_SECONDS,
  });
}

/** The job: the batch's files, uploaded by the client themself and still there, in one email to the adviser. */
export async function sendUploadNotice(ctx: ServiceContext, job: UploadNoticeJob): Promise<boolean> {
  const result = await ctx.db.execute(sql`
    select c.id as client_id, c.adviser_id, c.display_name, f.file_name, coalesce(e.name, t.name) as name
    from clients c
    join files f on f.client_id = c.id and f.adviser_id = c.adviser_id and f.purpose = 'document'
      and f.deleted_at is null and f.uploaded_by_user_id = c.user_id
      and f.created_at >= ${job.since}::timestamptz
    join document_requests r on r.id = f.request_id and r.deleted_at is null
    join document_types t on t.id = r.document_type_id
    left join document_type_extensions e on e.document_type_id = t.id and e.adviser_id = c.adviser_id
    where c.id = ${job.clientId} and c.deleted_at is null
    order by f.created_at, f.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const first = rows[0];
  if (!first) return false;
  const adviserId = Number(first.adviser_id);
  const branding = await findBranding(ctx.db, adviserId);
  if (!branding) return false;
  const mail = documentsUploadedEmail({
    adviserFirstName: branding.first_name,
    clientName: String(first.display_name ?? ''),
    uploaded: rows.map((r) => ({ name: String(r.name), file_name: String(r.file_name) })),
    link: `${ctx.config.publicUrl}/client/${job.clientId}/application/document`,
  });
  await queueEmail(ctx.db, ctx.jobs, {
    kind: 'documents_uploaded',
    to: branding.email,
    from: ctx.config.mailFrom,
    ...mail,
    adviserId,
    clientId: job.clientId,
  });
  return true;
}
