import { applicantsApi, MESSAGES, toKeyValueArr } from '@brokerdesk/contract';
import type { ServiceContext } from '../../../context';
import { actorOf } from '../../../http/auth-hook';
import { route } from '../../../http/endpoints';
import type { Api } from '../../../http/types';
import {
  createApplicantItem,
  deleteApplicantItem,
  editAddress,
  editApplicantItem,
  editResidence,
} from './applicant-items.service';

/** An applicant's addresses, employments and other income (contract applicants-endpoints.ts). */
export function applicantItemsRoutes(api: Api, ctx: ServiceContext): void {
  route(api, applicantsApi.editAddress, (req) =>
    editAddress(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }),
  );
  route(api, applicantsApi.editResidence, (req) =>
    editResidence(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }),
  );
  route(api, applicantsApi.deleteAddress, async (req) => {
    await deleteApplicantItem(ctx, actorOf(req), { ...req.body, itemId: req.body.addressId }, 'address');
    return { message: MESSAGES.addressDeleted };
  });

  route(api, applicantsApi.createEmployment, (req) => createApplicantItem(ctx, actorOf(req), req.body, 'employment'));
  route(api, applicantsApi.editEmployment, (req) =>
    editApplicantItem(
      ctx,
      actorOf(req),
      { ...req.body, itemId: req.body.employmentId, keyValueArr: toKeyValueArr(req.body) },
      'employment',
    ),
  );
  route(api, applicantsApi.deleteEmployment, async (req) => {
    await deleteApplicantItem(ctx, actorOf(req), { ...req.body, itemId: req.body.employmentId }, 'employment');
    return { message: MESSAGES.employmentDeleted };
  });

  route(api, applicantsApi.createOtherIncome, (req) =>
    createApplicantItem(ctx, actorOf(req), req.body, 'other_income'),
  );
  route(api, applicantsApi.editOtherIncome, (req) =>
    editApplicantItem(
      ctx,
      actorOf(req),
      { ...req.body, itemId: req.body.otherIncomeId, keyValueArr: toKeyValueArr(req.body) },
      'other_income',
    ),
  );
  route(api, applicantsApi.deleteOtherIncome, async (req) => {
    await deleteApplicantItem(ctx, actorOf(req), { ...req.body, itemId: req.body.otherIncomeId }, 'other_income');
    return { message: MESSAGES.incomeDeleted };
  });
}
