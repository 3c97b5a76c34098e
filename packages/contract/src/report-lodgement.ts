import { z } from 'zod';
import { IdSchema, text } from './inputs';
import { ASSESSMENT_NOTES_MAX, LODGEMENT_STATES, LODGEMENT_STEPS } from './report-lodgement-values';

/** POST /api/report/token: a View Report link for one client. */
export const ReportTokenRequestSchema = z.object({ clientId: IdSchema });
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
export type AssessmentNotes = z.infer<typeof AssessmentNotesSchema>;

/** Something the lodgement needs that the application lacks, with the page where it is filled. */
export const LodgementMissingSchema = z.object({ label: z.string(), to: z.string() });
export type LodgementMissing = z.infer<typeof LodgementMissingSchema>;

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
});
export type LodgementStatus = z.infer<typeof LodgementStatusSchema>;

export const LodgementClientSchema = z.object({ clientId: IdSchema });
