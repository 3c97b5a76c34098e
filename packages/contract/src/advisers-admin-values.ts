/**
 * docs/spec/core-and-application.md §2, §9; docs/spec/settings-billing-admin.md §9: trial changes offered, and their
 * negatives to shorten. Default 7 days.
 */
export const TRIAL_DURATIONS = ['7 days', '30 days', '60 days', '90 days', '6 months', '12 months'] as const;
export const DEFAULT_TRIAL_DURATION = '7 days';

/** Every broker list column sorts except Actions (docs/spec/core-and-application.md §2 Broker list). */
export const BROKER_SORTS = [
  'name',
  'email',
  'recent_clients_count',
  'registered_at',
  'trial_end_date',
  'paying',
  'referrer',
  'source',
  'created_at',
] as const;

/** docs/spec/settings-billing-admin.md §2 Planner list: sortable by name and email; default created_at descending. */
export const PLANNER_SORTS = ['name', 'email', 'created_at'] as const;
