import { MESSAGE_EMAIL_INTERVAL_MS } from '@brokerdesk/contract';
import type { ClientRecord } from '../../access';
import { findBranding } from '../../accounts/branding.repo';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { loadMailSettings } from '../../mail/mail-settings';
import { queueEmail } from '../../mail/outbox';
import { fromAdviser } from '../../web-links';
import { newMessagesEmail } from './message-mail';
import {
  claimPendingEmail,
  findClientUser,
  findLiveClient,
  type Side,
  takePendingEmail,
  unreadFor,
} from './messages.repo';

/*
 * Emails about new messages, batched (decision 022): at most one email per conversation and side every
 * MESSAGE_EMAIL_INTERVAL_MS. The first message after a quiet spell is emailed at once; later ones wait for the job
 * that the interval allows, which lists every message still unread then. Read in the app meanwhile, nothing is sent.
 */

export const MESSAGE_NOTIFY_JOB = 'message.notify';

export interface MessageNotifyJob {
  clientId: number;
  to: Side;
}

/** In the message's transaction: marks the email as waiting; answers the delay of the job to queue, or null. */
export async function claimNotification(
  tx: Db,
  client: Pick<ClientRecord, 'id' | 'adviser_id'>,
  to: Side,
  now: Date,
): Promise<number | null> {
  const { before, wasPending } = await claimPendingEmail(tx, client.id, client.adviser_id, to);
  if (wasPending) return null;
  const last = to === 'client' ? before.client_emailed_at : before.adviser_emailed_at;
  if (!last) return 0;
  return Math.max(0, last.getTime() + MESSAGE_EMAIL_INTERVAL_MS - now.getTime()) / 1000;
}

/** The job: one email to `to` listing the messages they have not read, in the broker's branding for a client. */
export function messageNotifier(ctx: ServiceContext) {
  return async ({ clientId, to }: MessageNotifyJob): Promise<void> => {
    const now = ctx.now();
    const work = await ctx.db.transaction(async (tx) => {
      const before = await takePendingEmail(tx, clientId, to, now);
      if (!before) return null;
      const client = await findLiveClient(tx, clientId);
      if (!client) return null;
      const unread = await unreadFor(tx, clientId, to);
      return unread.length ? { client, unread } : null;
    });
    if (!work) return;
    const { client, unread } = work;
    const branding = await findBranding(ctx.db, client.adviser_id);
    if (!branding) return;
    const adviserName = `${branding.first_name} ${branding.last_name}`.trim();
    const base = `${ctx.config.publicUrl}/client/${client.id}/messages`;
    if (to === 'adviser') {
      const mail = newMessagesEmail({
        greetingName: branding.first_name,
        fromName: client.display_name || 'Your client',
        messages: unread,
        link: base,
      });
      await queueEmail(ctx.db, ctx.jobs, {
        kind: 'client_message',
        direction: 'from_client',
        to: branding.email,
        from: ctx.config.mailFrom,
        ...mail,
        adviserId: client.adviser_id,
        clientId: client.id,
      });
      return;
    }
    // Only a client who can sign in to read it is emailed (a lead, or a client whose access was revoked, is not).
    const user = client.access === 'none' ? undefined : await findClientUser(ctx.db, client.user_id);
    if (!user) return;
    const settings = await loadMailSettings(ctx.db, client.adviser_id);
    const mail = newMessagesEmail({
      greetingName: user.first_name,
      fromName: adviserName,
      messages: unread,
      link: base,
      brand: {
        colour: branding.header_background,
        logoUrl: branding.logo_url ? `${ctx.config.publicUrl}${branding.logo_url}` : null,
        logoAlt: branding.company || adviserName,
      },
      signature: [adviserName, branding.company, branding.phone_display, branding.email].filter(Boolean),
      disclaimer: settings.email_disclaimer,
    });
    await queueEmail(ctx.db, ctx.jobs, {
      kind: 'adviser_message',
      direction: 'to_client',
      to: user.email,
      from: fromAdviser(ctx.config.mailFrom, adviserName),
      replyTo: branding.email,
      ...mail,
      adviserId: client.adviser_id,
      clientId: client.id,
    });
  };
}
