/** What other features and the app's wiring may use of this feature; its other modules are its own. */
export { requireAdviserScope } from './adviser-scope';
export { syncDocumentCatalogue } from './catalogue-sync';
export { findTemplateDocumentTypes } from './documents.repo';
export {
  type DocumentFileStored,
  type DocumentFileStoredListener,
  emitDocumentFileStored,
  onDocumentFileStored,
} from './events';
export { refreshDocumentCounters } from './requests/client-counters';
export { requestTemplateDocuments } from './requests/requests.service';
