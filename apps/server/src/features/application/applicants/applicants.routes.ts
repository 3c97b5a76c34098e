import { applicantsApi, MESSAGES, toKeyValueArr } from '@brokerdesk/contract';
import type { ServiceContext } from '../../../context';
import { actorOf } from '../../../http/auth-hook';
import { route } from '../../../http/endpoints';
import type { Api } from '../../../http/types';
import { createApplicant, deleteApplicant } from './applicant-list.service';
import { editApplicant, getApplicantDetail } from './applicants.service';
import { getThirdParties, saveThirdParty } from './third-party.service';

/**
 * A client's applicants (adding and deleting them; the order is client/update-applicant-order, which answers the
 * client), their profiles, and the client's third parties (contract applicants-endpoints.ts).
 */
export function applicantsRoutes(api: Api, ctx: ServiceContext): void {
  route(api, applicantsApi.create, (req) => createApplicant(ctx, actorOf(req), req.body.clientId, req.body.type));

  route(api, applicantsApi.delete, async (req) => {
    await deleteApplicant(ctx, actorOf(req), req.body.clientId, req.body.applicantId);
    return { message: MESSAGES.applicantDeleted };
  });

  route(api, applicantsApi.detail, (req) =>
    getApplicantDetail(ctx, actorOf(req), req.query.clientId, req.query.applicantId),
  );

  route(api, applicantsApi.editPerson, (req) =>
    editApplicant(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, ['person']),
  );

  route(api, applicantsApi.editCompany, (req) =>
    editApplicant(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, ['company', 'trust']),
  );

  route(api, applicantsApi.thirdParties, (req) => getThirdParties(ctx, actorOf(req), req.query.clientId));

  route(api, applicantsApi.saveThirdParty, (req) =>
    saveThirdParty(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }),
  );
}
