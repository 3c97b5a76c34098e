import type { ClientDetail } from '@brokerdesk/contract';
import type { ClientAccess } from '../../access';
import { findBranding } from '../../accounts/branding.repo';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { effectivePersonalMessage } from '../../mail/mail-settings';
import { listApplicants, toApplicantSummary } from '../application';
import { findClientUserEmail } from './clients.repo';

/**
 * The client as client/detail answers it: the ordered applicants, the invitation's settings, and the
 * adviser's public branding, which is how the portal shows the broker. Built from the access gate's rows, so a
 * write passes its updated client row.
 */
export async function toClientDetail(db: Db, access: Pick<ClientAccess, 'client' | 'adviser' | 'locked'>) {
  const { client, adviser, locked } = access;
  const [applicantRows, accessEmail, branding] = await Promise.all([
    listApplicants(db, { clientId: client.id, adviserId: client.adviser_id }),
    findClientUserEmail(db, client.user_id),
    findBranding(db, adviser.id),
  ]);
  if (!branding) throw notFound();
  const detail: ClientDetail = {
    id: client.id,
    adviser_id: client.adviser_id,
    name: client.display_name,
    client_type: client.client_type,
    status: client.status,
    access: client.access,
    access_email: accessEmail,
    applicants: applicantRows.map(toApplicantSummary),
    num_documents_received: client.num_documents_received,
    reminders_paused: client.reminders_paused,
    documents_allow_office: adviser.documents_allow_office,
    submit: {
      pages: client.submit_pages,
      invited_at: client.invited_at?.toISOString() ?? null,
      submitted_at: client.submitted_at?.toISOString() ?? null,
      lodged_at: client.lodged_at?.toISOString() ?? null,
      personal_message: client.invite_message ?? effectivePersonalMessage(adviser.personal_message).message,
    },
    deal: {
      stage: client.stage,
      lender: client.lender,
      loan_amount_cents: client.loan_amount_cents,
      settlement_date: client.settlement_date,
      fixed_rate_expires_on: client.fixed_rate_expires_on,
    },
    last_activity_timestamp: client.last_activity_at.toISOString(),
    created_at: client.created_at.toISOString(),
    adviser: branding,
    locked,
  };
  return detail;
}
