import { defineEndpoints } from './endpoint';

/** Advisers (and administrators for them); a client is refused, another adviser's answers 404. */
const ADVISERS = ['admin', 'broker', 'planner'] as const;

/**
 * Mail settings (docs/spec/settings-billing-admin.md §2 Mail Settings, §7): the default personal message and the
 * default email attachments, mounted for brokers and for planners with the id field each side names. The settings
 * themselves save through broker/save and planner/save.
 */
export const mailSettingsEndpoints = defineEndpoints('mail-settings', {
  brokerDefaultMessage: {
    method: 'GET',
    path: '/broker/default-personal-message',
    access: ADVISERS,
    summary: "The default personal message a broker's 'Reset to default' puts back",
  },
  plannerDefaultMessage: {
    method: 'GET',
    path: '/planner/default-personal-message',
    access: ADVISERS,
    summary: "The default personal message a planner's 'Reset to default' puts back",
  },
  brokerAttachments: {
    method: 'GET',
    path: '/broker/attachments',
    access: ADVISERS,
    summary: "A broker's default email attachments",
  },
  plannerAttachments: {
    method: 'GET',
    path: '/planner/attachments',
    access: ADVISERS,
    summary: "A planner's default email attachments",
  },
  brokerUploadAttachment: {
    method: 'POST',
    path: '/broker/upload-attachment',
    access: ADVISERS,
    consumes: 'multipart/form-data',
    summary: "Add a broker's default attachment: brokerId first, then file (PDF or an office document, at most 10 MB)",
    failures: [413, 415],
  },
  plannerUploadAttachment: {
    method: 'POST',
    path: '/planner/upload-attachment',
    access: ADVISERS,
    consumes: 'multipart/form-data',
    summary:
      "Add a planner's default attachment: plannerId first, then file (PDF or an office document, at most 10 MB)",
    failures: [413, 415],
  },
  brokerDeleteAttachment: {
    method: 'DELETE',
    path: '/broker/delete-attachment',
    access: ADVISERS,
    summary: "Delete a broker's default attachment (fileId, as a query or a JSON body)",
  },
  plannerDeleteAttachment: {
    method: 'DELETE',
    path: '/planner/delete-attachment',
    access: ADVISERS,
    summary: "Delete a planner's default attachment (fileId, as a query or a JSON body)",
  },
});
