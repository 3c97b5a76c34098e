/**
 * Documents, in three rooms that lean one way (docs/decisions/037): catalogue <- requests <- reminders. What other
 * features and the app's wiring may use of it.
 */
export { findTemplateDocumentTypes, syncDocumentCatalogue } from './catalogue';
export {
  type DocumentFileStored,
  documentFilesForExport,
  type ExportedDocumentFile,
  freshnessOf,
  listReceivedFiles,
  makeDocumentPreviews,
  type ReceivedFile,
  refreshDocumentCounters,
  requestTemplateDocuments,
  type StaleCounts,
  staleCountsOf,
} from './requests';
