import type { AdviserDetail, AdviserKind, StoredImage } from '@brokerdesk/contract';
import { type AdviserAccess, isLodgementAvailable, lodgementUnavailableReason, requireAccess } from '../../access';
import { hasPaidFeatures, planDay } from '../../accounts/plan-access';
import { businessDate } from '../../business-day';
import type { Actor, ServiceContext } from '../../context';
import { publicFileUrl } from '../../http/file-urls';
import { effectivePersonalMessage } from '../../mail/mail-settings';

/** broker/detail and planner/detail, and what every settings save answers. */
export async function loadAdviserDetail(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number,
): Promise<AdviserDetail> {
  return toAdviserDetail(
    ctx,
    actor,
    await requireAccess(ctx, actor, { kind: 'adviser', id, adviserKind: kind }, 'read'),
  );
}

const image = (file: { id: number | null; storage_key: string | null } | null): StoredImage | null =>
  file?.id != null && file.storage_key != null ? { id: file.id, url: publicFileUrl(file.storage_key) } : null;

export function toAdviserDetail(ctx: ServiceContext, actor: Actor, row: AdviserAccess): AdviserDetail {
  const a = row.adviser;
  const day = planDay(ctx);
  const personal = effectivePersonalMessage(a.personal_message);
  return {
    id: a.id,
    user_id: a.user_id,
    kind: a.kind,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    postcode: a.postcode,
    state_id: a.state_id,
    country_id: a.country_id,
    phone_office: a.phone_office,
    phone_mobile: a.phone_mobile,
    fax: a.fax,
    url: a.url,
    crn: a.crn,
    crn_type: a.crn_type,
    aggregator_id: a.aggregator_id,
    afsl_number: a.afsl_number,
    lodgement_available: isLodgementAvailable(a, actor, day),
    lodgement_unavailable_reason: lodgementUnavailableReason(a, actor, day),
    // The secrets themselves never leave the server: only whether each is set.
    lodge_user: a.lodge_user ?? '',
    lodge_pass_set: a.lodge_pass_enc !== null,
    lodge_api_key_set: a.lodge_api_key_enc !== null,
    lodge_api_token_set: a.lodge_api_token_enc !== null,
    logo: image(row.logo),
    profile_image: image(row.profile_image),
    header_text: a.header_text,
    header_background: a.header_background,
    video: a.video,
    mailto: a.mailto,
    mail_client: a.mail_client,
    personal_message: personal.message,
    personal_message_is_default: personal.isDefault,
    email_disclaimer: a.email_disclaimer,
    emailDisclaimer: a.email_disclaimer,
    lead_capture_enabled: a.lead_capture_enabled,
    should_show_landing: a.should_show_landing,
    reminder_days: a.reminder_days,
    documents_allow_office: a.documents_allow_office,
    suspended: a.suspended,
    free_access: a.free_access,
    not_free_access: !a.free_access,
    // With billing off there are no trials (docs/decisions/026), whatever date a row kept from before.
    trial_end_date: day.billingOff ? null : a.trial_end_date,
    trial_ended: !day.billingOff && a.trial_end_date !== null && a.trial_end_date < day.today,
    plan: a.plan,
    subscription: {
      stripe:
        day.billingOff || a.free_access || !a.plan || !a.is_paying
          ? null
          : {
              name: a.plan,
              on_grace_period: a.cancel_at_period_end,
              ends_at: a.cancel_at_period_end ? a.subscription_ends_at : null,
            },
    },
    locked: !hasPaidFeatures(a, day),
    registered_at: businessDate(a.registered_at, ctx.config.businessTimeZone),
    created_at: a.created_at.toISOString(),
    recent_clients_count: a.recent_clients_count,
  };
}
