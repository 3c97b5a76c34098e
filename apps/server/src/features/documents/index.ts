/** What other features and the app's wiring may use of this feature; its other modules are its own. */
// Registers the previews and the upload notice as listeners of stored files.
import './extras-listeners';

export { requireAdviserScope } from './adviser-scope';
export { syncDocumentCatalogue } from './catalogue-sync';
export { findTemplateDocumentTypes } from './documents.repo';
export {
  type DocumentFileStored,
  type DocumentFileStoredListener,
  emitDocumentFileStored,
  onDocumentFileStored,
} from './events';
export { type StaleCounts, staleCountsOf } from './freshness/stale-counts';
export {
  DOCUMENT_PREVIEW_JOB,
  documentPreviewWorker,
  makeDocumentPreviews,
  openDocumentImage,
  queueDocumentPreviews,
  zipSourceOf,
} from './previews/previews.service';
export { REMINDER_SCAN_JOB, REMINDER_SCAN_MS, sendDueReminders } from './reminders/reminders.service';
export {
  queueUploadNotice,
  sendUploadNotice,
  UPLOAD_NOTICE_JOB,
  type UploadNoticeJob,
} from './reminders/upload-notice';
export { refreshDocumentCounters } from './requests/client-counters';
export { requestTemplateDocuments } from './requests/requests.service';
