import {
  type ApplicantSummary,
  type ApplicationProgress,
  type ClientDetail,
  COMPLETENESS_PAGES,
  DEFAULT_SUBMIT_PAGES,
  type User,
} from '@brokerdesk/contract/constants';
import { brokerBranding, brokerUser } from './fixtures';

/** A client of the demo broker for the application's tests: a couple, their company and their trust. */
export const CLIENT_ID = 41;

export const testApplicants: ApplicantSummary[] = [
  { id: 101, client_id: CLIENT_ID, type: 'person', is_primary: true, position: 0, name: 'Olivia Chen' },
  { id: 102, client_id: CLIENT_ID, type: 'person', is_primary: false, position: 1, name: '' },
  { id: 103, client_id: CLIENT_ID, type: 'company', is_primary: false, position: 2, name: 'Chen Holdings Pty Ltd' },
  { id: 104, client_id: CLIENT_ID, type: 'trust', is_primary: false, position: 3, name: 'Chen Family Trust' },
];

export function testClient(overrides: Partial<ClientDetail> = {}): ClientDetail {
  return {
    id: CLIENT_ID,
    adviser_id: brokerBranding.adviser_id,
    name: 'Olivia Chen',
    client_type: 'active',
    status: 'in-progress',
    access: 'none',
    access_email: null,
    applicants: testApplicants,
    num_documents_received: 0,
    reminders_paused: false,
    documents_allow_office: false,
    submit: {
      pages: DEFAULT_SUBMIT_PAGES,
      invited_at: null,
      submitted_at: null,
      lodged_at: null,
      personal_message: '',
    },
    deal: { stage: null, lender: '', loan_amount_cents: null, settlement_date: null, fixed_rate_expires_on: null },
    last_activity_timestamp: '2026-03-01T01:00:00.000Z',
    created_at: '2026-02-01T01:00:00.000Z',
    adviser: brokerBranding,
    locked: false,
    ...overrides,
  };
}

/** Every page complete except those given, with that many answers missing; `documents` still needed (none). */
export function testProgress(missing: Partial<Record<keyof ApplicationProgress['pages'], number>> = {}, documents = 0) {
  const pages = Object.fromEntries(
    COMPLETENESS_PAGES.map((p) => {
      const n = missing[p] ?? 0;
      return [p, { complete: n === 0, missing: n, missing_keys: Array.from({ length: n }, (_, i) => `${p}.${i}`) }];
    }),
  );
  return { pages, documents_needed: documents } as ApplicationProgress;
}

export const clientUser: User = {
  ...brokerUser,
  id: 90,
  role: 'client',
  first_name: 'Olivia',
  last_name: 'Chen',
  email: 'olivia@example.com',
  broker_id: null,
  client_id: CLIENT_ID,
};

export const adminUser: User = { ...brokerUser, id: 1, is_admin: true, broker_id: null, role: 'broker' };
