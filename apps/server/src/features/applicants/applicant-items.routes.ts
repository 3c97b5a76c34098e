import {
  AddressDeleteSchema,
  AddressEditSchema,
  AddressResidenceSchema,
  ApplicantItemCreateSchema,
  ApplicationItemSchema,
  EmploymentDeleteSchema,
  EmploymentEditSchema,
  MESSAGES,
  MessageResponseSchema,
  OtherIncomeDeleteSchema,
  OtherIncomeEditSchema,
  toKeyValueArr,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import {
  createApplicantItem,
  deleteApplicantItem,
  editAddress,
  editApplicantItem,
  editResidence,
} from './applicant-items.service';

/** An applicant's addresses, employments and other income (paths in contract application/api.ts). */
export function applicantItemsRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['applicants'];
  const item = { 200: ApplicationItemSchema };
  const deleted = { 200: MessageResponseSchema };

  api.post('/address/edit', { schema: { tags, body: AddressEditSchema, response: item } }, (req) =>
    editAddress(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }),
  );
  api.post('/address/edit-residence', { schema: { tags, body: AddressResidenceSchema, response: item } }, (req) =>
    editResidence(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }),
  );
  api.delete('/address/delete', { schema: { tags, body: AddressDeleteSchema, response: deleted } }, async (req) => {
    await deleteApplicantItem(ctx, actorOf(req), { ...req.body, itemId: req.body.addressId }, 'address');
    return { message: MESSAGES.addressDeleted };
  });

  const lists = [
    ['employment', 'employment'],
    ['other-income', 'other_income'],
  ] as const;
  for (const [path, section] of lists) {
    api.post(
      `/${path}/create`,
      { schema: { tags, body: ApplicantItemCreateSchema, response: { 201: ApplicationItemSchema } } },
      async (req, reply) => reply.status(201).send(await createApplicantItem(ctx, actorOf(req), req.body, section)),
    );
  }
  api.post('/employment/edit', { schema: { tags, body: EmploymentEditSchema, response: item } }, (req) =>
    editApplicantItem(
      ctx,
      actorOf(req),
      { ...req.body, itemId: req.body.employmentId, keyValueArr: toKeyValueArr(req.body) },
      'employment',
    ),
  );
  api.delete(
    '/employment/delete',
    { schema: { tags, body: EmploymentDeleteSchema, response: deleted } },
    async (req) => {
      await deleteApplicantItem(ctx, actorOf(req), { ...req.body, itemId: req.body.employmentId }, 'employment');
      return { message: MESSAGES.employmentDeleted };
    },
  );
  api.post('/other-income/edit', { schema: { tags, body: OtherIncomeEditSchema, response: item } }, (req) =>
    editApplicantItem(
      ctx,
      actorOf(req),
      { ...req.body, itemId: req.body.otherIncomeId, keyValueArr: toKeyValueArr(req.body) },
      'other_income',
    ),
  );
  api.delete(
    '/other-income/delete',
    { schema: { tags, body: OtherIncomeDeleteSchema, response: deleted } },
    async (req) => {
      await deleteApplicantItem(ctx, actorOf(req), { ...req.body, itemId: req.body.otherIncomeId }, 'other_income');
      return { message: MESSAGES.incomeDeleted };
    },
  );
}
