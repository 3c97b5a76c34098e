import type { MailboxEmail, MailboxList } from '@brokerdesk/contract';
import { requireRole } from '../../access';
import type { Actor, ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { findEmail, listEmails } from './mailbox.repo';

/* The in-app mailbox: every email the product sent or kept, for administrators. */

export async function listMailbox(
  ctx: ServiceContext,
  actor: Actor,
  query: { limit: number; offset: number; to?: string },
): Promise<MailboxList> {
  requireRole(actor, 'admin');
  const { rows, total } = await listEmails(ctx.db, query);
  return { emails: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total };
}

export async function getMailboxEmail(ctx: ServiceContext, actor: Actor, id: number): Promise<MailboxEmail> {
  requireRole(actor, 'admin');
  const row = await findEmail(ctx.db, id);
  if (!row) throw notFound();
  return {
    id: row.id,
    kind: row.kind,
    to_address: row.to_address,
    from_address: row.from_address,
    reply_to: row.reply_to,
    subject: row.subject,
    status: row.status,
    text_body: row.text_body,
    html_body: row.html_body,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}
