import {
  type Branding,
  LEAD_BEST_TIMES,
  LEAD_DUPLICATE_MS,
  LEAD_HONEYPOT_FIELD,
  LEAD_MESSAGES,
  type LeadCaptureInfo,
  type LeadCaptureSubmit,
  type LeadPrimaryReason,
  labelOf,
  leadThankYouMessage,
  toE164,
} from '@brokerdesk/contract';
import phoneNumberingPlan from 'libphonenumber-js/max/metadata';
import { requireAccess } from '../../access';
import { findBranding } from '../../accounts/branding.repo';
import { recordActivity } from '../../audit/activity.repo';
import { recordClientEvent, touchClient } from '../../client-events';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import type { FieldData } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { loadMailSettings } from '../../mail/mail-settings';
import { queueEmail } from '../../mail/outbox';
import { countHit } from '../../rate-limits';
import { clientActivityUrl, fromAdviser } from '../../web-links';
import { clientAnswer, insertClientWithPrimary, updateClient } from '../clients';
import { checkFormToken, issueFormToken } from './lead-form-token';
import { leadAcknowledgementEmail, leadAnswerLines, newLeadEmail } from './lead-mail';
import {
  countRepeatSubmission,
  findLeadAdviser,
  findRecentLead,
  insertLeadSubmission,
  mergeRequirement,
} from './leads.repo';

/*
 * The public lead capture form (docs/spec/settings-billing-admin.md §2 Lead Capture Form; decision 022).
 * A broker with the form switched off, or no such broker, answers 404 to both calls.
 */

/** GET lead-capture/{brokerId}: the broker's public branding, and a fresh form token. */
export async function getLeadCaptureInfo(ctx: ServiceContext, brokerId: number): Promise<LeadCaptureInfo> {
  const adviser = await findLeadAdviser(ctx.db, brokerId);
  const branding = adviser ? await findBranding(ctx.db, brokerId) : null;
  if (!adviser || !branding) throw notFound(LEAD_MESSAGES.notAvailable);
  return {
    broker_id: brokerId,
    first_name: branding.first_name,
    last_name: branding.last_name,
    company: branding.company,
    phone_office: branding.phone_office,
    phone_mobile: branding.phone_mobile,
    phone_display: branding.phone_display,
    logo_url: branding.logo_url,
    profile_image_url: branding.profile_image_url,
    header_background: branding.header_background,
    header_text: branding.header_text,
    video: branding.video,
    url: adviser.url,
    form_token: issueFormToken(ctx.config, brokerId, ctx.now()),
  };
}

/** How the lead's reason reads on the Requirements page (its own options: purpose, intended use, first home). */
function requirementOf(reason: LeadPrimaryReason): FieldData {
  switch (reason) {
    case 'first-home':
      return { purpose: 'purchase', intended_use: 'owner_occupied', first_home_buyer: true };
    case 'next-home':
      return { purpose: 'purchase', intended_use: 'owner_occupied', first_home_buyer: false };
    case 'invest':
      return { purpose: 'investment', intended_use: 'investment' };
    case 'refinance':
      return { purpose: 'refinance' };
    case 'build':
      return { purpose: 'construction' };
    default:
      return {};
  }
}

/**
 * POST lead-capture/{brokerId}: a client of type lead with its primary applicant and the answers on the profile and
 * Requirements pages, a line on its activity, an email to the broker at once and an acknowledgement to the prospect.
 * The same email to the same broker within a day adds that form to the lead's activity and changes nothing the first
 * form said (docs/decisions/027). A filled honeypot answers as a success and keeps nothing, so a robot learns nothing.
 */
