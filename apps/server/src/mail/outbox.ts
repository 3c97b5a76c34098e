import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { StorageAdapter } from '../storage/storage';
import { findEmail, findLiveFiles, insertEmail, markEmailFailed, markEmailSent, markEmailStored } from './outbox.repo';
import type { MailAttachment, MailTransport } from './transport';

export const SEND_EMAIL_JOB = 'email.send';

export interface EmailToQueue {
  kind: string;
  direction?: 'system' | 'to_client' | 'from_client';
  to: string;
  from: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  adviserId?: number | null;
  clientId?: number | null;
  /** Stored files to attach (an adviser's default attachments); the worker streams them from storage. */
  attachmentFileIds?: number[];
}

/** What a send job carries: the email row, and the files to attach (the emails table has no column for them). */
export interface SendEmailJob {
  emailId: number;
  attachmentFileIds?: number[];
}

/** Records the email and hands it to the job queue; the request that caused it never waits on SMTP. */
export async function queueEmail(db: Db, jobs: JobQueue, mail: EmailToQueue): Promise<number> {
  const emailId = await insertEmail(db, {
    kind: mail.kind,
    direction: mail.direction ?? 'system',
    to_address: mail.to,
    from_address: mail.from,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    adviser_id: mail.adviserId ?? null,
    client_id: mail.clientId ?? null,
  });
  const job: SendEmailJob = { emailId };
  if (mail.attachmentFileIds?.length) job.attachmentFileIds = mail.attachmentFileIds;
  await jobs.send(SEND_EMAIL_JOB, job);
  return emailId;
}

/**
 * Opens the attachments' bytes as streams, one attempt at a time (a retry opens them again). A file deleted
 * since the email was queued is left out rather than failing the email.
 */
async function openAttachments(db: Db, storage: StorageAdapter | undefined, ids: number[] | undefined) {
  if (!storage || !ids?.length) return [];
  const rows = await findLiveFiles(db, ids);
  const opened: MailAttachment[] = [];
  try {
    for (const row of rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))) {
      const object = await storage.get(row.storage_key);
      if (object) opened.push({ filename: row.file_name, contentType: row.content_type, content: object.stream });
    }
  } catch (err) {
    for (const a of opened) a.content.destroy();
    throw err;
  }
  return opened;
}

/** The worker: send over SMTP when configured, or keep it as 'stored' for the in-app mailbox. */
export function emailSender(db: Db, transport: MailTransport | null, storage?: StorageAdapter) {
  return async ({ emailId, attachmentFileIds }: SendEmailJob) => {
    const mail = await findEmail(db, emailId);
    if (!mail || mail.status === 'sent' || mail.status === 'stored') return;
    if (!transport) {
      await markEmailStored(db, emailId);
      return;
    }
    let attachments: MailAttachment[] = [];
    try {
      attachments = await openAttachments(db, storage, attachmentFileIds);
      await transport({
        from: mail.from_address,
        to: mail.to_address,
        replyTo: mail.reply_to,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        attachments,
      });
      await markEmailSent(db, emailId);
    } catch (err) {
      for (const a of attachments) a.content.destroy();
      await markEmailFailed(db, emailId, String((err as Error).message ?? err));
      throw err; // pg-boss retries with backoff; a later success sets the status to 'sent'.
    }
  };
}
