import { z } from 'zod';
import { MessageResponseSchema } from './auth';
import { bindSchemas } from './endpoint-schemas';
import { IdSchema } from './inputs';
import {
  AssetTemplateDataSchema,
  DocumentTemplateDataSchema,
  LiabilityTemplateDataSchema,
  TemplateDeleteSchema,
  TemplateListQuerySchema,
  TemplateListSchema,
  TemplateNameSchema,
  TemplateResponseSchema,
} from './templates';
import { templatesEndpoints } from './templates-endpoints';

/*
 * The body of template/save (docs/spec/settings-billing-admin.md §7), apart from the rules the template modals check
 * in the browser: those pages would otherwise carry this union's zod rules too
 * (docs/decisions/011-light-first-load.md).
 */

const id = IdSchema.optional();
export const TemplateInputSchema = z.discriminatedUnion('type', [
  z.object({ id, type: z.literal('asset'), name: TemplateNameSchema, data: AssetTemplateDataSchema }),
  z.object({ id, type: z.literal('liability'), name: TemplateNameSchema, data: LiabilityTemplateDataSchema }),
  z.object({ id, type: z.literal('document'), name: TemplateNameSchema, data: DocumentTemplateDataSchema }),
]);
export type TemplateInput = z.input<typeof TemplateInputSchema>;
export type ParsedTemplateInput = z.output<typeof TemplateInputSchema>;

/** template/save: creates the template, or updates it when `id` is given. */
export const TemplateSaveSchema = z.object({ template: TemplateInputSchema, brokerId: IdSchema });
export type TemplateSave = z.input<typeof TemplateSaveSchema>;

/** template/delete's two ids come in the query or a JSON body (the spec says "params"); the route checks them. */
const TemplateDeleteInput = TemplateDeleteSchema.partial();

export const templatesApi = bindSchemas(templatesEndpoints, {
  list: { query: TemplateListQuerySchema, reply: TemplateListSchema },
  save: { body: TemplateSaveSchema, reply: TemplateResponseSchema },
  remove: { query: TemplateDeleteInput, body: TemplateDeleteInput.nullish(), reply: MessageResponseSchema },
});
