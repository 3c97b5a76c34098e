import { appearanceEndpoints } from './appearance-endpoints';
import { MessageResponseSchema } from './auth';
import { bindSchemas } from './endpoint-schemas';
import { BrokerDeleteUploadSchema, FileResponseSchema, PlannerDeleteUploadSchema } from './files';

/*
 * The deletes take their fields as a query or as a JSON body (docs/spec/settings-billing-admin.md §7), so the query
 * alone may leave a field out; the route reads the body itself and checks the two merged against the whole schema.
 * The uploads are multipart: the fields come before the file and are read by the route (no JSON body).
 */
export const appearanceApi = bindSchemas(appearanceEndpoints, {
  brokerUpload: { reply: FileResponseSchema },
  plannerUpload: { reply: FileResponseSchema },
  brokerDeleteUpload: { query: BrokerDeleteUploadSchema.partial(), reply: MessageResponseSchema },
  plannerDeleteUpload: { query: PlannerDeleteUploadSchema.partial(), reply: MessageResponseSchema },
});
