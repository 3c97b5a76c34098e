import { z } from 'zod';
import { IdSchema } from './users';

/** A stored upload as the API shows it (settings §3 Attachment: id, file_name; plus what a download needs). */
export const StoredFileSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  url: z.string(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** Uploads answer the stored file (issue 4: uploads answer `{ file }` with its `url`). */
export const FileResponseSchema = z.object({ file: StoredFileSchema });
export const AttachmentListSchema = z.object({ attachments: z.array(StoredFileSchema) });

/** settings §2 Site Appearance: the two images an adviser may upload. */
export const IMAGE_FILE_TYPES = ['logo', 'profile_image'] as const;
export const ImageFileTypeSchema = z.enum(IMAGE_FILE_TYPES);
export type ImageFileType = z.infer<typeof ImageFileTypeSchema>;

/** Limits (issue 4): images PNG, JPEG or WebP up to 5 MB; attachments PDF or office documents up to 10 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const FileIdQuerySchema = z.object({ fileId: IdSchema });
