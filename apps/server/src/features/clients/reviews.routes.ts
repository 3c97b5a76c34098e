import { reviewsApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { confirmReview, currentReview, listDueReviews, setReviewDueDate, startReview } from './reviews.service';

/**
 * Annual reviews (contract reviews-endpoints.ts); the review's changes are the reports feature's
 * (features/reports/review-changes.service.ts), as it formats answers as the report prints them.
 */
export function reviewsRoutes(api: Api, ctx: ServiceContext): void {
  route(api, reviewsApi.start, (req) => startReview(ctx, actorOf(req), req.body.clientId));
  route(api, reviewsApi.current, (req) => currentReview(ctx, actorOf(req), req.query.clientId));
  route(api, reviewsApi.confirm, (req) => confirmReview(ctx, actorOf(req), req.body.reviewId));
  route(api, reviewsApi.due, (req) => listDueReviews(ctx, actorOf(req), req.query));
  route(api, reviewsApi.dueDate, (req) => setReviewDueDate(ctx, actorOf(req), req.body));
}
