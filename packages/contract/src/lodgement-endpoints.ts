import { defineEndpoints } from './endpoint';

/** Upload to the lodgement system (decision 021; docs/spec/core-and-application.md §2 Application navigation). */
export const lodgementEndpoints = defineEndpoints('lodgement', {
  status: {
    method: 'GET',
    path: '/lodgement/status',
    access: 'signedIn',
    summary: "Read the state of a client's upload to the lodgement system",
  },
  upload: {
    method: 'POST',
    path: '/lodgement/upload',
    access: 'signedIn',
    status: 202,
    summary: "Start uploading a client's application to the lodgement system",
    failures: [409],
  },
});