export async function submitLead(
  ctx: ServiceContext,
  brokerId: number,
  input: LeadCaptureSubmit,
  meta: RequestMeta,
): Promise<{ message: string }> {
  const adviser = await findLeadAdviser(ctx.db, brokerId);
  const branding = adviser ? await findBranding(ctx.db, brokerId) : null;
  if (!adviser || !branding) throw notFound(LEAD_MESSAGES.notAvailable);
  const thanks = { message: leadThankYouMessage(branding.first_name, input.first_name) };
  if (input[LEAD_HONEYPOT_FIELD]) return thanks;
  const now = ctx.now();
  const check = checkFormToken(ctx.config, brokerId, input.form_token, now);
  if (check === 'invalid') throw invalid(LEAD_MESSAGES.formExpired, 'form_token');
  if (check === 'too_fast') throw invalid(LEAD_MESSAGES.tooFast, 'form_token');
  const phone = toE164(input.phone_mobile, phoneNumberingPlan);
  if (!phone) throw invalid(LEAD_MESSAGES.mobileRequired, 'phone_mobile');

  const lines = leadAnswerLines(input, phone);
  const activity = {
    adviserId: brokerId,
    detail: { name: `${input.first_name} ${input.last_name}`, reason: input.primary_reason, answers: lines },
    ip: meta.ip,
  };
  const prospect = { role: 'client', isAdmin: false } as const;

  const { clientId, isRepeat } = await ctx.db.transaction(async (tx) => {
    const recent = await findRecentLead(tx, brokerId, input.email, new Date(now.getTime() - LEAD_DUPLICATE_MS));
    if (recent) {
      await countRepeatSubmission(tx, recent.id, now);
      await recordActivity(tx, { ...activity, action: 'lead_updated', clientId: recent.clientId });
      await touchClient(tx, recent.clientId, prospect, now, { dataChanged: false });
      return { clientId: recent.clientId, isRepeat: true };
    }
    const made = await insertClientWithPrimary(tx, {
      adviserId: brokerId,
      now,
      data: { first_name: input.first_name, last_name: input.last_name, email: input.email, phone_mobile: phone },
      answers: {},
      clientType: 'lead',
    });
    const id = made.client.id;
    await insertLeadSubmission(tx, {
      adviser_id: brokerId,
      client_id: id,
      email: input.email,
      answers: { ...input, phone_mobile: phone, form_token: undefined, [LEAD_HONEYPOT_FIELD]: undefined },
      created_at: now,
      updated_at: now,
    });
    const requirement: FieldData = {
      ...requirementOf(input.primary_reason),
      timeframe: input.timeframe,
      objectives: `From the lead capture form on ${now.toISOString().slice(0, 10)}:\n${lines.join('\n')}`,
    };
    await mergeRequirement(tx, { adviserId: brokerId, clientId: id }, requirement, now);
    await recordActivity(tx, { ...activity, action: 'lead_received', clientId: id });
    await touchClient(tx, id, prospect, now, { dataChanged: false });
    return { clientId: id, isRepeat: false };
  });

  const brokerMail = newLeadEmail({
    adviserFirstName: branding.first_name,
    lines,
    link: clientActivityUrl(ctx.config.publicUrl, clientId),
    isUpdate: isRepeat,
  });
  // From a prospect to the broker: counted as an email from a client (metrics).
  await queueEmail(ctx.db, ctx.jobs, {
    kind: 'lead_received',
    direction: 'from_client',
    to: branding.email,
    from: ctx.config.mailFrom,
    replyTo: input.email,
    ...brokerMail,
    adviserId: brokerId,
    clientId,
  });
  await acknowledge(ctx, { brokerId, clientId, branding, input });
  return thanks;
}

/**
 * The prospect's acknowledgement: at most one per address per day whichever broker's form sent it (counted in the
 * database, so across instances), in the broker's words with only the first name typed in the form.
 */
async function acknowledge(
  ctx: ServiceContext,
  lead: { brokerId: number; clientId: number; branding: Branding; input: LeadCaptureSubmit },
): Promise<void> {
  const { brokerId, clientId, branding, input } = lead;
  const sent = await countHit(ctx, `lead-ack:${input.email}`, LEAD_DUPLICATE_MS);
  if (sent.count > 1) return;
  const settings = await loadMailSettings(ctx.db, brokerId);
  const ack = leadAcknowledgementEmail({
    prospectFirstName: input.first_name,
    branding,
    bestTime: labelOf(LEAD_BEST_TIMES, input.best_time_to_call),
    disclaimer: settings.email_disclaimer,
    publicUrl: ctx.config.publicUrl,
  });
  await queueEmail(ctx.db, ctx.jobs, {
    kind: 'lead_acknowledgement',
    direction: 'to_client',
    to: input.email,
    from: fromAdviser(ctx.config.mailFrom, `${branding.first_name} ${branding.last_name}`.trim()),
    replyTo: branding.email,
    ...ack,
    adviserId: brokerId,
    clientId,
  });
}

/** client/convert-lead: the adviser makes a lead an active client, in one action. */
export async function convertLead(ctx: ServiceContext, actor: Actor, clientId: number) {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  if (client.client_type !== 'lead') throw conflict(LEAD_MESSAGES.notALead);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await updateClient(tx, clientId, { client_type: 'active', updated_at: now });
    if (!row) throw notFound();
    await recordClientEvent(tx, row, actor, now, { action: 'lead_converted', dataChanged: false });
  });
  return clientAnswer(ctx, actor, clientId);
}
