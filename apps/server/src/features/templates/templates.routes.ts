import {
  MESSAGES,
  MessageResponseSchema,
  TemplateDeleteSchema,
  TemplateListQuerySchema,
  TemplateListSchema,
  TemplateResponseSchema,
  TemplateSaveSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { invalid } from '../../errors';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { deleteTemplate, listTemplates, saveTemplate } from './templates.service';

/** docs/spec/settings-billing-admin.md §7 Templates and documents: template/list, template/save and template/delete. */
export function templatesRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['templates'];

  api.get(
    '/template/list',
    { schema: { tags, querystring: TemplateListQuerySchema, response: { 200: TemplateListSchema } } },
    async (req) => ({ templates: await listTemplates(ctx, actorOf(req), req.query.brokerId, req.query.type) }),
  );

  api.post(
    '/template/save',
    { schema: { tags, body: TemplateSaveSchema, response: { 200: TemplateResponseSchema } } },
    async (req) => ({ template: await saveTemplate(ctx, actorOf(req), req.body.brokerId, req.body.template) }),
  );

  // The spec sends templateId and brokerId as "params"; either the query string or a JSON body is accepted.
  const partial = TemplateDeleteSchema.partial();
  api.delete(
    '/template/delete',
    { schema: { tags, querystring: partial, body: partial.nullish(), response: { 200: MessageResponseSchema } } },
    async (req) => {
      const parsed = TemplateDeleteSchema.safeParse({ ...req.query, ...req.body });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalid(issue?.message ?? MESSAGES.notFound, issue?.path.join('.'));
      }
      await deleteTemplate(ctx, actorOf(req), parsed.data);
      return { message: MESSAGES.templateDeleted };
    },
  );
}
