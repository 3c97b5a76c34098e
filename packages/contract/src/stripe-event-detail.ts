import { z } from 'zod';
import { text } from './inputs';

/*
 * One stored webhook event, apart from the list's schemas: the list page parses its query in the browser and would
 * otherwise carry this record's zod rules too (docs/decisions/011-light-first-load.md).
 */

/** stripe/event/:id: the provider's event id (evt_…). */
export const StripeEventIdParamsSchema = z.object({ id: text().min(1).max(255) });

export const StripeEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  received_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type StripeEvent = z.infer<typeof StripeEventSchema>;
