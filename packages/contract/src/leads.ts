import { z } from 'zod';
import { EmailSchema, MessageResponseSchema } from './auth';
import { ClientAnswerSchema, ClientIdBodySchema } from './clients';
import { bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { leadsEndpoints } from './leads-endpoints';
import {
  LEAD_BEST_TIMES,
  LEAD_HONEYPOT_FIELD,
  LEAD_LOAN_AMOUNT_RANGES,
  LEAD_MESSAGES,
  LEAD_PRIMARY_REASONS,
  LEAD_TIMEFRAMES,
} from './leads-values';
import { STATES } from './reference-data';

const values = <V extends string>(list: readonly { value: V }[]) => list.map((c) => c.value) as [V, ...V[]];

export const LeadBrokerParamsSchema = z.strictObject({ brokerId: IdSchema });

/** GET /api/lead-capture/{brokerId}: the broker's public branding, and a token that dates the form (decision 022). */
export const LeadCaptureInfoSchema = z.object({
  broker_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  phone_office: z.string(),
  phone_mobile: z.string(),
  phone_display: z.string(),
  logo_url: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  header_background: z.string(),
  header_text: z.number(),
  video: z.string(),
  /** The broker's website, where their privacy statement is; empty when they have none. */
  url: z.string(),
  form_token: z.string(),
});
export type LeadCaptureInfo = z.infer<typeof LeadCaptureInfoSchema>;

const name = (message: string) => text({ error: message }).trim().min(1, { error: message }).max(100);

/**
 * POST /api/lead-capture/{brokerId}: the spec's fields, the form token and the honeypot; nothing else (a strict
 * object: an unknown key is a 400).
 */
export const LeadCaptureSubmitSchema = z.strictObject({
  primary_reason: z.enum(values(LEAD_PRIMARY_REASONS), { error: LEAD_MESSAGES.reasonRequired }),
  first_name: name(LEAD_MESSAGES.firstNameRequired),
  last_name: name(LEAD_MESSAGES.lastNameRequired),
  email: EmailSchema,
  phone_mobile: text({ error: LEAD_MESSAGES.mobileRequired })
    .trim()
    .min(8, { error: LEAD_MESSAGES.mobileRequired })
    .max(20, {
      error: LEAD_MESSAGES.mobileRequired,
    }),
  state_id: z
    .number({ error: LEAD_MESSAGES.stateRequired })
    .int({ error: LEAD_MESSAGES.stateRequired })
    .refine((id) => STATES.some((s) => s.id === id), { error: LEAD_MESSAGES.stateRequired }),
  loan_amount_range: z.enum(values(LEAD_LOAN_AMOUNT_RANGES), { error: LEAD_MESSAGES.amountRequired }),
  timeframe: z.enum(values(LEAD_TIMEFRAMES), { error: LEAD_MESSAGES.timeframeRequired }),
  best_time_to_call: z.enum(values(LEAD_BEST_TIMES), { error: LEAD_MESSAGES.bestTimeRequired }),
  consent: z.literal(true, { error: LEAD_MESSAGES.consentRequired }),
  form_token: text({ error: LEAD_MESSAGES.formExpired }).min(1, { error: LEAD_MESSAGES.formExpired }).max(200),
  [LEAD_HONEYPOT_FIELD]: text().max(200).optional(),
});
export type LeadCaptureSubmit = z.infer<typeof LeadCaptureSubmitSchema>;

export const leadsApi = bindSchemas(leadsEndpoints, {
  form: { params: LeadBrokerParamsSchema, reply: LeadCaptureInfoSchema },
  submit: { params: LeadBrokerParamsSchema, body: LeadCaptureSubmitSchema, reply: MessageResponseSchema },
  convert: { body: ClientIdBodySchema, reply: ClientAnswerSchema },
});
