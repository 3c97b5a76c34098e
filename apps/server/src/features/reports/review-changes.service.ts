import type { ReviewChanges } from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import type { Actor, ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { loadApplicationSnapshot } from './application-snapshot.repo';
import { snapshotNames } from './report-names';
import { answersOf, reviewChanges } from './review-changes';

/**
 * GET review/changes: the answers an annual review changed, each beside last year's value, for the broker. Read here,
 * not in the clients feature that starts reviews, as the values are written as the report prints them.
 */
export async function readReviewChanges(ctx: ServiceContext, actor: Actor, reviewId: number): Promise<ReviewChanges> {
  const { review } = await requireAccess(ctx, actor, { kind: 'review', id: reviewId }, 'adviser-only');
  const snapshot = await loadApplicationSnapshot(ctx.db, review.client_id);
  if (!snapshot) throw notFound();
  const primary = snapshot.applicants[0];
  return {
    review: {
      id: review.id,
      client_id: review.client_id,
      status: review.status,
      due_on: review.due_on,
      started_at: review.started_at.toISOString(),
      confirmed_at: review.confirmed_at?.toISOString() ?? null,
    },
    client_name: primary ? snapshotNames(snapshot).applicant(primary.id) : '[None]',
    changes: reviewChanges(review.snapshot, answersOf(snapshot)),
  };
}
