import { leadsApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { convertLead, getLeadCaptureInfo, submitLead } from './leads.service';

const HOUR_MS = 3_600_000;

/**
 * The public lead capture form's API (decision 022) and the adviser's one-action conversion of a lead.
 * The public routes are counted per IP in the database (the rate-limit store, decision 012), each on its own budget.
 */
export function leadsRoutes(api: Api, ctx: ServiceContext): void {
  const perHour = ctx.config.rateLimit.leadsPerIpPerHour;

  route(api, leadsApi.form, (req) => getLeadCaptureInfo(ctx, req.params.brokerId), {
    config: {
      rateLimit: {
        max: perHour * 10,
        timeWindow: HOUR_MS,
        groupId: 'lead-capture-get',
        keyGenerator: (req) => req.ip,
      },
    },
  });

  route(api, leadsApi.submit, (req) => submitLead(ctx, req.params.brokerId, req.body, metaOf(req)), {
    config: {
      rateLimit: { max: perHour, timeWindow: HOUR_MS, groupId: 'lead-capture-post', keyGenerator: (req) => req.ip },
    },
    // A form of a few short fields: anything near the app's 1 MB limit is not one.
    bodyLimit: 16_384,
  });

  route(api, leadsApi.convert, (req) => convertLead(ctx, actorOf(req), req.body.clientId));
}
