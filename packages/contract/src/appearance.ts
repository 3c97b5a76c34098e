import { z } from 'zod';
import { appearanceEndpoints } from './appearance-endpoints';
import { MessageResponseSchema } from './auth';
import { bindSchemas } from './endpoint-schemas';
import { BrokerDeleteUploadSchema, FileResponseSchema, PlannerDeleteUploadSchema } from './files';
import { IdSchema, text } from './inputs';
import { PORTAL_ICON_SIZES } from './portal-icons';

/*
 * The deletes take their fields as a query or as a JSON body (docs/spec/settings-billing-admin.md §7), so the query
 * alone may leave a field out; the route reads the body itself and checks the two merged against the whole schema.
 * The uploads are multipart: the fields come before the file and are read by the route (no JSON body).
 */
/** GET portal/:adviserId/manifest. */
export const PortalManifestParamsSchema = z.object({ adviserId: IdSchema });
/** GET portal/:adviserId/icon/:size; `v` names the logo and colour the manifest saw, so a change is a new address. */
export const PortalIconParamsSchema = z.object({ adviserId: IdSchema, size: z.enum(PORTAL_ICON_SIZES) });
export const PortalIconQuerySchema = z.object({ v: text().max(64).optional() });

export const appearanceApi = bindSchemas(appearanceEndpoints, {
  brokerUpload: { reply: FileResponseSchema },
  plannerUpload: { reply: FileResponseSchema },
  brokerDeleteUpload: { query: BrokerDeleteUploadSchema.partial(), reply: MessageResponseSchema },
  plannerDeleteUpload: { query: PlannerDeleteUploadSchema.partial(), reply: MessageResponseSchema },
  portalManifest: { params: PortalManifestParamsSchema },
  portalIcon: { params: PortalIconParamsSchema, query: PortalIconQuerySchema },
});
