import { defineEndpoints } from './endpoint';

/** View Report (decision 021; docs/spec/core-and-application.md §7 report/preview) and the assessment notes. */
export const reportsEndpoints = defineEndpoints('reports', {
  token: {
    method: 'POST',
    path: '/report/token',
    access: 'signedIn',
    summary: "Issue a one-use link to a client's application report",
  },
  // Opened in a new tab, which carries no bearer token: the link's own token is the credential. A used, expired or
  // refused link answers 401 or 403, as a page to a browser and in the error shape to anyone else.
  preview: {
    method: 'GET',
    path: '/report/preview/:clientId',
    access: 'public',
    produces: 'application/pdf',
    summary: "Open a client's application report (PDF) through its one-use link",
  },
  assessmentNotes: {
    method: 'GET',
    path: '/report/assessment-notes',
    access: 'signedIn',
    summary: "Read the adviser's assessment notes on a client",
  },
  saveAssessmentNotes: {
    method: 'POST',
    path: '/report/assessment-notes',
    access: 'signedIn',
    summary: "Save the adviser's assessment notes on a client",
  },
  // Privacy Act APP 12: everything held about one client, for the adviser or an administrator (client-export.ts).
  export: {
    method: 'GET',
    path: '/client/export',
    access: ['admin', 'broker', 'planner'],
    produces: 'application/zip',
    summary: "Export a client's data on request: client.json, activity.json, report.pdf and documents/ in a zip",
  },
});
