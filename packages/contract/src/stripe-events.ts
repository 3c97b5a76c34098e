import { z } from 'zod';
import { OrderTypeSchema } from './advisers-admin';
import { text } from './inputs';
import { PageQuerySchema } from './paging';

/**
 * docs/spec/settings-billing-admin.md §2 Webhook responses: only ID sorts; default newest first
 * (docs/spec/settings-billing-admin.md §9).
 */
export const StripeListQuerySchema = PageQuerySchema.extend({
  query: text().trim().max(100).default(''),
  orderBy: z.enum(['created_at', 'id']).default('created_at'),
  orderType: OrderTypeSchema.default('desc'),
});
export type StripeListQuery = z.infer<typeof StripeListQuerySchema>;

/**
 * docs/spec/settings-billing-admin.md §3: id, data.type, data.data.object.customer, data.data.object.email or
 * customer_email.
 */
export const StripeRowSchema = z.object({
  id: z.string(),
  data: z.object({
    type: z.string(),
    data: z.object({
      object: z.object({
        customer: z.string().nullable(),
        email: z.string().nullable().optional(),
        customer_email: z.string().nullable().optional(),
      }),
    }),
  }),
  /** The adviser whose customer the event is about, whose account the row's ID opens; null when none is known. */
  account: z.object({ kind: z.enum(['broker', 'planner']), id: z.number() }).nullable(),
});
export type StripeRow = z.infer<typeof StripeRowSchema>;
/** The list answers an array (docs/spec/settings-billing-admin.md §7); the total is in TOTAL_COUNT_HEADER. */
export const StripeListSchema = z.array(StripeRowSchema);
