import { MESSAGES, TemplateDeleteSchema, templatesApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import { parseQueryOrBody } from '../../http/query-or-body';
import type { Api } from '../../http/types';
import { deleteTemplate, listTemplates, saveTemplate } from './templates.service';

/** docs/spec/settings-billing-admin.md §7 Templates and documents: template/list, template/save and template/delete. */
export function templatesRoutes(api: Api, ctx: ServiceContext): void {
  route(api, templatesApi.list, async (req) => ({
    templates: await listTemplates(ctx, actorOf(req), req.query.brokerId, req.query.type),
  }));
  route(api, templatesApi.save, async (req) => ({
    template: await saveTemplate(ctx, actorOf(req), req.body.brokerId, req.body.template),
  }));
  // The spec sends templateId and brokerId as "params"; either the query string or a JSON body is accepted.
  route(api, templatesApi.remove, async (req) => {
    await deleteTemplate(ctx, actorOf(req), parseQueryOrBody(req, TemplateDeleteSchema));
    return { message: MESSAGES.templateDeleted };
  });
}
