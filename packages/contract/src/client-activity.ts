import { z } from 'zod';
import { BROWSER_ACTIVITY_ACTIONS } from './clients-values';
import { IdSchema, text } from './inputs';
import { PageQuerySchema } from './paging';

/*
 * A client's activity timeline, apart from the client schemas: the pages that read a client parse its list query
 * and its forms, and would otherwise carry these records' zod rules too (docs/decisions/011-light-first-load.md).
 */

/** One event of the timeline. */
export const ActivityItemSchema = z.object({
  id: z.number(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  actor: z.object({ id: z.number(), name: z.string(), role: z.string() }).nullable(),
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;
export const ActivityListSchema = z.object({ activity: z.array(ActivityItemSchema), total: z.number() });
export const ClientActivityQuerySchema = PageQuerySchema.extend({ clientId: IdSchema });

/** What only the browser sees (BROWSER_ACTIVITY_ACTIONS), logged by POST common/log-activity. */
export const LogActivitySchema = z.object({
  clientId: IdSchema,
  action: z.enum(BROWSER_ACTIVITY_ACTIONS),
  detail: z
    .record(text().max(40), z.union([text().max(200), z.number(), z.boolean()]))
    .refine((d) => Object.keys(d).length <= 10, { error: 'At most 10 details.' })
    .optional(),
});
