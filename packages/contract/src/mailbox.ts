import { z } from 'zod';
import { bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { mailboxEndpoints } from './mailbox-endpoints';
import { PageQuerySchema } from './paging';

export const EmailStatusSchema = z.enum(['queued', 'sent', 'stored', 'failed']);

export const MailboxItemSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to_address: z.string(),
  from_address: z.string(),
  subject: z.string(),
  status: EmailStatusSchema,
  created_at: z.string(),
});

export const MailboxListSchema = z.object({ emails: z.array(MailboxItemSchema), total: z.number() });
export type MailboxList = z.infer<typeof MailboxListSchema>;

export const MailboxQuerySchema = PageQuerySchema.extend({ to: text().trim().max(254).optional() });
export const MailboxIdParamsSchema = z.object({ id: IdSchema });

export const MailboxEmailSchema = MailboxItemSchema.extend({
  reply_to: z.string().nullable(),
  text_body: z.string(),
  html_body: z.string().nullable(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type MailboxEmail = z.infer<typeof MailboxEmailSchema>;

export const mailboxApi = bindSchemas(mailboxEndpoints, {
  list: { query: MailboxQuerySchema, reply: MailboxListSchema },
  detail: { params: MailboxIdParamsSchema, reply: MailboxEmailSchema },
});
