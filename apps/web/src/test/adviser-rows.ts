import type { AdviserRow } from '@brokerdesk/contract/constants';

/** An adviser row as the list endpoints answer it, for the unit tests. */
export function adviserRow(overrides: Partial<AdviserRow> = {}): AdviserRow {
  return {
    id: 11,
    user_id: 21,
    kind: 'broker',
    first_name: 'Priya',
    last_name: 'Shah',
    email: 'priya@example.com',
    company: 'Shah Finance',
    recent_clients_count: 4,
    registered_at: '2024-03-05',
    trial_end_date: '2024-04-04',
    trial_ended: true,
    paying: false,
    plan: null,
    referrer_code: 'HARBOUR1',
    referrer_broker_id: 1,
    referrer_first_name: 'Sarah',
    referrer_last_name: 'Mitchell',
    source: 'Google search',
    suspended: false,
    free_access: false,
    recent_billing_date: null,
    created_at: '2024-03-05T01:00:00.000Z',
    ...overrides,
  };
}
