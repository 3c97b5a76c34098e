import {
  DOCUMENT_MAX_BYTES,
  DocumentFileIdQuerySchema,
  DocumentUploadFieldsSchema,
  documentRequestsApi,
  MESSAGES,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../../../context';
import { actorOf, metaOf } from '../../../../http/auth-hook';
import { route } from '../../../../http/endpoints';
import { withUpload } from '../../../../http/multipart-upload';
import { parseQueryOrBody } from '../../../../http/query-or-body';
import type { Api } from '../../../../http/types';
import { deleteDocumentFile, setDocumentFileDate } from './document-files.service';
import { storeDocumentFile } from './store-document-file';

/** Files answering a request: the plain multipart upload (the resumable one is tus-upload.ts), removal and dating. */
export function documentUploadRoutes(api: Api, ctx: ServiceContext): void {
  route(api, documentRequestsApi.upload, async (req) => {
    const actor = actorOf(req);
    const file = await withUpload(req, DocumentUploadFieldsSchema, DOCUMENT_MAX_BYTES, (fields, source) =>
      storeDocumentFile(
        ctx,
        actor,
        { requestId: fields.requestId, documentDate: fields.document_date || null, source: { stream: source } },
        metaOf(req),
      ),
    );
    return { file };
  });
  route(api, documentRequestsApi.removeFile, async (req) => {
    await deleteDocumentFile(ctx, actorOf(req), parseQueryOrBody(req, DocumentFileIdQuerySchema).fileId);
    return { message: MESSAGES.documentFileRemoved };
  });
  route(api, documentRequestsApi.setFileDate, async (req) => ({
    file: await setDocumentFileDate(ctx, actorOf(req), req.body.fileId, req.body.document_date),
  }));
}
