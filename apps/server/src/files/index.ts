export { contentDisposition } from './content-disposition';
export type { DetectedType, UploadRule } from './content-rules';
/** What other features and the app's wiring may use of this feature; its other modules are its own. */
export { ATTACHMENT_RULE, IMAGE_RULE } from './content-rules';
export { extensionOf, safeDisplayName } from './file-names';
export { findLiveFile, insertFile, softDeleteFile, softDeleteFilesOfPurpose } from './files.repo';
export { type OpenedFile, openDownload } from './files.service';
export { adoptUpload, type ParkedUpload, storeUpload } from './store-upload';
export { removeObjects, toStoredFile } from './stored-file';
