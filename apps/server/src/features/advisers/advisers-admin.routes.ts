import { type AdviserRow, advisersApi, MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
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
 * rule 2); a mount differs only in its endpoints (their list sorts) and in the JSON keys and messages the spec gives
 * each kind.
 */
const MOUNTS = [
  {
    kind: 'broker',
    list: advisersApi.brokerList,
    export: advisersApi.brokerExport,
    edit: advisersApi.brokerEdit,
    extendTrial: advisersApi.brokerExtendTrial,
    terminateBilling: advisersApi.brokerTerminateBilling,
    delete: advisersApi.brokerDelete,
    wrapList: (rows: AdviserRow[], total: number) => ({ brokers: rows, total }),
    wrapRow: (row: AdviserRow) => ({ broker: row }),
    deleted: MESSAGES.brokerDeleted,
  },
  {
    kind: 'planner',
    list: advisersApi.plannerList,
    export: advisersApi.plannerExport,
    edit: advisersApi.plannerEdit,
    extendTrial: advisersApi.plannerExtendTrial,
    terminateBilling: advisersApi.plannerTerminateBilling,
    delete: advisersApi.plannerDelete,
    wrapList: (rows: AdviserRow[], total: number) => ({ planners: rows, total }),
    wrapRow: (row: AdviserRow) => ({ planner: row }),
    deleted: MESSAGES.plannerDeleted,
  },
] as const;

export function advisersAdminRoutes(api: Api, ctx: ServiceContext): void {
  for (const m of MOUNTS) {
    const { kind } = m;

    route(api, m.list, async (req) => {
      const { rows, total } = await listAdvisers(ctx, actorOf(req), kind, req.query);
      return m.wrapList(rows, total);
    });

    route(api, m.export, async (req, reply) => {
      const { filename, stream } = await exportAdvisersCsv(ctx, actorOf(req), kind);
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('text/csv; charset=utf-8')
        .send(stream);
    });

    route(api, m.edit, async (req) =>
      m.wrapRow(await editAdviser(ctx, actorOf(req), kind, req.params.id, req.query.action, req.body)),
    );

    route(api, m.extendTrial, async (req) =>
      m.wrapRow(await extendTrial(ctx, actorOf(req), kind, req.params.id, req.body.duration)),
    );

    route(api, m.terminateBilling, async (req) =>
      m.wrapRow(await terminateBilling(ctx, actorOf(req), kind, req.params.id)),
    );

    route(api, m.delete, async (req) => {
      await deleteAdviser(ctx, actorOf(req), kind, req.params.id);
      return { message: m.deleted };
    });
  }
}
