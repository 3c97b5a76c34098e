import { APPLICATION_PAGES, type ClientInvite, type MailtoDraft, MESSAGES } from '@brokerdesk/contract';
import { findBranding } from '../../accounts/branding.repo';
import { requireVerifiedAdviser } from '../../accounts/plan-access';
import { expireUserTokens, insertUserToken, revokeUserSessions } from '../../accounts/sessions.repo';
import { newToken } from '../../accounts/tokens';
import { findLiveUserByEmail, findLiveUserById, insertUser } from '../../accounts/users.repo';
import { type ClientRecord, requireClientAccess } from '../../client-access';
import { recordClientEvent } from '../../client-events';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../errors';
import { queueEmail } from '../../mail/outbox';
import { clientInviteEmail } from '../../mail/templates';
import { acceptInviteUrl, fromAdviser } from '../../web-links';
import { findPrimaryApplicantData } from '../applicants';
import { clientAnswer, updateClient } from '../clients';
import { loadMailSettings } from '../mail-settings';
import { updateUserIdentity } from './portal.repo';

/*
 * Inviting a client to the portal and revoking their access (docs/spec/core-and-application.md §2
 * application-submit-broker, client portal). The invitation is a single-use link that expires (INVITE_TOKEN_DAYS) to a
 * page where the client sets a password (accept-invite.service.ts). Adviser-only actions; inviting is behind the Submit
 * page's plan lock.
 */

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The chosen pages once each, in the navigation's order. */
function normalisePages(pages: string): string {
  const chosen = new Set(pages.split(',').map((p) => p.trim()));
  return APPLICATION_PAGES.filter((p) => chosen.has(p)).join(',');
}

/**
 * The client's portal sign-in: the one they have, following the primary applicant's email and names, or a new
 * one without a password. An email that is another live account's answers 409 (one account per email).
 */
async function ensurePortalUser(
  db: Db,
  client: ClientRecord,
  person: { email: string; first_name: string; last_name: string },
  now: Date,
) {
  const owner = await findLiveUserByEmail(db, person.email);
  const current = client.user_id !== null ? await findLiveUserById(db, client.user_id) : undefined;
  if (owner && owner.id !== current?.id) throw conflict(MESSAGES.inviteEmailTaken, 'email');
  if (current) {
    await updateUserIdentity(db, current.id, person, now);
    return { userId: current.id, hasPassword: current.password_hash !== null };
  }
  const created = await insertUser(db, { ...person, role: 'client', password_hash: null });
  return { userId: created.id, hasPassword: false };
}

export async function inviteClient(ctx: ServiceContext, actor: Actor, input: ClientInvite) {
  const { client, adviser } = await requireClientAccess(ctx, actor, input.clientId, {
    adviserOnly: true,
    page: 'submit',
  });
  await requireVerifiedAdviser(ctx, adviser, 'invite');
  const primary = await findPrimaryApplicantData(ctx.db, { clientId: client.id, adviserId: adviser.id });
  const person = {
    email: text(primary.email).toLowerCase(),
    first_name: text(primary.first_name),
    last_name: text(primary.last_name),
  };
  if (!person.email) throw invalid(MESSAGES.inviteEmailRequired, 'email');
  const [settings, branding] = await Promise.all([
    loadMailSettings(ctx.db, adviser.id),
    findBranding(ctx.db, adviser.id),
  ]);
  if (!branding) throw notFound();

  // A message typed for this client is kept with it; a blank one, or the adviser's own, means the adviser's.
  const typed = input.personal_message?.trim();
  const inviteMessage =
    typed === undefined
      ? client.invite_message
      : typed === '' || typed === settings.personal_message.trim()
        ? null
        : typed;
  const pages = normalisePages(input.pages);
  const now = ctx.now();
  const { token, hash } = newToken();
  const viaMailto = settings.mailto === 1;

  await ctx.db.transaction(async (tx) => {
    const user = await ensurePortalUser(tx, client, person, now);
    await updateClient(tx, client.id, {
      user_id: user.userId,
      submit_pages: pages,
      invite_message: inviteMessage,
      invited_at: client.invited_at ?? now,
      // A client who already set a password keeps signing in with it; the link lets them choose a new one.
      access: user.hasPassword ? 'active' : 'invited',
      access_revoked_at: null,
      updated_at: now,
    });
    await expireUserTokens(tx, user.userId, 'invite', now);
    await insertUserToken(tx, {
      user_id: user.userId,
      purpose: 'invite',
      token_hash: hash,
      expires_at: new Date(now.getTime() + ctx.config.inviteTokenMs),
    });
    await recordClientEvent(tx, client, actor, now, {
      action: 'client_invited',
      detail: { email: person.email, pages, via: viaMailto ? 'own_email_program' : 'email' },
      dataChanged: false,
    });
  });

  const adviserName = `${branding.first_name} ${branding.last_name}`.trim();
  const mail = clientInviteEmail({
    clientFirstName: person.first_name,
    adviser: {
      firstName: branding.first_name,
      lastName: branding.last_name,
      company: branding.company,
      phone: branding.phone_display,
      email: branding.email,
    },
    personalMessage: inviteMessage ?? settings.personal_message,
    link: acceptInviteUrl(ctx.config.publicUrl, token),
    days: Math.round(ctx.config.inviteTokenMs / 86_400_000),
    disclaimer: settings.email_disclaimer,
    brand: {
      colour: branding.header_background,
      logoUrl: branding.logo_url ? `${ctx.config.publicUrl}${branding.logo_url}` : null,
    },
  });
  let mailto: MailtoDraft | undefined;
  if (viaMailto) {
    // The adviser's own email program sends it (docs/spec/settings-billing-admin.md §2 Mail Settings); a draft cannot
    // carry attachments.
    mailto = { to: person.email, subject: mail.subject, body: mail.text };
  } else {
    await queueEmail(ctx.db, ctx.jobs, {
      kind: 'client_invite',
      direction: 'to_client',
      to: person.email,
      from: fromAdviser(ctx.config.mailFrom, adviserName),
      replyTo: branding.email,
      ...mail,
      adviserId: adviser.id,
      clientId: client.id,
      attachmentFileIds: settings.attachments.map((f) => f.id),
    });
  }
  const answer = await clientAnswer(ctx, actor, client.id);
  return mailto ? { ...answer, mailto } : answer;
}

/** Ends the client's portal access at once: sessions revoked, links voided, sign-in refused (users.repo). */
export async function revokeClientAccess(ctx: ServiceContext, actor: Actor, clientId: number) {
  const { client } = await requireClientAccess(ctx, actor, clientId, { adviserOnly: true });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateClient(tx, client.id, { access: 'none', access_revoked_at: now, updated_at: now });
    if (client.user_id !== null) {
      await revokeUserSessions(tx, client.user_id, now);
      await expireUserTokens(tx, client.user_id, 'invite', now);
      await expireUserTokens(tx, client.user_id, 'password_reset', now);
    }
    await recordClientEvent(tx, client, actor, now, { action: 'client_access_revoked', dataChanged: false });
  });
  return clientAnswer(ctx, actor, clientId);
}
