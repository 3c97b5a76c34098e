import { onDocumentFileStored } from './events';
import { queueDocumentPreviews, THUMBNAIL_TYPES } from './previews/previews.service';
import { queueUploadNotice } from './reminders/upload-notice';

/**
 * What follows a stored document file, beside the upload paths: its thumbnail (and a HEIC photo's JPEG) is made by a
 * job, and a client's upload starts or joins the batch the adviser hears about in one email.
 */
onDocumentFileStored(async (ctx, event) => {
  if (THUMBNAIL_TYPES.has(event.contentType)) await queueDocumentPreviews(ctx, event.fileId);
  if (event.uploadedByClient) await queueUploadNotice(ctx, event.clientId);
});
