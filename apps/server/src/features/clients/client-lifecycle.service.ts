import { MESSAGES } from '@brokerdesk/contract';
import { sql } from 'drizzle-orm';
import { requireAccess } from '../../access';
import { findBranding } from '../../accounts/branding.repo';
import { expireUserTokens, revokeUserSessions } from '../../accounts/sessions.repo';
import { pendingConsentDocuments } from '../../audit/consents.repo';
import { recordClientEvent } from '../../client-events';
import type { Actor, ServiceContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { clients } from '../../db/schema';
import { queueEmail } from '../../mail/outbox';
import { applicationSubmittedEmail } from '../../mail/templates';
import { clientActivityUrl } from '../../web-links';
import { bumpRecentClients, softDeleteClient, softDeleteUser, updateClient } from './clients.repo';
import { clientAnswer } from './clients.service';

const RECENT_MS = 30 * 86_400_000;

/**
 * Deletes a client (soft, docs/engineering-guide.md §4): the list and every lookup stop seeing it, and its portal
 * sign-in ends at once (sessions revoked, links voided, the user soft-deleted so the email is free for a new account).
 */
export async function deleteClient(ctx: ServiceContext, actor: Actor, clientId: number): Promise<void> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await softDeleteClient(tx, clientId, now))) throw notFound();
    if (client.user_id !== null) {
      await revokeUserSessions(tx, client.user_id, now);
      await expireUserTokens(tx, client.user_id, 'invite', now);
      await expireUserTokens(tx, client.user_id, 'password_reset', now);
      await softDeleteUser(tx, client.user_id, now);
    }
    if (now.getTime() - client.created_at.getTime() < RECENT_MS) await bumpRecentClients(tx, client.adviser_id, -1);
    await recordClientEvent(tx, client, actor, now, { action: 'client_deleted', dataChanged: false });
  });
}

/**
 * application-submit-client: the client submits their application to the adviser, who is told by email
 * and on the timeline. The adviser (or an administrator) may also submit on the client's behalf, without the
 * email to themself. A lodged application stays lodged.
 */
export async function submitApplication(ctx: ServiceContext, actor: Actor, clientId: number) {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, { page: 'submit' });
  if (access.client.status === 'lodged') throw conflict(MESSAGES.applicationAlreadyLodged);
  // No acceptance, no Submit: every disclosure document of the adviser is accepted by the client in the portal first.
  if ((await pendingConsentDocuments(ctx.db, access.client)).length > 0) throw conflict(MESSAGES.consentRequired);
  const now = ctx.now();
  const client = await ctx.db.transaction(async (tx) => {
    const row = await updateClient(tx, clientId, { status: 'submitted', submitted_at: now, updated_at: now });
    if (!row) throw notFound();
    await recordClientEvent(tx, row, actor, now, {
      action: 'application_submitted',
      detail: { by: access.isClientActor ? 'client' : 'adviser' },
      dataChanged: false,
    });
    return row;
  });
  if (access.isClientActor) {
    const adviser = await findBranding(ctx.db, client.adviser_id);
    if (adviser) {
      const mail = applicationSubmittedEmail({
        adviserFirstName: adviser.first_name,
        clientName: client.display_name,
        link: clientActivityUrl(ctx.config.publicUrl, client.id),
      });
      await queueEmail(ctx.db, ctx.jobs, {
        kind: 'application_submitted',
        direction: 'from_client',
        to: adviser.email,
        from: ctx.config.mailFrom,
        replyTo: actor.email,
        ...mail,
        adviserId: client.adviser_id,
        clientId: client.id,
      });
    }
  }
  return clientAnswer(ctx, actor, clientId);
}

/** The adviser records that the application went to the lender (status lodged). */
export async function markLodged(ctx: ServiceContext, actor: Actor, clientId: number) {
  await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Lodgement opens the deal on the board (its first stage), unless it is already further along.
    const row = await updateClient(tx, clientId, {
      status: 'lodged',
      lodged_at: now,
      stage: sql`coalesce(${clients.stage}, 'lodged')`,
      updated_at: now,
    });
    if (!row) throw notFound();
    await recordClientEvent(tx, row, actor, now, { action: 'application_lodged', dataChanged: false });
  });
  return clientAnswer(ctx, actor, clientId);
}
