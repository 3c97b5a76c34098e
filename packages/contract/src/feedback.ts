import { z } from 'zod';
import { OrderTypeSchema } from './advisers-admin';
import { bindSchemas } from './endpoint-schemas';
import { feedbackEndpoints } from './feedback-endpoints';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_SORTS } from './feedback-values';
import { text } from './inputs';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './paging';

export const FeedbackCreateSchema = z.object({
  message: text({ error: MESSAGES.feedbackRequired })
    .trim()
    .min(1, { error: MESSAGES.feedbackRequired })
    .max(FEEDBACK_MAX_LENGTH, { error: MESSAGES.feedbackTooLong }),
});
export type FeedbackCreate = z.infer<typeof FeedbackCreateSchema>;

/** docs/spec/settings-billing-admin.md §3 Feedback item. */
export const FeedbackItemSchema = z.object({
  id: z.number(),
  date: z.string(),
  user_type: z.enum(['broker', 'planner', 'client']),
  broker_id: z.number().nullable(),
  /** Whether broker_id is a broker's or a planner's, for the link to their account; null when the adviser is gone. */
  broker_kind: z.enum(['broker', 'planner']).nullable(),
  broker_first_name: z.string(),
  broker_last_name: z.string(),
  client_id: z.number().nullable(),
  client_first_name: z.string(),
  client_last_name: z.string(),
  message: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

export const FeedbackCreateResponseSchema = z.object({ feedback: FeedbackItemSchema });

export const FeedbackListQuerySchema = PageQuerySchema.extend({
  query: text().trim().max(100).default(''),
  orderBy: z.enum(FEEDBACK_SORTS).default('date'),
  orderType: OrderTypeSchema.default('desc'),
});
export type FeedbackListQuery = z.infer<typeof FeedbackListQuerySchema>;

export const FeedbackListSchema = z.object({
  feedback: z.array(FeedbackItemSchema),
  total: z.number(),
  /** True when a search matched more than FEEDBACK_SEARCH_COUNT_CAP items and `total` is that cap. */
  total_capped: z.boolean(),
});
export type FeedbackList = z.infer<typeof FeedbackListSchema>;

export const feedbackApi = bindSchemas(feedbackEndpoints, {
  create: { body: FeedbackCreateSchema, reply: FeedbackCreateResponseSchema },
  list: { query: FeedbackListQuerySchema, reply: FeedbackListSchema },
});
