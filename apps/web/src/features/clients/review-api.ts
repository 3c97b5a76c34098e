import {
  portalEndpoints,
  type ReviewDueQuery,
  reportsEndpoints,
  reviewsEndpoints,
} from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { openInNewTab } from '../../lib/new-tab';
import { clientDetailKey } from './client-detail';
import { pipelineKeys } from './pipeline-api';

/** Annual reviews (docs/decisions/041-annual-reviews.md): query keys and hooks of the adviser's pages. */
export const reviewKeys = {
  all: ['reviews'] as const,
  current: (clientId: number) => ['reviews', 'current', clientId] as const,
  changes: (reviewId: number) => ['reviews', 'changes', reviewId] as const,
  due: (q: Partial<ReviewDueQuery>) => ['reviews', 'due', q] as const,
};

/** GET review/current: the client's latest review and the next review date. */
export function useCurrentReview(clientId: number) {
  return useQuery({
    queryKey: reviewKeys.current(clientId),
    queryFn: ({ signal }) => api(reviewsEndpoints.current, { query: { clientId } }, { signal }),
  });
}

/** POST review/start: the review, the due list, the client's timeline and tasks read again. */
export function useStartReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) => api(reviewsEndpoints.start, { body: { clientId } }),
    onSuccess: (_answer, clientId) => {
      void client.invalidateQueries({ queryKey: reviewKeys.all });
      void client.invalidateQueries({ queryKey: ['client-activity', clientId] });
      void client.invalidateQueries({ queryKey: pipelineKeys.tasks });
    },
  });
}

/** POST review/due-date. */
export function useSetReviewDueDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { clientId: number; review_due_on: string | null }) => api(reviewsEndpoints.dueDate, { body }),
    onSuccess: (answer, body) => {
      client.setQueryData(reviewKeys.current(body.clientId), answer);
      void client.invalidateQueries({ queryKey: ['reviews', 'due'] });
      void client.invalidateQueries({ queryKey: ['client-activity', body.clientId] });
    },
  });
}

/** GET review/changes: the answers the review changed, each with last year's value. */
export function useReviewChanges(reviewId: number) {
  return useQuery({
    queryKey: reviewKeys.changes(reviewId),
    queryFn: ({ signal }) => api(reviewsEndpoints.changes, { query: { reviewId } }, { signal }),
  });
}

/** GET review/due: the adviser's clients whose review is due within a month, overdue first. */
export function useReviewsDue(q: Partial<ReviewDueQuery>) {
  return useQuery({
    queryKey: reviewKeys.due(q),
    queryFn: ({ signal }) => api(reviewsEndpoints.due, { query: q }, { signal }),
  });
}

/** The review's report, opened as View Report opens the application's (decision 021). */
export function openReviewReport(clientId: number, reviewId: number): Promise<void> {
  return openInNewTab(async () => (await api(reportsEndpoints.token, { body: { clientId, reviewId } })).url);
}

/**
 * POST client/invite, the Submit page's invitation (its mail settings, attachments and own-email-program option), with
 * the pages the client already sees: the client is asked to check last year's answers. May answer a mailto draft.
 */
export function useInviteToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { clientId: number; pages: string }) => api(portalEndpoints.invite, { body }),
    onSuccess: (answer) => {
      client.setQueryData(clientDetailKey(answer.client.id), answer.client);
      void client.invalidateQueries({ queryKey: ['client-activity', answer.client.id] });
    },
  });
}
