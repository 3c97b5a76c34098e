import {
  ApplicantCreatedSchema,
  ApplicantCreateSchema,
  ApplicantDetailQuerySchema,
  ApplicantDetailSchema,
  ApplicantEditCompanySchema,
  ApplicantEditSchema,
  ApplicantRecordSchema,
  ApplicantRefSchema,
  ApplicationItemSchema,
  ClientIdQuerySchema,
  MESSAGES,
  MessageResponseSchema,
  ThirdPartyListSchema,
  ThirdPartySaveSchema,
  toKeyValueArr,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { createApplicant, deleteApplicant } from './applicant-list.service';
import { editApplicant, getApplicantDetail } from './applicants.service';
import { getThirdParties, saveThirdParty } from './third-party.service';

/**
 * A client's applicants (adding and deleting them; the order is client/update-applicant-order, which answers the
 * client), their profiles, and the client's third parties (paths in contract application/api.ts).
 */
export function applicantsRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['applicants'];

  api.post(
    '/applicant/create',
    { schema: { tags, body: ApplicantCreateSchema, response: { 201: ApplicantCreatedSchema } } },
    async (req, reply) =>
      reply.status(201).send(await createApplicant(ctx, actorOf(req), req.body.clientId, req.body.type)),
  );

  api.delete(
    '/applicant/delete',
    { schema: { tags, body: ApplicantRefSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await deleteApplicant(ctx, actorOf(req), req.body.clientId, req.body.applicantId);
      return { message: MESSAGES.applicantDeleted };
    },
  );

  api.get(
    '/applicant/detail',
    { schema: { tags, querystring: ApplicantDetailQuerySchema, response: { 200: ApplicantDetailSchema } } },
    (req) => getApplicantDetail(ctx, actorOf(req), req.query.clientId, req.query.applicantId),
  );

  api.post(
    '/applicant/edit-person',
    { schema: { tags, body: ApplicantEditSchema, response: { 200: ApplicantRecordSchema } } },
    (req) => editApplicant(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, ['person']),
  );

  api.post(
    '/applicant/edit-company',
    { schema: { tags, body: ApplicantEditCompanySchema, response: { 200: ApplicantRecordSchema } } },
    (req) =>
      editApplicant(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, ['company', 'trust']),
  );

  api.get(
    '/third-party/detail',
    { schema: { tags, querystring: ClientIdQuerySchema, response: { 200: ThirdPartyListSchema } } },
    (req) => getThirdParties(ctx, actorOf(req), req.query.clientId),
  );

  api.post(
    '/third-party/save',
    { schema: { tags, body: ThirdPartySaveSchema, response: { 200: ApplicationItemSchema } } },
    (req) => saveThirdParty(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }),
  );
}
