import { z } from 'zod';
import { IdSchema } from './inputs';

/*
 * A client's data on request (Privacy Act APP 12): GET /api/client/export answers a zip of
 *   client.json    ClientExportSchema below: the client, its applicants and every answer of its application
 *   activity.json  ActivityExportSchema below: the client's whole timeline, oldest first
 *   report.pdf     the application report as View Report shows it
 *   documents/     every live file of the client's document requests, under its download name
 * These schemas are the documented shape of the two JSON files (docs/client-export.md renders them field by field);
 * `version` changes when a field is removed or changes meaning, never when one is added.
 */

export const CLIENT_EXPORT_FORMAT = 'brokerdesk-client-export';
export const CLIENT_EXPORT_VERSION = 1;

export const ClientExportQuerySchema = z.object({ clientId: IdSchema });

const Answers = z.record(z.string(), z.unknown()).describe('Answers by field name, as the fact-find saved them');

export const ClientExportDocumentSchema = z.object({
  file_id: z.number(),
  request_id: z.number(),
  applicant_id: z.number(),
  document_type: z.string().describe('The requested document, e.g. "Payslips"'),
  request_state: z.enum(['requested', 'uploaded', 'accepted', 'rejected', 'not-applicable']),
  /** Where the file is in the zip: `documents/` and its download name. */
  path: z.string().regex(/^documents\/[^/]+$/),
  original_file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  uploaded_at: z.string(),
  document_date: z.string().nullable(),
  review_state: z.enum(['pending', 'accepted', 'rejected']),
});

export const ClientExportSchema = z.object({
  format: z.literal(CLIENT_EXPORT_FORMAT),
  version: z.literal(CLIENT_EXPORT_VERSION),
  exported_at: z.string().describe('ISO 8601'),
  client: z.object({
    id: z.number(),
    display_name: z.string(),
    client_type: z.enum(['active', 'archived', 'lead']),
    status: z.enum(['not-started', 'in-progress', 'submitted', 'lodged']),
    access: z.enum(['none', 'invited', 'active']),
    pages: z.array(z.string()),
    created_at: z.string(),
    last_activity_at: z.string(),
    invited_at: z.string().nullable(),
    submitted_at: z.string().nullable(),
    lodged_at: z.string().nullable(),
  }),
  adviser: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  applicants: z.array(
    z.object({
      id: z.number(),
      type: z.enum(['person', 'company', 'trust']),
      is_primary: z.boolean(),
      data: Answers,
    }),
  ),
  /** Addresses, employment, other income, assets, liabilities and third parties, each with its applicant. */
  items: z.array(
    z.object({
      id: z.number(),
      applicant_id: z.number().nullable(),
      section: z.enum(['address', 'employment', 'other_income', 'asset', 'liability', 'third_party']),
      kind: z.string(),
      data: Answers,
    }),
  ),
  /** The whole-application pages (requirements, expenses, risk profile …), by section. */
  sections: z.record(z.string(), z.object({ data: Answers, answers: z.record(z.string(), z.unknown()) })),
  documents: z.array(ClientExportDocumentSchema),
  /** The deal after lodgement (the pipeline); every field null or empty until it is set. */
  deal: z.object({
    stage: z.string().nullable(),
    lender: z.string(),
    loan_amount_cents: z.number().nullable(),
    settlement_date: z.string().nullable(),
    fixed_rate_expires_on: z.string().nullable(),
    review_due_on: z.string().nullable(),
  }),
  /** The adviser's tasks about this client, by hand or by rule. */
  tasks: z.array(
    z.object({
      title: z.string(),
      due_date: z.string(),
      done: z.boolean(),
      done_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** The strategies the adviser saved for this client, with the figures they were worked from. */
  strategies: z.array(z.object({ key: z.string(), inputs: z.record(z.string(), z.number()), saved_at: z.string() })),
  /** Annual reviews: each with the answers it kept of the year before (the shape of applicants, items, sections). */
  reviews: z.array(
    z.object({
      status: z.enum(['open', 'confirmed']),
      due_on: z.string(),
      started_at: z.string(),
      confirmed_at: z.string().nullable(),
      last_year: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type ClientExport = z.infer<typeof ClientExportSchema>;

export const ActivityExportSchema = z.array(
  z.object({
    at: z.string(),
    action: z.string(),
    /** Who did it, by name and role; null for the system (a job, an email received). */
    actor: z.object({ user_id: z.number(), name: z.string(), role: z.string() }).nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
  }),
);
export type ActivityExport = z.infer<typeof ActivityExportSchema>;
