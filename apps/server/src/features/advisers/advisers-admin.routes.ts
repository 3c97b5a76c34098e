import {
  AdviserEditBodySchema,
  AdviserEditQuerySchema,
  AdviserIdParamsSchema,
  type AdviserRow,
  BrokerActionResponseSchema,
  BrokerListQuerySchema,
  BrokerListSchema,
  ExtendTrialBodySchema,
  MESSAGES,
  MessageResponseSchema,
  PlannerActionResponseSchema,
  PlannerListQuerySchema,
  PlannerListSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import {
  deleteAdviser,
  editAdviser,
  exportAdvisersCsv,
  extendTrial,
  listAdvisers,
  terminateBilling,
} from './advisers-admin.service';

/**
 * The broker and planner admin lists are one set of handlers mounted under each prefix (docs/engineering-guide.md §3
 * rule 2); a mount differs only in its list sorts and in the JSON keys and messages the spec gives each kind.
 */
const MOUNTS = [
  {
    kind: 'broker',
    listQuery: BrokerListQuerySchema,
    listReply: BrokerListSchema,
    actionReply: BrokerActionResponseSchema,
    wrapList: (rows: AdviserRow[], total: number) => ({ brokers: rows, total }),
    wrapRow: (row: AdviserRow) => ({ broker: row }),
    deleted: MESSAGES.brokerDeleted,
  },
  {
    kind: 'planner',
    listQuery: PlannerListQuerySchema,
    listReply: PlannerListSchema,
    actionReply: PlannerActionResponseSchema,
    wrapList: (rows: AdviserRow[], total: number) => ({ planners: rows, total }),
    wrapRow: (row: AdviserRow) => ({ planner: row }),
    deleted: MESSAGES.plannerDeleted,
  },
] as const;

export function advisersAdminRoutes(api: Api, ctx: ServiceContext): void {
  for (const m of MOUNTS) {
    const { kind } = m;
    const tags = [`${kind}s`];
    const params = AdviserIdParamsSchema;

    api.get(
      `/${kind}/list`,
      { schema: { tags, querystring: m.listQuery, response: { 200: m.listReply } } },
      async (req) => {
        const { rows, total } = await listAdvisers(ctx, actorOf(req), kind, req.query);
        return m.wrapList(rows, total);
      },
    );

    api.get(`/${kind}/export`, { schema: { tags } }, async (req, reply) => {
      const { filename, stream } = await exportAdvisersCsv(ctx, actorOf(req), kind);
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('text/csv; charset=utf-8')
        .send(stream);
    });

    api.post(
      `/${kind}/edit/:id`,
      {
        schema: {
          tags,
          params,
          querystring: AdviserEditQuerySchema,
          body: AdviserEditBodySchema,
          response: { 200: m.actionReply },
        },
      },
      async (req) => m.wrapRow(await editAdviser(ctx, actorOf(req), kind, req.params.id, req.query.action, req.body)),
    );

    api.post(
      `/${kind}/extend-trial/:id`,
      { schema: { tags, params, body: ExtendTrialBodySchema, response: { 200: m.actionReply } } },
      async (req) => m.wrapRow(await extendTrial(ctx, actorOf(req), kind, req.params.id, req.body.duration)),
    );

    api.post(
      `/${kind}/terminate-billing/:id`,
      { schema: { tags, params, response: { 200: m.actionReply } } },
      async (req) => m.wrapRow(await terminateBilling(ctx, actorOf(req), kind, req.params.id)),
    );

    api.delete(
      `/${kind}/delete/:id`,
      { schema: { tags, params, response: { 200: MessageResponseSchema } } },
      async (req) => {
        await deleteAdviser(ctx, actorOf(req), kind, req.params.id);
        return { message: m.deleted };
      },
    );
  }
}
