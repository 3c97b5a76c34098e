import { defineEndpoints } from './endpoint';

/** docs/spec/settings-billing-admin.md §3 Feedback: advisers and clients send it, administrators read it. */
export const feedbackEndpoints = defineEndpoints('feedback', {
  create: {
    method: 'POST',
    path: '/feedback/create',
    access: ['broker', 'planner', 'client'],
    status: 201,
    summary: 'Send feedback to the BrokerDesk team',
    failures: [429],
  },
  list: { method: 'GET', path: '/feedback/data', access: 'admin', summary: 'List feedback, searched and sorted' },
});
