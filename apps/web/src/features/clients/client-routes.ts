import type { User } from '@brokerdesk/contract/constants';

/**
 * The client pages' paths (docs/spec/core-and-application.md §2 client-list, client-list-search, client-activity), kept
 * free of schemas so the route table can import them without growing the first download.
 */
export const CLIENT_LIST_SEARCH_PATTERN =
  'client/list-search/:query/:clientType/:status/:access/:orderBy/:limit/:offset';

/** Where a client row links: `/client/{id}` opens the client's application at its first applicant. */
export const openClientPath = (clientId: number) => `/client/${clientId}`;
export const clientActivityPath = (clientId: number) => `/client/${clientId}/activity`;
/** An annual review's changes beside last year's answers (docs/decisions/041-annual-reviews.md). */
export const clientReviewPath = (clientId: number, reviewId: number) => `/client/${clientId}/review/${reviewId}`;

/**
 * The landing page asked for on purpose: with 'Show this page each time you log in' off, home goes straight to
 * the client list, and this marker lets the adviser still open it (app/home/home-loader.ts).
 */
export const WELCOME_PARAM = 'welcome';

export function welcomePath(me: Pick<User, 'role'>): string {
  return `/${me.role === 'planner' ? 'planner' : 'broker'}/home?${WELCOME_PARAM}=1`;
}
