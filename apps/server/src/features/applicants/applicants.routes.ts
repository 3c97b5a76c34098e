import {
  ApplicantDetailQuerySchema,
  ApplicantDetailSchema,
  ApplicantEditCompanySchema,
  ApplicantEditSchema,
  ApplicantRecordSchema,
  ApplicationItemSchema,
  ClientIdQuerySchema,
  ThirdPartyListSchema,
  ThirdPartySaveSchema,
  toKeyValueArr,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { editApplicant, getApplicantDetail } from './applicants.service';
import { getThirdParties, saveThirdParty } from './third-party.service';

/** Applicants' profiles and the client's third parties (paths in contract application/api.ts). */
export function applicantsRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['applicants'];

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
