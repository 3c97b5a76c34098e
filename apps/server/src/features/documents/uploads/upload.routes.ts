import {
  DOCUMENT_MAX_BYTES,
  DocumentFileIdQuerySchema,
  DocumentFileResponseSchema,
  DocumentUploadFieldsSchema,
  MESSAGES,
  MessageResponseSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../../context';
import { actorOf, metaOf } from '../../../http/auth-hook';
import { withUpload } from '../../../http/multipart-upload';
import { parseQueryOrBody } from '../../../http/query-or-body';
import type { Api } from '../../../http/types';
import { deleteDocumentFile } from './document-files.service';
import { storeDocumentFile } from './store-document-file';

const tags = ['documents'];

/** Files answering a request: the plain multipart upload (the resumable one is tus-upload.ts) and removal. */
export function documentUploadRoutes(api: Api, ctx: ServiceContext): void {
  api.post(
    '/document/upload',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: requestId (and document_date, YYYY-MM-DD) first, then file: PDF, JPEG, PNG or HEIC/HEIF (Word and Excel when the broker allows them), at most 25 MB.',
        response: { 201: DocumentFileResponseSchema },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const file = await withUpload(req, DocumentUploadFieldsSchema, DOCUMENT_MAX_BYTES, (fields, source) =>
        storeDocumentFile(
          ctx,
          actor,
          { requestId: fields.requestId, documentDate: fields.document_date || null, source },
          metaOf(req),
        ),
      );
      return reply.status(201).send({ file });
    },
  );

  api.delete(
    '/document/file',
    {
      schema: { tags, description: 'fileId in the query (or a JSON body).', response: { 200: MessageResponseSchema } },
    },
    async (req) => {
      await deleteDocumentFile(ctx, actorOf(req), parseQueryOrBody(req, DocumentFileIdQuerySchema).fileId);
      return { message: MESSAGES.documentFileRemoved };
    },
  );
}
