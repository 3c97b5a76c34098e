import { z } from 'zod';
import { BROKER_SORTS, PLANNER_SORTS, TRIAL_DURATIONS } from './advisers-admin-values';
import { dashboardEndpoints } from './dashboard-endpoints';
import { apiComponents, bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { PageQuerySchema } from './paging';

const TRIAL_CHANGES = [...TRIAL_DURATIONS, ...TRIAL_DURATIONS.map((d) => `-${d}` as `-${typeof d}`)];
export const TrialDurationSchema = z.enum(TRIAL_CHANGES);
export type TrialDuration = z.infer<typeof TrialDurationSchema>;

export const OrderTypeSchema = z.enum(['asc', 'desc']);
export type OrderType = z.infer<typeof OrderTypeSchema>;

const SearchSchema = text().trim().max(100).default('');

export const BrokerListQuerySchema = PageQuerySchema.extend({
  query: SearchSchema,
  orderBy: z.enum(BROKER_SORTS).default('created_at'),
  orderType: OrderTypeSchema.default('desc'),
});
export type BrokerListQuery = z.infer<typeof BrokerListQuerySchema>;

/** docs/spec/settings-billing-admin.md §2 Planner list (PLANNER_SORTS): default created_at descending. */
export const PlannerListQuerySchema = PageQuerySchema.extend({
  query: SearchSchema,
  orderBy: z.enum(PLANNER_SORTS).default('created_at'),
  orderType: OrderTypeSchema.default('desc'),
});
export type PlannerListQuery = z.infer<typeof PlannerListQuerySchema>;

const YmdSchema = text().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One broker or planner as the admin lists show it (flags are booleans, dates YYYY-MM-DD). */
export const AdviserRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: z.enum(['broker', 'planner']),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string(),
  recent_clients_count: z.number(),
  registered_at: YmdSchema,
  trial_end_date: YmdSchema.nullable(),
  trial_ended: z.boolean(),
  paying: z.boolean(),
  plan: z.enum(['standard', 'pro']).nullable(),
  referrer_code: z.string().nullable(),
  referrer_broker_id: z.number().nullable(),
  referrer_first_name: z.string().nullable(),
  referrer_last_name: z.string().nullable(),
  source: z.string().nullable(),
  suspended: z.boolean(),
  free_access: z.boolean(),
  recent_billing_date: YmdSchema.nullable(),
  created_at: z.string(),
});
export type AdviserRow = z.infer<typeof AdviserRowSchema>;

export const BrokerListSchema = z.object({ brokers: z.array(AdviserRowSchema), total: z.number() });
export type BrokerList = z.infer<typeof BrokerListSchema>;
export const PlannerListSchema = z.object({ planners: z.array(AdviserRowSchema), total: z.number() });
export type PlannerList = z.infer<typeof PlannerListSchema>;

export const AdviserIdParamsSchema = z.object({ id: IdSchema });
export const AdviserEditQuerySchema = z.object({ action: z.enum(['free-access', 'suspended']) });
export type AdviserEditAction = z.infer<typeof AdviserEditQuerySchema>['action'];
/** `freeAccess` with action=free-access, `suspended` with action=suspended (docs/spec/core-and-application.md §7). */
export const AdviserEditBodySchema = z.object({
  freeAccess: z.boolean().optional(),
  suspended: z.boolean().optional(),
});
export const ExtendTrialBodySchema = z.object({ duration: TrialDurationSchema });
// The broker and planner endpoints share these bodies: named for what they are, not for the first endpoint bound.
apiComponents.add(AdviserEditBodySchema, { id: 'AdviserEdit' });
apiComponents.add(ExtendTrialBodySchema, { id: 'ExtendTrial' });

export const BrokerActionResponseSchema = z.object({ broker: AdviserRowSchema });
export const PlannerActionResponseSchema = z.object({ planner: AdviserRowSchema });

export const DashboardStatsSchema = z.object({
  numBrokers: z.number(),
  numClients: z.number(),
  numEmails: z.number(),
  numStripeCustomers: z.number(),
  numMercuryBrokers: z.number(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const dashboardApi = bindSchemas(dashboardEndpoints, { stats: { reply: DashboardStatsSchema } });
