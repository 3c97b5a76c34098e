import { TokenResponseSchema } from './auth';
import { ActivityListSchema, ClientActivityQuerySchema, LogActivitySchema } from './client-activity';
import {
  AcceptInviteSchema,
  ApplicantInviteSchema,
  ApplicantOrderSchema,
  CheckInviteSchema,
  ClientAnswerSchema,
  ClientCreatedSchema,
  ClientCreateSchema,
  ClientDeleteResponseSchema,
  ClientDestroyedSchema,
  ClientDestroySchema,
  ClientDetailSchema,
  ClientIdBodySchema,
  ClientIdQuerySchema,
  ClientInvitedSchema,
  ClientInviteSchema,
  ClientListQuerySchema,
  ClientListSchema,
  ClientPagesSchema,
  InviteCheckSchema,
  ConsentAcceptSchema,
  ConsentDocumentQuerySchema,
  ConsentListQuerySchema,
  ConsentListSchema,
} from './clients';
import { clientsEndpoints } from './clients-endpoints';
import { apiComponents, bindSchemas } from './endpoint-schemas';
import { portalEndpoints } from './portal-endpoints';

/*
 * The client's and the portal's endpoints with their schemas, bound apart from clients.ts: the new-client form
 * parses with clients.ts in the browser, and would otherwise carry the timeline's schemas and these bindings
 * (docs/decisions/011-light-first-load.md).
 */

// Named for what they are, not for the first endpoint that binds them: the answer of every change to a client, and
// the body of every action on one (other features' too).
for (const [schema, id] of [
  [ClientAnswerSchema, 'ClientAnswer'],
  [ClientIdBodySchema, 'ClientIdBody'],
] as const) {
  if (!apiComponents.has(schema)) apiComponents.add(schema, { id });
}

export const clientsApi = bindSchemas(clientsEndpoints, {
  list: { query: ClientListQuerySchema, reply: ClientListSchema },
  create: { body: ClientCreateSchema, reply: ClientCreatedSchema },
  detail: { query: ClientIdQuerySchema, reply: ClientDetailSchema },
  archive: { body: ClientIdBodySchema, reply: ClientAnswerSchema },
  restore: { body: ClientIdBodySchema, reply: ClientAnswerSchema },
  delete: { body: ClientIdBodySchema, reply: ClientDeleteResponseSchema },
  destroy: { body: ClientDestroySchema, reply: ClientDestroyedSchema },
  submit: { body: ClientIdBodySchema, reply: ClientAnswerSchema },
  markLodged: { body: ClientIdBodySchema, reply: ClientAnswerSchema },
  reorderApplicants: { body: ApplicantOrderSchema, reply: ClientAnswerSchema },
  activity: { query: ClientActivityQuerySchema, reply: ActivityListSchema },
  logActivity: { body: LogActivitySchema },
});

export const portalApi = bindSchemas(portalEndpoints, {
  invite: { body: ClientInviteSchema, reply: ClientInvitedSchema },
  setPages: { body: ClientPagesSchema, reply: ClientAnswerSchema },
  revokeAccess: { body: ClientIdBodySchema, reply: ClientAnswerSchema },
  acceptInvite: { body: AcceptInviteSchema, reply: TokenResponseSchema },
  checkInvite: { body: CheckInviteSchema, reply: InviteCheckSchema },
  inviteApplicant: { body: ApplicantInviteSchema, reply: ClientInvitedSchema },
  consents: { query: ConsentListQuerySchema, reply: ConsentListSchema },
  consentDocument: { query: ConsentDocumentQuerySchema },
  acceptConsent: { body: ConsentAcceptSchema, reply: ConsentListSchema },
});
