import {
  CustomDocumentTypeCreateSchema,
  CustomDocumentTypeDeleteQuerySchema,
  CustomDocumentTypeResponseSchema,
  DocumentCategoriesSchema,
  DocumentTypeExtensionSaveSchema,
  DocumentTypeSchema,
  DocumentTypesQuerySchema,
  MESSAGES,
  MessageResponseSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import {
  createCustomDocumentType,
  deleteCustomDocumentType,
  listAdviserCatalogue,
  saveDocumentTypeExtension,
} from './documents.service';
import { documentDownloadRoutes } from './downloads/download.routes';
import { documentPreviewRoutes } from './previews/previews.routes';
import { reminderRoutes } from './reminders/reminders.routes';
import { documentRequestsRoutes } from './requests/requests.routes';
import { documentTusRoutes } from './uploads/tus.routes';
import { documentUploadRoutes } from './uploads/upload.routes';

/**
 * docs/spec/settings-billing-admin.md §7 Templates and documents: the catalogue as an adviser sees it, and what they
 * add to it.
 */
export function documentsRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['documents'];

  api.get(
    '/document/document-types',
    { schema: { tags, querystring: DocumentTypesQuerySchema, response: { 200: DocumentCategoriesSchema } } },
    async (req) => ({
      categories: await listAdviserCatalogue(ctx, actorOf(req), req.query.brokerId, req.query.clientId),
    }),
  );

  api.post(
    '/document/document-type-extension',
    { schema: { tags, body: DocumentTypeExtensionSaveSchema, response: { 200: DocumentTypeSchema } } },
    (req) => saveDocumentTypeExtension(ctx, actorOf(req), req.body),
  );

  api.post(
    '/document/custom-document-type',
    { schema: { tags, body: CustomDocumentTypeCreateSchema, response: { 201: CustomDocumentTypeResponseSchema } } },
    async (req, reply) =>
      reply.status(201).send({ documentType: await createCustomDocumentType(ctx, actorOf(req), req.body) }),
  );

  api.delete(
    '/document/custom-document-type',
    { schema: { tags, querystring: CustomDocumentTypeDeleteQuerySchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await deleteCustomDocumentType(ctx, actorOf(req), req.query.documentTypeId, req.query.brokerId);
      return { message: MESSAGES.documentDeleted };
    },
  );

  documentRequestsRoutes(api, ctx);
  documentUploadRoutes(api, ctx);
  documentDownloadRoutes(api, ctx);
  documentTusRoutes(api, ctx);
  documentPreviewRoutes(api, ctx);
  reminderRoutes(api, ctx);
}
