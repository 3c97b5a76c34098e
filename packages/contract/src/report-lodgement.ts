import { z } from 'zod';
import { ClientExportQuerySchema } from './client-export';
import { bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { lodgementEndpoints } from './lodgement-endpoints';
import { ASSESSMENT_NOTES_MAX, LODGEMENT_STATES, LODGEMENT_STEPS } from './report-lodgement-values';
import { reportsEndpoints } from './reports-endpoints';

/** POST /api/report/token: a View Report link for one client, or for one of its annual reviews. */
export const ReportTokenRequestSchema = z.object({ clientId: IdSchema, reviewId: IdSchema.optional() });
export const ReportTokenSchema = z.object({
  token: z.string(),
  /** `/api/report/preview/{clientId}?token=…`, to open in a new tab. */
  url: z.string(),
  expires_at: z.string(),
});
export type ReportToken = z.infer<typeof ReportTokenSchema>;

export const ReportPreviewParamsSchema = z.object({ clientId: IdSchema });
export const ReportPreviewQuerySchema = z.object({ token: text().max(200).optional() });

/** The broker's notes for the report's Preliminary assessment (Submit page). */
export const AssessmentNotesQuerySchema = z.object({ clientId: IdSchema });
export const AssessmentNotesSaveSchema = z.object({
  clientId: IdSchema,
  notes: text()
    .trim()
    .max(ASSESSMENT_NOTES_MAX, {
      error: `Please keep the notes to ${ASSESSMENT_NOTES_MAX.toLocaleString('en-AU')} characters.`,
    }),
});
export const AssessmentNotesSchema = z.object({ notes: z.string(), updated_at: z.string().nullable() });

/** Something the lodgement needs that the application lacks, with the page where it is filled. */
export const LodgementMissingSchema = z.object({ label: z.string(), to: z.string() });

export const LodgementStatusSchema = z.object({
  /** The broker's lodgement option is on (a lodgement aggregator). */
  option_on: z.boolean(),
  /** The plan allows it (Pro, trial or free access; not suspended). */
  allowed: z.boolean(),
  /** Username, password, API key and token are all stored. */
  configured: z.boolean(),
  state: z.enum(LODGEMENT_STATES),
  step: z.enum(LODGEMENT_STEPS),
  documents_sent: z.number(),
  documents_total: z.number(),
  remote_reference: z.string().nullable(),
  remote_url: z.string().nullable(),
  /** Why the last upload stopped, in plain words. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  lodged_at: z.string().nullable(),
  missing: z.array(LodgementMissingSchema),
  /**
   * Answers the fact-find still lacks (every page's missing answers, as the application navigation counts them):
   * the upload may go ahead, but the broker is warned first.
   */
  unanswered: z.number(),
});
export type LodgementStatus = z.infer<typeof LodgementStatusSchema>;

export const LodgementClientSchema = z.object({ clientId: IdSchema });
/** Its own object: a body gets a name in the OpenAPI document, and a query may not refer to a named schema. */
export const LodgementStatusQuerySchema = z.object({ clientId: IdSchema });

export const reportsApi = bindSchemas(reportsEndpoints, {
  token: { body: ReportTokenRequestSchema, reply: ReportTokenSchema },
  preview: { params: ReportPreviewParamsSchema, query: ReportPreviewQuerySchema },
  assessmentNotes: { query: AssessmentNotesQuerySchema, reply: AssessmentNotesSchema },
  saveAssessmentNotes: { body: AssessmentNotesSaveSchema, reply: AssessmentNotesSchema },
  export: { query: ClientExportQuerySchema },
});

export const lodgementApi = bindSchemas(lodgementEndpoints, {
  status: { query: LodgementStatusQuerySchema, reply: LodgementStatusSchema },
  upload: { body: LodgementClientSchema, reply: LodgementStatusSchema },
});
