import {
  CLIENT_IMPORT_MAX_BYTES,
  ClientImportFieldsSchema,
  clientImportApi,
  clientsApi,
  MESSAGES,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import { withUpload } from '../../http/multipart-upload';
import type { Api } from '../../http/types';
import { getClientActivity, logActivity } from './client-activity.service';
import { importClients } from './client-import.service';
import { destroyClientNow } from './client-destroy.service';
import { deleteClient, markLodged, submitApplication } from './client-lifecycle.service';
import {
  createClient,
  getClientDetail,
  listClients,
  reorderClientApplicants,
  setClientArchived,
} from './clients.service';

/**
 * The client list, a client's detail and lifecycle, the order of its applicants (the applicants feature adds,
 * deletes and edits them), its activity timeline (contract clients-endpoints.ts) and the import from a CSV file
 * (client-import-endpoints.ts).
 */
export function clientsRoutes(api: Api, ctx: ServiceContext): void {
  route(api, clientsApi.list, (req) => listClients(ctx, actorOf(req), req.query));
  route(api, clientsApi.create, (req) => createClient(ctx, actorOf(req), req.body));
  route(api, clientsApi.detail, (req) => getClientDetail(ctx, actorOf(req), req.query.clientId));
  route(api, clientsApi.archive, (req) => setClientArchived(ctx, actorOf(req), req.body.clientId, true));
  route(api, clientsApi.restore, (req) => setClientArchived(ctx, actorOf(req), req.body.clientId, false));
  route(api, clientsApi.delete, async (req) => {
    await deleteClient(ctx, actorOf(req), req.body.clientId);
    return { message: MESSAGES.clientDeleted, kept: MESSAGES.clientDeleteKeepsFiles };
  });
  route(api, clientsApi.destroy, (req) =>
    destroyClientNow(ctx, actorOf(req), req.body.clientId, req.body.confirmation, metaOf(req)),
  );
  route(api, clientsApi.submit, (req) => submitApplication(ctx, actorOf(req), req.body.clientId));
  route(api, clientsApi.markLodged, (req) => markLodged(ctx, actorOf(req), req.body.clientId));
  route(api, clientsApi.reorderApplicants, (req) =>
    reorderClientApplicants(ctx, actorOf(req), req.body.clientId, req.body.applicantIds),
  );
  route(api, clientImportApi.run, (req) => {
    const actor = actorOf(req);
    return withUpload(req, ClientImportFieldsSchema, CLIENT_IMPORT_MAX_BYTES, (fields, source) =>
      importClients(ctx, actor, fields, source),
    );
  });
  route(api, clientsApi.activity, (req) => getClientActivity(ctx, actorOf(req), req.query));
  route(api, clientsApi.logActivity, async (req, reply) => {
    await logActivity(ctx, actorOf(req), req.body, metaOf(req));
    return reply.status(204).send();
  });
}
