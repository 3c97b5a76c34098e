import {
  AdviserDetailSchema,
  BrokerIdQuerySchema,
  BrokerSaveSchema,
  PlannerIdQuerySchema,
  PlannerSaveSchema,
  PlannerUserSchema,
  UserAccountSaveSchema,
  UserIdQuerySchema,
} from './adviser-settings';
import {
  AdviserEditBodySchema,
  AdviserEditQuerySchema,
  AdviserIdParamsSchema,
  BrokerActionResponseSchema,
  BrokerListQuerySchema,
  BrokerListSchema,
  ExtendTrialBodySchema,
  PlannerActionResponseSchema,
  PlannerListQuerySchema,
  PlannerListSchema,
} from './advisers-admin';
import { advisersEndpoints } from './advisers-endpoints';
import { MessageResponseSchema } from './auth';
import { bindSchemas } from './endpoint-schemas';
import { UserSchema } from './users';

/** The advisers table's schemas, which live with the admin lists (advisers-admin.ts) and the settings. */
const params = AdviserIdParamsSchema;
const edit = { params, query: AdviserEditQuerySchema, body: AdviserEditBodySchema };
const extendTrial = { params, body: ExtendTrialBodySchema };

export const advisersApi = bindSchemas(advisersEndpoints, {
  brokerList: { query: BrokerListQuerySchema, reply: BrokerListSchema },
  brokerExport: {},
  brokerEdit: { ...edit, reply: BrokerActionResponseSchema },
  brokerExtendTrial: { ...extendTrial, reply: BrokerActionResponseSchema },
  brokerTerminateBilling: { params, reply: BrokerActionResponseSchema },
  brokerDelete: { params, reply: MessageResponseSchema },
  plannerList: { query: PlannerListQuerySchema, reply: PlannerListSchema },
  plannerExport: {},
  plannerEdit: { ...edit, reply: PlannerActionResponseSchema },
  plannerExtendTrial: { ...extendTrial, reply: PlannerActionResponseSchema },
  plannerTerminateBilling: { params, reply: PlannerActionResponseSchema },
  plannerDelete: { params, reply: MessageResponseSchema },
  brokerDetail: { query: BrokerIdQuerySchema, reply: AdviserDetailSchema },
  plannerDetail: { query: PlannerIdQuerySchema, reply: AdviserDetailSchema },
  brokerSave: { body: BrokerSaveSchema, reply: AdviserDetailSchema },
  plannerSave: { body: PlannerSaveSchema, reply: AdviserDetailSchema },
  userAccount: { body: UserAccountSaveSchema, reply: UserSchema },
  plannerUserAccount: { body: UserAccountSaveSchema, reply: UserSchema },
  plannerUserDetail: { query: UserIdQuerySchema, reply: PlannerUserSchema },
});
