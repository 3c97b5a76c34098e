import {
  APPLICATION_PAGES,
  type ClientInvite,
  type ClientPages,
  type MailtoDraft,
  MESSAGES,
} from '@brokerdesk/contract';
import { type ClientRecord, requireAccess } from '../../access';
import { findBranding } from '../../accounts/branding.repo';
import { expireUserTokens, insertUserToken, revokeUserSessions } from '../../accounts/sessions.repo';
import { newToken } from '../../accounts/tokens';
import { findLiveUserByEmail, findLiveUserById, insertUser } from '../../accounts/users.repo';
import { recordClientEvent } from '../../client-events';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../errors';
import { loadMailSettings } from '../../mail/mail-settings';
import { queueEmail } from '../../mail/outbox';
import { clientInviteEmail } from '../../mail/templates';
import { acceptInviteUrl, fromAdviser } from '../../web-links';
import { findPrimaryApplicantData, listApplicants } from '../application';
import { clientAnswer, updateClient } from '../clients';
import { findApplicantLogin, updateUserIdentity, upsertApplicantLogin } from './portal.repo';

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
  const { client, adviser } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'invite');
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

  return deliverInvite(ctx, actor, {
    adviserId: adviser.id,
    clientId: client.id,
    person,
    branding,
    settings,
    message: inviteMessage,
    token,
  });
}

/**
 * docs/spec/core-and-application.md §2: the pages the client sees, saved as the adviser ticks them on Submit; the next
 * invitation starts from them, and a client already in the portal sees the change at their next page.
 */
export async function setClientPages(ctx: ServiceContext, actor: Actor, input: ClientPages) {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'adviser-only');
  const pages = normalisePages(input.pages);
  if (pages !== client.submit_pages) {
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await updateClient(tx, client.id, { submit_pages: pages, updated_at: now });
      await recordClientEvent(tx, client, actor, now, {
        action: 'client_pages_changed',
        detail: { pages },
        dataChanged: false,
      });
    });
  }
  return clientAnswer(ctx, actor, client.id);
}

/** Ends the client's portal access at once: sessions revoked, links voided, sign-in refused (users.repo). */
export async function revokeClientAccess(ctx: ServiceContext, actor: Actor, clientId: number) {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
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

/**
 * A sign-in for another person on the application (a partner, a director, a trustee): the broker invites a person
 * applicant other than the primary at the email on their profile, choosing the pages they see. They accept the link
 * as the primary does (accept-invite.service.ts), see those pages, and change their own details only (the access
 * gate's `ownDetailsOf`). Their account is theirs alone: an email that is another live account's answers 409, so one
 * person's invitation never opens another application.
 */
export async function inviteApplicant(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; applicantId: number; pages: string },
) {
  const { client, adviser } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'invite');
  const applicant = (await listApplicants(ctx.db, { clientId: client.id, adviserId: adviser.id })).find(
    (a) => a.id === input.applicantId,
  );
  if (!applicant) throw notFound();
  if (applicant.type !== 'person') throw invalid(MESSAGES.applicantInvitePersonOnly, 'applicantId');
  if (applicant.is_primary) throw invalid(MESSAGES.applicantInvitePrimary, 'applicantId');
  const person = {
    email: text(applicant.data.email).toLowerCase(),
    first_name: text(applicant.data.first_name),
    last_name: text(applicant.data.last_name),
  };
  if (!person.email) throw invalid(MESSAGES.applicantInviteEmailRequired, 'email');
  const [settings, branding] = await Promise.all([
    loadMailSettings(ctx.db, adviser.id),
    findBranding(ctx.db, adviser.id),
  ]);
  if (!branding) throw notFound();
  const pages = normalisePages(input.pages);
  const now = ctx.now();
  const { token, hash } = newToken();

  await ctx.db.transaction(async (tx) => {
    const existing = await findApplicantLogin(tx, client.id, applicant.id);
    const current = existing ? await findLiveUserById(tx, existing.user_id) : undefined;
    const owner = await findLiveUserByEmail(tx, person.email);
    if (owner && owner.id !== current?.id) throw conflict(MESSAGES.inviteEmailTaken, 'email');
    let userId: number;
    if (current) {
      await updateUserIdentity(tx, current.id, person, now);
      userId = current.id;
    } else {
      userId = (await insertUser(tx, { ...person, role: 'client', password_hash: null })).id;
    }
    await upsertApplicantLogin(tx, {
      client_id: client.id,
      applicant_id: applicant.id,
      user_id: userId,
      pages,
      invited_at: now,
    });
    await expireUserTokens(tx, userId, 'invite', now);
    await insertUserToken(tx, {
      user_id: userId,
      purpose: 'invite',
      token_hash: hash,
      expires_at: new Date(now.getTime() + ctx.config.inviteTokenMs),
    });
    await recordClientEvent(tx, client, actor, now, {
      action: 'applicant_invited',
      detail: { applicant_id: applicant.id, email: person.email, pages },
      dataChanged: false,
    });
  });

  return deliverInvite(ctx, actor, {
    adviserId: adviser.id,
    clientId: client.id,
    person,
    branding,
    settings,
    message: client.invite_message,
    token,
  });
}

/**
 * Sends an invitation, or, when the adviser's own email program sends it (docs/spec/settings-billing-admin.md §2 Mail
 * Settings), answers its draft instead (a draft cannot carry attachments); then the client's answer.
 */
async function deliverInvite(
  ctx: ServiceContext,
  actor: Actor,
  invite: {
    adviserId: number;
    clientId: number;
    person: { email: string; first_name: string };
    branding: NonNullable<Awaited<ReturnType<typeof findBranding>>>;
    settings: Awaited<ReturnType<typeof loadMailSettings>>;
    /** The message kept for this client, or null for the adviser's own. */
    message: string | null;
    token: string;
  },
) {
  const { branding, settings, person } = invite;
  const mail = clientInviteEmail({
    clientFirstName: person.first_name,
    adviser: {
      firstName: branding.first_name,
      lastName: branding.last_name,
      company: branding.company,
      phone: branding.phone_display,
      email: branding.email,
    },
    personalMessage: invite.message ?? settings.personal_message,
    link: acceptInviteUrl(ctx.config.publicUrl, invite.token),
    days: Math.round(ctx.config.inviteTokenMs / 86_400_000),
    disclaimer: settings.email_disclaimer,
    brand: {
      colour: branding.header_background,
      logoUrl: branding.logo_url ? `${ctx.config.publicUrl}${branding.logo_url}` : null,
    },
  });
  const email = {
    kind: 'client_invite' as const,
    direction: 'to_client' as const,
    to: person.email,
    from: fromAdviser(ctx.config.mailFrom, `${branding.first_name} ${branding.last_name}`.trim()),
    replyTo: branding.email,
    ...mail,
    adviserId: invite.adviserId,
    clientId: invite.clientId,
    attachmentFileIds: settings.attachments.map((f) => f.id),
  };
  const mailto: MailtoDraft | undefined =
    settings.mailto === 1 ? { to: email.to, subject: email.subject, body: email.text } : undefined;
  if (!mailto) await queueEmail(ctx.db, ctx.jobs, email);
  const answer = await clientAnswer(ctx, actor, invite.clientId);
  return mailto ? { ...answer, mailto } : answer;
}
