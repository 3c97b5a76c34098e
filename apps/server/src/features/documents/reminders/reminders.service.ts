import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { requireAccess } from '../../../access';
import { findBranding } from '../../../accounts/branding.repo';
import { hasPaidFeatures, planDay } from '../../../accounts/plan-access';
import { recordActivity } from '../../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../../context';
import { advisers, clients } from '../../../db/schema';
import { conflict, invalid } from '../../../errors';
import { loadMailSettings } from '../../../mail/mail-settings';
import { queueEmail } from '../../../mail/outbox';
import { fromAdviser } from '../../../web-links';
import { documentReminderEmail } from './reminder-emails';
import { earliestSendable, isQuietHour, isReminderDue } from './reminder-schedule';
import { claimReminder, findClientContact, listOutstanding, listReminderCandidates } from './reminders.repo';

/** The job that looks for due reminders, sent every quarter hour (the documents feature's schedule). */
export const REMINDER_SCAN_JOB = 'document.reminder-scan';

export const signInUrl = (publicUrl: string) => `${publicUrl}/login`;

type SendOutcome = 'sent' | 'nothing-missing' | 'no-email' | 'taken';

/**
 * Emails the client what is still missing and records it: in the outbox (to_client, so the weekly emails metric
 * counts it) and in the client's activity. The claim on clients.last_reminder_at makes it happen once even when two
 * processes try at the same moment.
 */
async function sendReminder(
  ctx: ServiceContext,
  client: { id: number; adviser_id: number; last_reminder_at: Date | null },
  by: Actor | null,
): Promise<SendOutcome> {
  const missing = await listOutstanding(ctx.db, client.id, client.adviser_id);
  if (missing.length === 0) return 'nothing-missing';
  const contact = await findClientContact(ctx.db, client.id);
  if (!contact) return 'no-email';
  const [branding, settings] = await Promise.all([
    findBranding(ctx.db, client.adviser_id),
    loadMailSettings(ctx.db, client.adviser_id),
  ]);
  if (!branding) return 'nothing-missing';
  const now = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, client.id, client.last_reminder_at, now, true))) return false;
    await recordActivity(tx, {
      action: 'document_reminder_sent',
      actorUserId: by?.userId ?? null,
      adviserId: client.adviser_id,
      clientId: client.id,
      detail: { email: contact.email, missing: missing.map((m) => m.name), manual: by !== null },
    });
    return true;
  });
  if (!claimed) return 'taken';
  const mail = documentReminderEmail({
    clientFirstName: contact.first_name,
    adviser: {
      firstName: branding.first_name,
      lastName: branding.last_name,
      company: branding.company,
      phone: branding.phone_display,
      email: branding.email,
    },
    missing,
    link: signInUrl(ctx.config.publicUrl),
    disclaimer: settings.email_disclaimer,
    brand: {
      colour: branding.header_background,
      logoUrl: branding.logo_url ? `${ctx.config.publicUrl}${branding.logo_url}` : null,
    },
  });
  await queueEmail(ctx.db, ctx.jobs, {
    kind: 'document_reminder',
    direction: 'to_client',
    to: contact.email,
    from: fromAdviser(ctx.config.mailFrom, `${branding.first_name} ${branding.last_name}`.trim()),
    replyTo: branding.email,
    ...mail,
    adviserId: client.adviser_id,
    clientId: client.id,
  });
  return 'sent';
}

/**
 * The scan: every client whose next reminder is due now (reminder-schedule.ts) and who still misses something gets
 * one. Advisers whose paid features are locked send none (their clients cannot upload). Answers how many went.
 */
export async function sendDueReminders(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const timeZone = ctx.config.businessTimeZone;
  if (isQuietHour(now, timeZone)) return 0;
  const day = planDay(ctx);
  const unlocked = new Map<number, boolean>();
  let sent = 0;
  for (const c of await listReminderCandidates(ctx.db)) {
    const state = {
      reminderDays: c.reminder_days,
      invitedAt: c.invited_at,
      lastReminderAt: c.last_reminder_at,
      remindersSent: c.reminders_sent,
    };
    if (!isReminderDue(state, now, timeZone)) continue;
    if (!unlocked.has(c.adviser_id)) {
      const [adviser] = await ctx.db.select().from(advisers).where(eq(advisers.id, c.adviser_id));
      unlocked.set(c.adviser_id, adviser ? hasPaidFeatures(adviser, day) : false);
    }
    if (!unlocked.get(c.adviser_id)) continue;
    try {
      const outcome = await sendReminder(
        ctx,
        { id: c.client_id, adviser_id: c.adviser_id, last_reminder_at: c.last_reminder_at },
        null,
      );
      if (outcome === 'sent') sent += 1;
    } catch (err) {
      // One client's failure never stops the others; the next scan tries again.
      ctx.log.error({ err, clientId: c.client_id }, 'document reminder failed');
    }
  }
  return sent;
}

/**
 * "Send a reminder now" (POST client/send-reminder): the adviser's own, the same email. Still never at night, at most
 * one a day, and only when something is missing and the client was invited.
 */
export async function sendReminderNow(ctx: ServiceContext, actor: Actor, clientId: number): Promise<string> {
  const { client } = await requireAccess(
    ctx,
    actor,
    { kind: 'client', id: clientId },
    { page: 'document', adviserOnly: true },
  );
  if (client.access === 'none' || client.invited_at === null) throw invalid(MESSAGES.reminderNotInvited, 'clientId');
  const now = ctx.now();
  const timeZone = ctx.config.businessTimeZone;
  if (isQuietHour(now, timeZone)) throw conflict(MESSAGES.reminderQuietHours, 'clientId');
  if (earliestSendable(now, client.last_reminder_at, timeZone).getTime() > now.getTime()) {
    throw conflict(MESSAGES.reminderAlreadyToday, 'clientId');
  }
  const outcome = await sendReminder(ctx, client, actor);
  if (outcome === 'nothing-missing') throw invalid(MESSAGES.reminderNothingMissing, 'clientId');
  if (outcome === 'no-email') throw invalid(MESSAGES.inviteEmailRequired, 'clientId');
  if (outcome === 'taken') throw conflict(MESSAGES.reminderAlreadyToday, 'clientId');
  return MESSAGES.reminderSent;
}

/** POST client/reminders: the adviser pauses or resumes the client's automatic reminders. */
export async function setRemindersPaused(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  paused: boolean,
): Promise<string> {
  const { client } = await requireAccess(
    ctx,
    actor,
    { kind: 'client', id: clientId },
    { page: 'document', adviserOnly: true },
  );
  await ctx.db.transaction(async (tx) => {
    await tx.update(clients).set({ reminders_paused: paused }).where(eq(clients.id, client.id));
    await recordActivity(tx, {
      action: paused ? 'document_reminders_paused' : 'document_reminders_resumed',
      actorUserId: actor.userId,
      adviserId: client.adviser_id,
      clientId: client.id,
    });
  });
  return paused ? MESSAGES.remindersPaused : MESSAGES.remindersResumed;
}
