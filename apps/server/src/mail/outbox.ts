import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emails } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { MailTransport } from './transport';

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
}

/** Records the email and hands it to the job queue; the request that caused it never waits on SMTP. */
export async function queueEmail(db: Db, jobs: JobQueue, mail: EmailToQueue): Promise<number> {
  const [row] = await db
    .insert(emails)
    .values({
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
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('email insert returned no row');
  await jobs.send(SEND_EMAIL_JOB, { emailId: row.id });
  return row.id;
}

/** The worker: send over SMTP when configured, or keep it as 'stored' for the in-app mailbox. */
export function emailSender(db: Db, transport: MailTransport | null) {
  return async ({ emailId }: { emailId: number }) => {
    const [mail] = await db.select().from(emails).where(eq(emails.id, emailId));
    if (!mail || mail.status === 'sent' || mail.status === 'stored') return;
    if (!transport) {
      await db.update(emails).set({ status: 'stored', sent_at: sql`now()` }).where(eq(emails.id, emailId));
      return;
    }
    try {
      await transport({
        from: mail.from_address,
        to: mail.to_address,
        replyTo: mail.reply_to,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
      await db
        .update(emails)
        .set({ status: 'sent', sent_at: sql`now()`, attempts: sql`${emails.attempts} + 1`, last_error: null })
        .where(eq(emails.id, emailId));
    } catch (err) {
      await db
        .update(emails)
        .set({
          status: 'failed',
          attempts: sql`${emails.attempts} + 1`,
          last_error: String((err as Error).message ?? err),
        })
        .where(eq(emails.id, emailId));
      throw err; // pg-boss retries with backoff; a later success sets the status to 'sent'.
    }
  };
}
