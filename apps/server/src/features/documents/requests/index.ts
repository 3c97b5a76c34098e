/**
 * The requests room (docs/decisions/037): what an adviser asks of a client, the files that answer it (uploads,
 * review), and what is read of them (downloads, the zip, previews, the received files and their freshness). It reads
 * the catalogue room through its index and nothing of the reminders room.
 */
export { refreshDocumentCounters } from './client-counters';
export { documentFilesForExport, type ExportedDocumentFile } from './downloads/export-files';
export { type DocumentFileStored, emitDocumentFileStored } from './file-stored-event';
export {
  DOCUMENT_PREVIEW_JOB,
  type DocumentPreviewJob,
  makeDocumentPreviews,
  queueDocumentPreviews,
  THUMBNAIL_TYPES,
} from './previews/previews.service';
export { freshnessOf, listReceivedFiles, type ReceivedFile } from './received-files.repo';
export { requestTemplateDocuments } from './requests.service';
export { requestsRoutes } from './routes';
export { type StaleCounts, staleCountsOf } from './stale-counts';
export { sweepUnfinishedUploads } from './uploads/tus-upload';
