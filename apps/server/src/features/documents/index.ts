/** What other features and the app's wiring may use of this feature; its other modules are its own. */
export { requireAdviserScope } from './adviser-scope';
export { syncDocumentCatalogue } from './catalogue-sync';
export { findTemplateDocumentTypes } from './documents.repo';
export {
  DOCUMENT_PREVIEW_JOB,
  documentPreviewWorker,
  makeDocumentPreviews,
  openDocumentImage,
  queueDocumentPreviews,
  zipSourceOf,
} from './previews/previews.service';
export {
  queueUploadNotice,
  sendUploadNotice,
  UPLOAD_NOTICE_JOB,
  type UploadNoticeJob,
} from './reminders/upload-notice';
export { REMINDER_SCAN_JOB, REMINDER_SCAN_MS, sendDueReminders } from './reminders/reminders.service';
