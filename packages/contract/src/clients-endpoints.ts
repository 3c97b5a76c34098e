import { defineEndpoints } from './endpoint';

/**
 * The client list, a client's detail and lifecycle, the order of its applicants and its activity timeline
 * (docs/spec/core-and-application.md §2 Broker landing page, §4 Client lifecycle). Whose client it is, and what a
 * client may do with their own, is the service's to decide (another's answers 404).
 */
export const clientsEndpoints = defineEndpoints('clients', {
  list: {
    method: 'GET',
    path: '/client/list',
    access: ['admin', 'broker', 'planner'],
    summary: "List an adviser's clients, searched, filtered and sorted",
  },
  create: {
    method: 'POST',
    path: '/client/create',
    access: ['broker', 'planner'],
    status: 201,
    summary: 'Add a client with its primary applicant',
  },
  detail: {
    method: 'GET',
    path: '/client/detail',
    access: 'signedIn',
    summary: "Read a client: its applicants, the pages it sees and the adviser's branding",
  },
  archive: { method: 'POST', path: '/client/archive', access: 'signedIn', summary: 'Archive a client' },
  restore: { method: 'POST', path: '/client/restore', access: 'signedIn', summary: 'Restore an archived client' },
  delete: {
    method: 'DELETE',
    path: '/client/delete',
    access: 'signedIn',
    summary: 'Delete a client and its application, keeping the files it sent',
  },
  // Privacy Act APP 11.2: for good, after the keeping period's check and the client's name typed as confirmation.
  destroy: {
    method: 'POST',
    path: '/client/destroy',
    access: ['admin', 'broker', 'planner'],
    summary:
      'Destroy a client now, with every row and stored file; a lodged application is kept until its keeping period ends',
    failures: [409],
  },
  submit: {
    method: 'POST',
    path: '/client/submit',
    access: 'signedIn',
    summary: 'Submit the application to the adviser',
    failures: [409],
  },
  markLodged: {
    method: 'POST',
    path: '/client/mark-lodged',
    access: 'signedIn',
    summary: 'Mark the application lodged',
  },
  reorderApplicants: {
    method: 'POST',
    path: '/client/update-applicant-order',
    access: 'signedIn',
    summary: "Put a client's applicants in a new order",
  },
  activity: {
    method: 'GET',
    path: '/client/activity',
    access: 'signedIn',
    summary: "Read a client's activity timeline, newest first",
  },
  logActivity: {
    method: 'POST',
    path: '/common/log-activity',
    access: 'signedIn',
    status: 204,
    summary: "Log what only the browser sees (a page opened) on a client's timeline",
  },
});
