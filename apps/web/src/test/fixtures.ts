import type { Branding, User } from '@brokerdesk/contract/constants';

/** The demo broker as the API describes her, for tests of pages that need a signed-in user. */
export const brokerBranding: Branding = {
  adviser_id: 3,
  kind: 'broker',
  first_name: 'Sarah',
  last_name: 'Mitchell',
  email: 'broker@example.com',
  company: 'Harbour City Home Loans',
  phone_office: '+61292531234',
  phone_mobile: '+61412345678',
  phone_display: '0412 345 678',
  header_background: '#1A356F',
  header_text: 0,
  logo_url: null,
  profile_image_url: null,
  video: '',
};

export const brokerUser: User = {
  id: 7,
  role: 'broker',
  is_admin: false,
  first_name: 'Sarah',
  last_name: 'Mitchell',
  email: 'broker@example.com',
  broker_id: 3,
  planner_id: null,
  client_id: null,
  free_version_notice: false,
  email_verified: true,
  pending_email: null,
  mfa_enabled: false,
  mfa_enrolment_required: false,
  branding: brokerBranding,
};

/** A JSON answer as fetch would give it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
