import { defineEndpoints } from './endpoint';

/** The client portal (docs/spec/core-and-application.md §2): the adviser's invitation and revocation, the acceptance. */
export const portalEndpoints = defineEndpoints('portal', {
  invite: {
    method: 'POST',
    path: '/client/invite',
    access: 'signedIn',
    summary: 'Invite a client to the portal, choosing the pages they see',
    failures: [409, 429],
  },
  setPages: {
    method: 'POST',
    path: '/client/pages',
    access: 'signedIn',
    summary: 'Save the pages a client sees in the portal, without sending an invitation',
  },
  revokeAccess: {
    method: 'POST',
    path: '/client/revoke-access',
    access: 'signedIn',
    summary: "Take away a client's portal access",
  },
  acceptInvite: {
    method: 'POST',
    path: '/auth/accept-invite',
    access: 'public',
    summary: 'Accept a portal invitation: choose a password and sign in',
    failures: [429],
  },
  checkInvite: {
    method: 'POST',
    path: '/auth/check-invite',
    access: 'public',
    summary:
      'Check a portal invitation link before a password is asked for: ready, already used, or invalid, with the adviser who sent it',
    failures: [429],
  },
  inviteApplicant: {
    method: 'POST',
    path: '/applicant/invite',
    access: 'signedIn',
    summary:
      'Invite another person on the application (a partner, director or trustee) to sign in with their own email',
    failures: [409, 429],
  },
  // Signed consent: the adviser's disclosure documents (mail settings' default attachments), accepted in the portal.
  consents: {
    method: 'GET',
    path: '/consent/list',
    access: 'signedIn',
    summary: "List the adviser's disclosure documents a client accepts, each with its SHA-256 and its acceptance",
  },
  consentDocument: {
    method: 'GET',
    path: '/consent/document',
    access: 'signedIn',
    produces: 'application/octet-stream',
    summary: 'Open one disclosure document as the client is shown it',
  },
  acceptConsent: {
    method: 'POST',
    path: '/consent/accept',
    access: ['client'],
    summary: 'Accept one disclosure document with the name typed, recording when, from where and its SHA-256',
    failures: [409],
  },
});
