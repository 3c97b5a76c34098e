import { auditApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { exportAudit, listAudit } from './audit.service';

export function auditRoutes(api: Api, ctx: ServiceContext): void {
  route(api, auditApi.list, (req) => listAudit(ctx, actorOf(req), req.query));
  route(api, auditApi.export, async (req, reply) => {
    const { filename, stream } = await exportAudit(ctx, actorOf(req), req.query, metaOf(req));
    return reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('text/csv; charset=utf-8')
      .send(stream);
  });
}
