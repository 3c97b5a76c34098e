import { z } from 'zod';
import { OrderTypeSchema } from './advisers-admin';
import { NewPasswordSchema } from './auth';
import { BrandingSchema, PublicBrandingSchema } from './branding';
import {
  APPLICANT_TYPES,
  APPLICATION_PAGES,
  CLIENT_ACCESS,
  CLIENT_SORTS,
  CLIENT_STATUSES,
  CLIENT_TYPES,
  DEAL_STAGES,
} from './clients-values';
import { IdSchema, text } from './inputs';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './paging';

const STATUS_FILTERS = ['all', ...CLIENT_STATUSES] as const;
const ACCESS_FILTERS = ['all', ...CLIENT_ACCESS] as const;
export const ClientListQuerySchema = PageQuerySchema.extend({
  query: text().trim().max(100).default(''),
  clientType: z.enum(CLIENT_TYPES).default('active'),
  status: z.enum(STATUS_FILTERS).default('all'),
  access: z.enum(ACCESS_FILTERS).default('all'),
  orderBy: z.enum(CLIENT_SORTS).default('last_activity_timestamp'),
  orderType: OrderTypeSchema.default('desc'),
  /** Whose list: an adviser's own by default; an administrator names the broker or planner (both are advisers). */
  adviserId: IdSchema.optional(),
});
export type ClientListQuery = z.infer<typeof ClientListQuerySchema>;

export const ClientRowSchema = z.object({
  id: z.number(),
  /** The primary applicant's name ('' when unnamed; the page shows '[None]'). */
  name: z.string(),
  email: z.string(),
  phone_mobile: z.string(),
  num_applicants: z.number(),
  client_type: z.enum(CLIENT_TYPES),
  status: z.enum(CLIENT_STATUSES),
  access: z.enum(CLIENT_ACCESS),
  /** Files the client sent that wait for the broker's review (the list's 'to review' badge). */
  num_documents_to_review: z.number(),
  last_activity_timestamp: z.string(),
  created_at: z.string(),
  /** Requests resting on a document past its validity rule, and on one that goes stale within a week. */
  num_stale_documents: z.number(),
  num_soon_stale_documents: z.number(),
});
export type ClientRow = z.infer<typeof ClientRowSchema>;
export const ClientListSchema = z.object({ clients: z.array(ClientRowSchema), total: z.number() });

/** POST client/create: the primary applicant's names and contact. */
export const ClientCreateSchema = z.object({
  first_name: text().trim().min(1, { error: 'Please type a first name.' }).max(100),
  last_name: text().trim().min(1, { error: 'Please type a last name.' }).max(100),
  email: z
    .union([
      z.literal(''),
      text()
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: 'Please type a valid email.' })),
    ])
    .optional(),
  phone_mobile: text().trim().max(30).optional(),
  /** One of the adviser's document templates: its types are requested of the primary applicant at once. */
  documentTemplateId: IdSchema.optional(),
});
export type ClientCreate = z.infer<typeof ClientCreateSchema>;

export const ApplicantSummarySchema = z.object({
  id: z.number(),
  client_id: z.number(),
  type: z.enum(APPLICANT_TYPES),
  is_primary: z.boolean(),
  position: z.number(),
  /** The applicant's name ('' when unnamed). */
  name: z.string(),
});
export type ApplicantSummary = z.infer<typeof ApplicantSummarySchema>;

export const ClientSubmitSchema = z.object({
  /** Comma-separated page keys the client sees (docs/spec/core-and-application.md §2). */
  pages: z.string(),
  invited_at: z.string().nullable(),
  /** When the application was submitted (by the client, or by the adviser on their behalf); null until then. */
  submitted_at: z.string().nullable(),
  /**
   * When the adviser lodged it (the lodgement system, or Mark as lodged): a state of its own, so a lodgement made
   * without a submission is never shown to the client as their submission.
   */
  lodged_at: z.string().nullable(),
  /** The invitation's personal message: this client's own, else the adviser's. */
  personal_message: z.string(),
});

export const ClientDetailSchema = z.object({
  id: z.number(),
  adviser_id: z.number(),
  /** The primary applicant's name, as the client list shows it ('' when unnamed). */
  name: z.string(),
  client_type: z.enum(CLIENT_TYPES),
  status: z.enum(CLIENT_STATUSES),
  access: z.enum(CLIENT_ACCESS),
  /** The portal sign-in's email, when the client has one. */
  access_email: z.string().nullable(),
  applicants: z.array(ApplicantSummarySchema),
  num_documents_received: z.number(),
  /** The adviser paused this client's document reminders (the Documents page's switch). */
  reminders_paused: z.boolean(),
  /** Whether the adviser takes Word and Excel files besides PDF and photos (checked before an upload is sent). */
  documents_allow_office: z.boolean(),
  submit: ClientSubmitSchema,
  /** The deal after lodgement: its stage (null until lodged), lender, loan amount in cents and dates. */
  deal: z.object({
    stage: z.enum(DEAL_STAGES).nullable(),
    lender: z.string(),
    loan_amount_cents: z.number().nullable(),
    settlement_date: z.string().nullable(),
    fixed_rate_expires_on: z.string().nullable(),
  }),
  last_activity_timestamp: z.string(),
  created_at: z.string(),
  /** The adviser's public branding: how the portal shows the broker. */
  adviser: BrandingSchema,
  /**
   * docs/spec/core-and-application.md §4: the paid pages and actions are locked (suspended, or Free after the trial).
   */
  locked: z.boolean(),
});
export type ClientDetail = z.infer<typeof ClientDetailSchema>;

