import { type AdviserDetail, DEFAULT_PERSONAL_MESSAGE } from '@brokerdesk/contract';

/** The demo broker's settings as broker/detail answers them, for the settings page tests. */
export function adviserDetail(overrides: Partial<AdviserDetail> = {}): AdviserDetail {
  return {
    id: 3,
    user_id: 7,
    kind: 'broker',
    first_name: 'Sarah',
    last_name: 'Mitchell',
    email: 'broker@example.com',
    company: 'Harbour City Home Loans',
    address1: '',
    address2: '',
    city: '',
    postcode: '',
    state_id: null,
    country_id: null,
    phone_office: '',
    phone_mobile: '',
    fax: '',
    url: '',
    crn: '',
    crn_type: null,
    aggregator_id: null,
    afsl_number: '',
    lodgement_available: false,
    lodgement_unavailable_reason: 'no_aggregator',
    lodge_user: '',
    lodge_pass_set: false,
    lodge_api_key_set: false,
    lodge_api_token_set: false,
    logo: null,
    profile_image: null,
    header_text: 0,
    header_background: null,
    video: '',
    mailto: 0,
    mail_client: 'default',
    personal_message: DEFAULT_PERSONAL_MESSAGE,
    personal_message_is_default: true,
    email_disclaimer: '',
    emailDisclaimer: '',
    lead_capture_enabled: false,
    should_show_landing: true,
    reminder_days: '2,5,10',
    documents_allow_office: false,
    suspended: false,
    free_access: false,
    not_free_access: false,
    trial_end_date: '2099-01-01',
    trial_ended: false,
    locked: false,
    plan: null,
    subscription: { stripe: null },
    registered_at: '2025-01-01T00:00:00.000Z',
    created_at: '2025-01-01T00:00:00.000Z',
    recent_clients_count: 0,
    ...overrides,
  };
}

export type FetchCall = { url: string; method: string; body: unknown };

/** Parses what the page sent: JSON bodies as objects, uploads as their form fields in order. */
export function describeCall(url: string, init: RequestInit): FetchCall {
  const method = init.method ?? 'GET';
  if (init.body instanceof FormData) return { url, method, body: [...init.body.entries()].map(([k]) => k) };
  return { url, method, body: init.body ? JSON.parse(String(init.body)) : undefined };
}
