import { defineEndpoints } from './endpoint';

/**
 * The public lead capture form (decision 022; docs/spec/settings-billing-admin.md §2 Lead capture), counted per
 * address (429), and the adviser's one-action conversion of a lead.
 */
export const leadsEndpoints = defineEndpoints('leads', {
  form: {
    method: 'GET',
    path: '/lead-capture/:brokerId',
    access: 'public',
    summary: "A broker's public lead capture form: their branding and a token that dates the form",
    failures: [429],
  },
  submit: {
    method: 'POST',
    path: '/lead-capture/:brokerId',
    access: 'public',
    status: 201,
    summary: "Send the public lead capture form: the lead becomes a client of the broker's",
    failures: [413, 429],
  },
  // Clients answer 404 for another's record and 403 for their own, from the client gate: 'signedIn' keeps that.
  convert: {
    method: 'POST',
    path: '/client/convert-lead',
    access: 'signedIn',
    summary: 'Make a lead an active client',
    failures: [409],
  },
});
