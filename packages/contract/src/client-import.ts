import { z } from 'zod';
import { clientImportEndpoints } from './client-import-endpoints';
import { CLIENT_IMPORT_OUTCOMES, CLIENT_IMPORT_TARGETS } from './client-import-values';
import { bindSchemas } from './endpoint-schemas';
import { text } from './inputs';
import { MESSAGES } from './messages';

/*
 * The client import's form fields and answer (docs/decisions/039-client-import.md), apart from clients.ts so the
 * pages that read a client do not carry them (docs/decisions/011-light-first-load.md).
 */

const MappingListSchema = z
  .array(z.enum(CLIENT_IMPORT_TARGETS, { error: MESSAGES.importMappingInvalid }).nullable(), {
    error: MESSAGES.importMappingInvalid,
  })
  .max(200, { error: MESSAGES.importMappingInvalid });

/**
 * The multipart fields sent before the file. `mapping` is a JSON array in the file's column order: each entry the
 * field that column holds (CLIENT_IMPORT_TARGETS) or null to leave it out; columns past its end are left out. Without
 * it the columns are guessed from the header row. `dryRun` is true unless it says false.
 */
export const ClientImportFieldsSchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: MESSAGES.importDryRunInvalid }).default('true'),
  // Read whole, so a problem anywhere in the list names the field itself.
  mapping: text({ error: MESSAGES.importMappingInvalid })
    .transform((raw, ctx) => {
      let list: z.infer<typeof MappingListSchema> | undefined;
      try {
        list = MappingListSchema.safeParse(JSON.parse(raw)).data;
      } catch {}
      if (list) return list;
      ctx.addIssue({ code: 'custom', message: MESSAGES.importMappingInvalid });
      return z.NEVER;
    })
    .optional(),
});
export type ClientImportFields = z.infer<typeof ClientImportFieldsSchema>;

export const ClientImportErrorSchema = z.object({
  /**
   * The file's line the row starts on, as an editor or spreadsheet numbers it: the header row's (1, unless blank lines
   * come first) for a problem of the mapping; 2 for the first client after it.
   */
  row: z.number(),
  /** The field (a CLIENT_IMPORT_TARGETS name, or `mapping`). */
  field: z.string(),
  message: z.string(),
});
export type ClientImportError = z.infer<typeof ClientImportErrorSchema>;

export const ClientImportRowSchema = z.object({
  /** The line the row starts on, as for an error. */
  row: z.number(),
  outcome: z.enum(CLIENT_IMPORT_OUTCOMES),
  /** The name and email as read from the row ('' when none). */
  name: z.string(),
  email: z.string(),
});
export type ClientImportRow = z.infer<typeof ClientImportRowSchema>;

export const ClientImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** The header row, and the mapping used (the one sent, or the one guessed from the headers). */
  columns: z.array(z.string()),
  mapping: MappingListSchema,
  /** The first rows of the file as they are, for the preview. */
  preview: z.array(z.array(z.string())),
  /** Each client row's outcome, in the file's order. */
  rows: z.array(ClientImportRowSchema),
  errors: z.array(ClientImportErrorSchema),
  /** Clients added: 0 on a dry run and whenever there is an error. */
  imported: z.number(),
});
export type ClientImportResult = z.infer<typeof ClientImportResultSchema>;

export const clientImportApi = bindSchemas(clientImportEndpoints, {
  run: { reply: ClientImportResultSchema },
});