export const ClientIdQuerySchema = z.object({ clientId: IdSchema });
export const ClientIdBodySchema = z.object({ clientId: IdSchema });

/** DELETE client/delete: the spec's message, and what the delete keeps (docs/decisions/027). */
export const ClientDeleteResponseSchema = z.object({ message: z.string(), kept: z.string() });

/** POST client/destroy: the client's name, typed as shown, confirms it. */
export const ClientDestroySchema = z.object({ clientId: IdSchema, confirmation: text().max(300) });
export const ClientDestroyedSchema = z.object({ message: z.string() });
export const ClientCreatedSchema = z.object({ client: ClientDetailSchema, applicant: ApplicantSummarySchema });

export const ApplicantCreateSchema = z.object({ clientId: IdSchema, type: z.enum(APPLICANT_TYPES) });
export const ApplicantCreatedSchema = z.object({ applicantId: z.number(), applicant: ApplicantSummarySchema });
export const ApplicantRefSchema = z.object({ clientId: IdSchema, applicantId: IdSchema });
export const ApplicantOrderSchema = z.object({ clientId: IdSchema, applicantIds: z.array(IdSchema).min(1).max(50) });

/** The pages a client sees, as the `submit.pages` string names them (comma-separated, from APPLICATION_PAGES). */
const PortalPagesSchema = text()
  .max(200)
  .refine((s) => s.split(',').every((p) => (APPLICATION_PAGES as readonly string[]).includes(p)), {
    error: 'Please choose the pages your client will see.',
  });

export const ClientInviteSchema = z.object({
  clientId: IdSchema,
  pages: PortalPagesSchema,
  /** Omitted: keep this client's message; blank or the adviser's own: use the adviser's (mail settings). */
  personal_message: text().max(10_000).optional(),
});
export type ClientInvite = z.infer<typeof ClientInviteSchema>;

/** POST client/pages: the pages the client sees, saved as the broker ticks them on Submit. */
export const ClientPagesSchema = z.object({ clientId: IdSchema, pages: PortalPagesSchema });
export type ClientPages = z.infer<typeof ClientPagesSchema>;

/** POST applicant/invite: another person applicant's own sign-in, with the pages they see. */
export const ApplicantInviteSchema = ClientInviteSchema.pick({ clientId: true, pages: true }).extend({
  applicantId: IdSchema,
});
export type ApplicantInvite = z.infer<typeof ApplicantInviteSchema>;

/** When the adviser sends from their own email program (mail settings mailto 1), the text to open it with. */
export const MailtoDraftSchema = z.object({ to: z.string(), subject: z.string(), body: z.string() });
export type MailtoDraft = z.infer<typeof MailtoDraftSchema>;
export const ClientInvitedSchema = z.object({ client: ClientDetailSchema, mailto: MailtoDraftSchema.optional() });
export const ClientAnswerSchema = z.object({ client: ClientDetailSchema });

export const AcceptInviteSchema = z.object({
  token: text({ error: MESSAGES.inviteLinkInvalid }).min(10, { error: MESSAGES.inviteLinkInvalid }).max(200),
  password: NewPasswordSchema,
});
export type AcceptInvite = z.infer<typeof AcceptInviteSchema>;

/** POST auth/check-invite: the invitation link's token, read before a password is asked for. */
export const CheckInviteSchema = z.strictObject({
  token: text({ error: MESSAGES.inviteLinkInvalid }).min(10, { error: MESSAGES.inviteLinkInvalid }).max(200),
});
export type CheckInvite = z.infer<typeof CheckInviteSchema>;

/**
 * What an invitation link can still do: 'ready' (choose a password), 'used' (the client already chose one: sign in),
 * 'invalid' (unknown, expired, replaced by a newer invitation, or access taken away: ask for a new one). The adviser's
 * public branding comes with a link that is ready or used, so the page wears the header the email did.
 */
export const InviteCheckSchema = z.object({
  state: z.enum(['ready', 'used', 'invalid']),
  adviser: PublicBrandingSchema.nullable(),
});
export type InviteCheck = z.infer<typeof InviteCheckSchema>;

/** GET consent/list: the adviser's disclosure documents for one client, and which the client accepted. */
export const ConsentListQuerySchema = z.object({ clientId: IdSchema });
export const ConsentDocumentQuerySchema = z.object({ clientId: IdSchema, fileId: IdSchema });
export const ConsentItemSchema = z.object({
  file_id: z.number(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
  /** Of the bytes consent/document serves: what the acceptance records. */
  sha256: z.string(),
  accepted: z.object({ at: z.string(), typed_name: z.string(), by: z.string(), sha256: z.string() }).nullable(),
});
export type ConsentItem = z.infer<typeof ConsentItemSchema>;
export const ConsentListSchema = z.object({
  documents: z.array(ConsentItemSchema),
  /** Documents still to accept: Submit waits while any is. */
  pending: z.number(),
});
export type ConsentList = z.infer<typeof ConsentListSchema>;
export const ConsentAcceptSchema = z.object({
  clientId: IdSchema,
  fileId: IdSchema,
  sha256: text().regex(/^[0-9a-f]{64}$/),
  typed_name: text().trim().min(1, { error: 'Please type your full name.' }).max(200),
});
