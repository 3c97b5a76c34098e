import { z } from 'zod';
import { IdSchema, text } from './inputs';
import { MESSAGES } from './messages';
import {
  ASSET_TEMPLATE_CHOICES,
  countRepeats,
  LIABILITY_TEMPLATE_CHOICES,
  TEMPLATE_DOCUMENTS_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_REPEAT_MAX,
  TEMPLATE_TYPES,
} from './templates-values';

/*
 * An adviser's templates as requests and answers (docs/spec/settings-billing-admin.md §5, §7). What a template may
 * hold and its limits are plain values in templates-values.ts, which a page reads without zod.
 */

export const TemplateTypeSchema = z.enum(TEMPLATE_TYPES);
export type TemplateType = z.infer<typeof TemplateTypeSchema>;

export const TemplateNameSchema = text({ error: MESSAGES.templateNameRequired })
  .trim()
  .min(1, { error: MESSAGES.templateNameRequired })
  .max(TEMPLATE_NAME_MAX, { error: `Please keep the name to ${TEMPLATE_NAME_MAX} characters.` });

function repeatedChoices<const C extends readonly [string, ...string[]]>(choices: C, emptyMessage: string) {
  return z
    .array(z.enum(choices))
    .min(1, { error: emptyMessage })
    .refine((data) => [...countRepeats(data).values()].every((n) => n <= TEMPLATE_REPEAT_MAX), {
      error: MESSAGES.templateRepeatsCapped,
    });
}

export const AssetTemplateDataSchema = repeatedChoices(ASSET_TEMPLATE_CHOICES, MESSAGES.assetTypesRequired);
export const LiabilityTemplateDataSchema = repeatedChoices(LIABILITY_TEMPLATE_CHOICES, MESSAGES.liabilityTypesRequired);
/** Document type ids, each once, in the order ticked. */
export const DocumentTemplateDataSchema = z
  .array(IdSchema, { error: MESSAGES.documentTypesRequired })
  .min(1, { error: MESSAGES.documentTypesRequired })
  .max(TEMPLATE_DOCUMENTS_MAX)
  .transform((ids) => [...new Set(ids)]);

export const TemplateSchema = z.object({
  id: z.number(),
  type: TemplateTypeSchema,
  name: z.string(),
  data: z.array(z.union([z.string(), z.number()])),
  created_at: z.string(),
  /** For a document template, the document types it still holds, by the broker's wording; empty otherwise. */
  display: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Template = z.infer<typeof TemplateSchema>;

export const TemplateResponseSchema = z.object({ template: TemplateSchema });
export const TemplateListSchema = z.object({ templates: z.array(TemplateSchema) });

const TEMPLATE_TYPE_FILTERS = ['all', ...TEMPLATE_TYPES] as const;
export const TemplateListQuerySchema = z.object({
  type: z.enum(TEMPLATE_TYPE_FILTERS).default('all'),
  brokerId: IdSchema,
});

/**
 * template/delete takes its two ids in the body or the query string (docs/spec/settings-billing-admin.md §7 says
 * "params").
 */
export const TemplateDeleteSchema = z.object({ templateId: IdSchema, brokerId: IdSchema });
export type TemplateDelete = z.infer<typeof TemplateDeleteSchema>;
