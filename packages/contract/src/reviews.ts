import { z } from 'zod';
import { APPLICATION_PAGES } from './clients-values';
import { bindSchemas } from './endpoint-schemas';
import { IdSchema, wholeNumber } from './inputs';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './paging';
import { reviewsEndpoints } from './reviews-endpoints';

/*
 * Annual reviews' schemas and bindings (docs/decisions/041-annual-reviews.md), apart from clients.ts so the pages that
 * read a client do not carry them (docs/decisions/011-light-first-load.md).
 */

export const REVIEW_STATUSES = ['open', 'confirmed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ReviewSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  status: z.enum(REVIEW_STATUSES),
  /** The review date it answers (YYYY-MM-DD). */
  due_on: z.string(),
  started_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewStartSchema = z.object({ clientId: IdSchema });
export const ReviewConfirmSchema = z.object({ reviewId: IdSchema });
export const ReviewChangesQuerySchema = z.object({ reviewId: IdSchema });
export const ReviewClientQuerySchema = z.object({ clientId: IdSchema });

export const ReviewCurrentSchema = z.object({
  /** The latest review, open or confirmed; null before the first. */
  review: ReviewSchema.nullable(),
  /** When the next review is due: the date the broker set, or a year after settlement; null when neither is known. */
  next_due_on: z.string().nullable(),
});
export type ReviewCurrent = z.infer<typeof ReviewCurrentSchema>;

/** One answer that differs from last year's, as the report prints both values. */
export const ReviewChangeSchema = z.object({
  /** The fact-find page the answer is on, for a link to it. */
  page: z.enum(APPLICATION_PAGES),
  /** Where on the page: "Applicant: Jane Citizen", "Requirements", "Asset: Car". */
  where: z.string(),
  key: z.string(),
  label: z.string(),
  /** Last year's value and this year's, as text; '' for no answer. */
  old: z.string(),
  new: z.string(),
});
export type ReviewChange = z.infer<typeof ReviewChangeSchema>;
export const ReviewChangesSchema = z.object({
  review: ReviewSchema,
  client_name: z.string(),
  changes: z.array(ReviewChangeSchema),
});
export type ReviewChanges = z.infer<typeof ReviewChangesSchema>;

export const ReviewDueQuerySchema = PageQuerySchema.extend({
  adviserId: IdSchema.optional(),
  /** Reviews due within this many days from today, and every overdue one. */
  within: wholeNumber(0, 366, MESSAGES.reviewWithinInvalid).default(30),
});
export type ReviewDueQuery = z.infer<typeof ReviewDueQuerySchema>;
export const ReviewDueSchema = z.object({
  client_id: z.number(),
  client_name: z.string(),
  due_on: z.string(),
  settlement_date: z.string().nullable(),
});
export type ReviewDue = z.infer<typeof ReviewDueSchema>;
export const ReviewDueListSchema = z.object({ reviews: z.array(ReviewDueSchema), total: z.number() });

export const ReviewDueDateSchema = z.object({
  clientId: IdSchema,
  /** null clears the broker's date: the review falls a year after settlement. */
  review_due_on: z.iso.date({ error: MESSAGES.dealDateInvalid }).nullable(),
});
export type ReviewDueDate = z.infer<typeof ReviewDueDateSchema>;

export const reviewsApi = bindSchemas(reviewsEndpoints, {
  start: { body: ReviewStartSchema, reply: z.object({ review: ReviewSchema }) },
  current: { query: ReviewClientQuerySchema, reply: ReviewCurrentSchema },
  confirm: { body: ReviewConfirmSchema, reply: z.object({ review: ReviewSchema }) },
  changes: { query: ReviewChangesQuerySchema, reply: ReviewChangesSchema },
  due: { query: ReviewDueQuerySchema, reply: ReviewDueListSchema },
  dueDate: { body: ReviewDueDateSchema, reply: ReviewCurrentSchema },
});
