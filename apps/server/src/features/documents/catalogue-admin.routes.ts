import {
  AdminCategoriesSchema,
  AdminCategorySaveResponseSchema,
  AdminCategorySaveSchema,
  AdminDocumentTypeCreateSchema,
  AdminDocumentTypeDeleteQuerySchema,
  AdminDocumentTypeResponseSchema,
  AdminDocumentTypeUpdateSchema,
  AdminSubcategoriesQuerySchema,
  AdminSubcategoriesSchema,
  AdminSubcategorySaveResponseSchema,
  AdminSubcategorySaveSchema,
  MESSAGES,
  MessageResponseSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import {
  createSharedType,
  deleteSharedType,
  listCategorySubcategories,
  listSharedCatalogue,
  saveCategory,
  saveSubcategory,
  updateSharedDocumentType,
} from './catalogue-admin.service';

/**
 * The shared catalogue under admin/document (docs/spec/core-and-application.md §7,
 * docs/spec/settings-billing-admin.md §7): the two reads of the spec, and the administrators' changes (decision 007).
 */
export function catalogueAdminRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['documents'];
  const base = '/admin/document';

  api.get(`${base}/categories`, { schema: { tags, response: { 200: AdminCategoriesSchema } } }, async (req) => ({
    categories: await listSharedCatalogue(ctx, actorOf(req)),
  }));

  api.get(
    `${base}/subcategories`,
    { schema: { tags, querystring: AdminSubcategoriesQuerySchema, response: { 200: AdminSubcategoriesSchema } } },
    async (req) => ({ subcategories: await listCategorySubcategories(ctx, actorOf(req), req.query.category_id) }),
  );

  api.post(
    `${base}/document-type`,
    { schema: { tags, body: AdminDocumentTypeCreateSchema, response: { 201: AdminDocumentTypeResponseSchema } } },
    async (req, reply) => reply.status(201).send({ documentType: await createSharedType(ctx, actorOf(req), req.body) }),
  );

  api.put(
    `${base}/document-type`,
    { schema: { tags, body: AdminDocumentTypeUpdateSchema, response: { 200: AdminDocumentTypeResponseSchema } } },
    async (req) => ({ documentType: await updateSharedDocumentType(ctx, actorOf(req), req.body) }),
  );

  api.delete(
    `${base}/document-type`,
    { schema: { tags, querystring: AdminDocumentTypeDeleteQuerySchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await deleteSharedType(ctx, actorOf(req), req.query.documentTypeId);
      return { message: MESSAGES.documentDeleted };
    },
  );

  api.post(
    `${base}/category`,
    { schema: { tags, body: AdminCategorySaveSchema, response: { 200: AdminCategorySaveResponseSchema } } },
    async (req) => ({ category: await saveCategory(ctx, actorOf(req), req.body) }),
  );

  api.post(
    `${base}/subcategory`,
    { schema: { tags, body: AdminSubcategorySaveSchema, response: { 200: AdminSubcategorySaveResponseSchema } } },
    async (req) => ({ subcategory: await saveSubcategory(ctx, actorOf(req), req.body) }),
  );
}
