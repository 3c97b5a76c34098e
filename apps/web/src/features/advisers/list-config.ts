import { BrokerListQuerySchema, MESSAGES, PlannerListQuerySchema } from '@brokerdesk/contract';
import type { ListQuerySchema } from '../../lib/list-params';
import type { AdviserKind } from './api';
import { type AdviserColumn, BROKER_COLUMNS, PLANNER_COLUMNS } from './columns';

/**
 * What differs between the broker list (docs/spec/core-and-application.md §2) and the planner list
 * (docs/spec/settings-billing-admin.md §2); the rest is shared.
 */
export interface AdviserListConfig {
  kind: AdviserKind;
  title: string;
  one: string;
  many: string;
  schema: ListQuerySchema;
  columns: AdviserColumn[];
  noRows: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  /**
   * Planners: pagination appears only when the total exceeds the page size (docs/spec/settings-billing-admin.md §2).
   */
  paginateAlways: boolean;
  /**
   * Planners: terminating billing without a recent billing date is not built (docs/spec/settings-billing-admin.md §4).
   */
  terminateNeedsBillingDate: boolean;
}

export const BROKER_LIST: AdviserListConfig = {
  kind: 'broker',
  title: 'Brokers',
  one: 'broker',
  many: 'brokers',
  schema: BrokerListQuerySchema,
  columns: BROKER_COLUMNS,
  noRows: MESSAGES.noBrokers,
  updated: MESSAGES.brokerUpdated,
  updateFailed: MESSAGES.brokerUpdateFailed,
  deleted: MESSAGES.brokerDeleted,
  paginateAlways: true,
  terminateNeedsBillingDate: false,
};

export const PLANNER_LIST: AdviserListConfig = {
  kind: 'planner',
  title: 'Planners',
  one: 'planner',
  many: 'planners',
  schema: PlannerListQuerySchema,
  columns: PLANNER_COLUMNS,
  noRows: MESSAGES.noPlanners,
  updated: MESSAGES.plannerUpdated,
  updateFailed: MESSAGES.plannerUpdateFailed,
  deleted: MESSAGES.plannerDeleted,
  paginateAlways: false,
  terminateNeedsBillingDate: true,
};
