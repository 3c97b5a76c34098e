import { type Feature, job } from '../../feature';
import { adviserCatalogueRoutes, catalogueAdminRoutes, syncDocumentCatalogue } from './catalogue';
import {
  queueUploadNotice,
  REMINDER_SCAN_JOB,
  reminderRoutes,
  sendDueReminders,
  sendUploadNotice,
  UPLOAD_NOTICE_JOB,
  type UploadNoticeJob,
} from './reminders';
import {
  DOCUMENT_PREVIEW_JOB,
  type DocumentPreviewJob,
  makeDocumentPreviews,
  queueDocumentPreviews,
  requestsRoutes,
  sweepUnfinishedUploads,
  THUMBNAIL_TYPES,
} from './requests';

/**
 * Documents (decisions 019, 023, 028, 037): the catalogue, requests (uploads, review, downloads, previews) and
 * reminders. A stored file gets its previews made by a job and, from a client, joins the batch the adviser hears of.
 */
export const documentsFeature: Feature = {
  name: 'documents',
  routes(api, ctx) {
    adviserCatalogueRoutes(api, ctx);
    requestsRoutes(api, ctx);
    reminderRoutes(api, ctx);
    catalogueAdminRoutes(api, ctx);
  },
  jobs: [
    job<DocumentPreviewJob>(DOCUMENT_PREVIEW_JOB, (ctx, data) => makeDocumentPreviews(ctx, data.fileId)),
    job<UploadNoticeJob>(UPLOAD_NOTICE_JOB, (ctx, data) => sendUploadNotice(ctx, data), { policy: 'short' }),
    job(REMINDER_SCAN_JOB, (ctx) => sendDueReminders(ctx), { policy: 'short', every: '*/15 * * * *' }),
    // Unfinished uploads live hours (UPLOAD_UNFINISHED_HOURS), so the sweep looks often; finding none is one query.
    job('document.upload-sweep', (ctx) => sweepUnfinishedUploads(ctx), { policy: 'short', every: '*/15 * * * *' }),
  ],
  listen(ctx) {
    ctx.events.on('document.file-stored', async (ctx, event) => {
      if (THUMBNAIL_TYPES.has(event.contentType)) await queueDocumentPreviews(ctx, event.fileId);
      if (event.uploadedByClient) await queueUploadNotice(ctx, event.clientId);
    });
  },
  afterMigrate: (database) => syncDocumentCatalogue(database.db),
};
