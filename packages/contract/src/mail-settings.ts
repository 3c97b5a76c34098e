import { BrokerIdQuerySchema, PlannerIdQuerySchema } from './adviser-settings';
import { MessageResponseSchema } from './auth';
import { apiComponents, bindSchemas } from './endpoint-schemas';
import {
  AttachmentListSchema,
  BrokerDeleteAttachmentSchema,
  FileResponseSchema,
  PlannerDeleteAttachmentSchema,
} from './files';
import { mailSettingsEndpoints } from './mail-settings-endpoints';

/*
 * The deletes take their fields as a query or as a JSON body (docs/spec/settings-billing-admin.md §7), so the query
 * alone may leave a field out; the route reads the body itself and checks the two merged against the whole schema.
 */
const brokerDelete = { query: BrokerDeleteAttachmentSchema.partial() };
const plannerDelete = { query: PlannerDeleteAttachmentSchema.partial() };

// Both mounts answer it: named for what it is, not for the first endpoint bound to it.
apiComponents.add(AttachmentListSchema, { id: 'AttachmentList' });

export const mailSettingsApi = bindSchemas(mailSettingsEndpoints, {
  brokerDefaultMessage: { reply: MessageResponseSchema },
  plannerDefaultMessage: { reply: MessageResponseSchema },
  brokerAttachments: { query: BrokerIdQuerySchema, reply: AttachmentListSchema },
  plannerAttachments: { query: PlannerIdQuerySchema, reply: AttachmentListSchema },
  // Multipart: the fields come before the file and are read by the route (no JSON body).
  brokerUploadAttachment: { reply: FileResponseSchema },
  plannerUploadAttachment: { reply: FileResponseSchema },
  brokerDeleteAttachment: { ...brokerDelete, reply: MessageResponseSchema },
  plannerDeleteAttachment: { ...plannerDelete, reply: MessageResponseSchema },
});
