import { z } from 'zod';
import { auditEndpoints } from './audit-endpoints';
import { apiComponents, bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { PageQuerySchema } from './paging';

const dateMessage = 'Please send a date as YYYY-MM-DD.';
const DayQuerySchema = z.iso.date({ error: dateMessage });

/**
 * The audit's filter (decision 044): an event type as stored, the person who acted, the client it concerns, and
 * the first and last business days (inclusive, in BUSINESS_TIMEZONE).
 */
export const AuditFilterSchema = z.object({
  type: text()
    .trim()
    .max(60)
    .regex(/^[a-z0-9_]*$/, { error: 'Please send an event type such as login_failed.' })
    .optional(),
  userId: IdSchema.optional(),
  clientId: IdSchema.optional(),
  from: DayQuerySchema.optional(),
  to: DayQuerySchema.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;
export const AuditListQuerySchema = PageQuerySchema.extend(AuditFilterSchema.shape);
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/** Who acted: null for the product itself (a job, a webhook) or a sign-in to an address with no account. */
export const AuditActorSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});

export const AuditEventSchema = z.object({
  id: z.number(),
  type: z.string(),
  at: z.string(),
  actor: AuditActorSchema.nullable(),
  client_id: z.number().nullable(),
  /** The client's name as it is now; null once the client is gone, or for events about no client. */
  client_name: z.string().nullable(),
  adviser_id: z.number().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;
apiComponents.add(AuditEventSchema, { id: 'AuditEvent' });
export const AuditListSchema = z.object({ events: z.array(AuditEventSchema), total: z.number() });
export type AuditList = z.infer<typeof AuditListSchema>;

export const auditApi = bindSchemas(auditEndpoints, {
  list: { query: AuditListQuerySchema, reply: AuditListSchema },
  export: { query: AuditFilterSchema },
});
