import { catalogueAdminApi, MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../../../context';
import { actorOf } from '../../../http/auth-hook';
import { route } from '../../../http/endpoints';
import type { Api } from '../../../http/types';
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
  route(api, catalogueAdminApi.categories, async (req) => ({
    categories: await listSharedCatalogue(ctx, actorOf(req)),
  }));
  route(api, catalogueAdminApi.subcategories, async (req) => ({
    subcategories: await listCategorySubcategories(ctx, actorOf(req), req.query.category_id),
  }));
  route(api, catalogueAdminApi.createType, async (req) => ({
    documentType: await createSharedType(ctx, actorOf(req), req.body),
  }));
  route(api, catalogueAdminApi.updateType, async (req) => ({
    documentType: await updateSharedDocumentType(ctx, actorOf(req), req.body),
  }));
  route(api, catalogueAdminApi.deleteType, async (req) => {
    await deleteSharedType(ctx, actorOf(req), req.query.documentTypeId);
    return { message: MESSAGES.documentDeleted };
  });
  route(api, catalogueAdminApi.saveCategory, async (req) => ({
    category: await saveCategory(ctx, actorOf(req), req.body),
  }));
  route(api, catalogueAdminApi.saveSubcategory, async (req) => ({
    subcategory: await saveSubcategory(ctx, actorOf(req), req.body),
  }));
}
