import { z } from 'zod';
import { apiComponents, bindSchemas } from './endpoint-schemas';
import { filesEndpoints } from './files-endpoints';
import { IMAGE_FILE_TYPES } from './files-values';
import { IdSchema, text } from './inputs';

/**
 * A stored upload as the API shows it (docs/spec/settings-billing-admin.md §3 Attachment: id, file_name; plus what a
 * download needs).
 */
export const StoredFileSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  url: z.string(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** Uploads answer the stored file (uploads answer `{ file }` with its `url`). */
export const FileResponseSchema = z.object({ file: StoredFileSchema });
// Every upload answers it: the OpenAPI document names it for what it is, not for the first endpoint bound to it.
apiComponents.add(FileResponseSchema, { id: 'FileResponse' });
export const AttachmentListSchema = z.object({ attachments: z.array(StoredFileSchema) });

export const ImageFileTypeSchema = z.enum(IMAGE_FILE_TYPES);
export type ImageFileType = z.infer<typeof ImageFileTypeSchema>;

/**
 * The form fields of the uploads (docs/spec/settings-billing-admin.md §7: multipart file, fileType, brokerId). They
 * must come before the file part, so the server can check who is asking before it stores a byte.
 */
export const BrokerImageUploadFieldsSchema = z.object({ brokerId: IdSchema, fileType: ImageFileTypeSchema });
export const PlannerImageUploadFieldsSchema = z.object({ plannerId: IdSchema, fileType: ImageFileTypeSchema });
export const BrokerAttachmentUploadFieldsSchema = z.object({ brokerId: IdSchema });
export const PlannerAttachmentUploadFieldsSchema = z.object({ plannerId: IdSchema });

/**
 * broker/delete-upload {brokerId, type} and the planner's (docs/spec/settings-billing-admin.md §7), as query or JSON
 * body.
 */
export const BrokerDeleteUploadSchema = z.object({ brokerId: IdSchema, type: ImageFileTypeSchema });
export const PlannerDeleteUploadSchema = z.object({ plannerId: IdSchema, type: ImageFileTypeSchema });

/** broker/delete-attachment (param fileId); the adviser's id, when sent, must be the file's owner. */
export const BrokerDeleteAttachmentSchema = z.object({ fileId: IdSchema, brokerId: IdSchema.optional() });
export const PlannerDeleteAttachmentSchema = z.object({ fileId: IdSchema, plannerId: IdSchema.optional() });

/** GET files/public/:key: a stored image's key (the server checks its form). */
export const PublicFileParamsSchema = z.object({ key: text().min(1).max(100) });

export const filesApi = bindSchemas(filesEndpoints, {
  publicImage: { params: PublicFileParamsSchema },
});
