import { defineEndpoints } from './endpoint';

/**
 * Annual reviews of a lodged or settled client's application (docs/decisions/041-annual-reviews.md): started by the
 * broker with last year's answers kept, confirmed or changed by the client in the portal, its changes read by the
 * broker beside last year's values, and the list of reviews coming due.
 */
export const reviewsEndpoints = defineEndpoints('reviews', {
  start: {
    method: 'POST',
    path: '/review/start',
    access: 'signedIn',
    status: 201,
    summary: "Start an annual review of a lodged or settled client's application",
    failures: [409],
  },
  current: {
    method: 'GET',
    path: '/review/current',
    access: 'signedIn',
    summary: "Read a client's latest annual review and when the next one is due",
  },
  confirm: {
    method: 'POST',
    path: '/review/confirm',
    access: 'signedIn',
    summary: 'Confirm the answers of an open annual review',
  },
  changes: {
    method: 'GET',
    path: '/review/changes',
    access: 'signedIn',
    summary: "List the answers an annual review changed, each with last year's value",
  },
  due: {
    method: 'GET',
    path: '/review/due',
    access: ['admin', 'broker', 'planner'],
    summary: "List an adviser's clients whose annual review is due, soonest first",
  },
  dueDate: {
    method: 'POST',
    path: '/review/due-date',
    access: 'signedIn',
    summary: "Set the date of a client's next annual review, or clear it for a year after settlement",
  },
});
