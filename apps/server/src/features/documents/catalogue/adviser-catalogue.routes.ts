import { documentCatalogueApi, MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../../../context';
import { actorOf } from '../../../http/auth-hook';
import { route } from '../../../http/endpoints';
import type { Api } from '../../../http/types';
import {
  createCustomDocumentType,
  deleteCustomDocumentType,
  listAdviserCatalogue,
  saveDocumentTypeExtension,
} from './adviser-catalogue.service';

/**
 * docs/spec/settings-billing-admin.md §7 Templates and documents: the catalogue as an adviser sees it, and what they
 * add to it.
 */
export function adviserCatalogueRoutes(api: Api, ctx: ServiceContext): void {
  route(api, documentCatalogueApi.list, async (req) => ({
    categories: await listAdviserCatalogue(ctx, actorOf(req), req.query.brokerId, req.query.clientId),
  }));
  route(api, documentCatalogueApi.saveWording, (req) => saveDocumentTypeExtension(ctx, actorOf(req), req.body));
  route(api, documentCatalogueApi.createCustomType, async (req) => ({
    documentType: await createCustomDocumentType(ctx, actorOf(req), req.body),
  }));
  route(api, documentCatalogueApi.deleteCustomType, async (req) => {
    await deleteCustomDocumentType(ctx, actorOf(req), req.query.documentTypeId, req.query.brokerId);
    return { message: MESSAGES.documentDeleted };
  });
}
