import {
  ApplicationItemSchema,
  ApplicationProgressSchema,
  AssetCreateSchema,
  AssetListSchema,
  ClientIdQuerySchema,
  ItemDeleteSchema,
  ItemSaveSchema,
  LiabilityCreateSchema,
  LiabilityListSchema,
  ListAnswerSchema,
  MESSAGES,
  MessageResponseSchema,
  SectionRecordSchema,
  SectionSaveSchema,
  toKeyValueArr,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import {
  createClientItem,
  deleteClientItem,
  listAssets,
  listLiabilities,
  saveClientItem,
  saveListAnswer,
} from './client-items.service';
import { getApplicationProgress } from './progress.service';
import { getSection, SECTION_PAGES, saveSection } from './sections.service';

/** The fact-find pages under /api/application/<page> (paths in contract application/api.ts). */
export function applicationRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['application'];

  for (const [section, page] of Object.entries(SECTION_PAGES) as [keyof typeof SECTION_PAGES, string][]) {
    api.get(
      `/application/${page}`,
      { schema: { tags, querystring: ClientIdQuerySchema, response: { 200: SectionRecordSchema } } },
      (req) => getSection(ctx, actorOf(req), req.query.clientId, section),
    );
    api.post(
      `/application/${page}/save`,
      { schema: { tags, body: SectionSaveSchema, response: { 200: SectionRecordSchema } } },
      (req) => saveSection(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, section),
    );
  }

  api.get(
    '/application/asset',
    { schema: { tags, querystring: ClientIdQuerySchema, response: { 200: AssetListSchema } } },
    (req) => listAssets(ctx, actorOf(req), req.query.clientId),
  );
  api.get(
    '/application/liability',
    { schema: { tags, querystring: ClientIdQuerySchema, response: { 200: LiabilityListSchema } } },
    (req) => listLiabilities(ctx, actorOf(req), req.query.clientId),
  );

  const lists = [
    { section: 'asset', create: AssetCreateSchema, deleted: MESSAGES.assetDeleted },
    { section: 'liability', create: LiabilityCreateSchema, deleted: MESSAGES.liabilityDeleted },
  ] as const;
  for (const { section, create, deleted } of lists) {
    api.post(
      `/application/${section}/create`,
      { schema: { tags, body: create, response: { 201: ApplicationItemSchema } } },
      async (req, reply) => reply.status(201).send(await createClientItem(ctx, actorOf(req), req.body, section)),
    );
    api.post(
      `/application/${section}/answer`,
      { schema: { tags, body: SectionSaveSchema, response: { 200: ListAnswerSchema } } },
      (req) => saveListAnswer(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, section),
    );
    api.post(
      `/application/${section}/save`,
      { schema: { tags, body: ItemSaveSchema, response: { 200: ApplicationItemSchema } } },
      (req) => saveClientItem(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, section),
    );
    api.delete(
      `/application/${section}/delete`,
      { schema: { tags, body: ItemDeleteSchema, response: { 200: MessageResponseSchema } } },
      async (req) => {
        await deleteClientItem(ctx, actorOf(req), req.body, section);
        return { message: deleted };
      },
    );
  }

  api.get(
    '/application/progress',
    { schema: { tags, querystring: ClientIdQuerySchema, response: { 200: ApplicationProgressSchema } } },
    (req) => getApplicationProgress(ctx, actorOf(req), req.query.clientId),
  );
}
