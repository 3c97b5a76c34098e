import { z } from 'zod';
import { MessageResponseSchema } from './auth';
import { documentRemindersEndpoints, documentRequestsEndpoints } from './document-requests-endpoints';
import {
  DOCUMENT_FILE_REVIEW_STATES,
  DOCUMENT_FRESHNESS,
  DOCUMENT_REASON_MAX,
  DOCUMENT_REQUEST_STATES,
  DOCUMENT_REVIEW_DECISIONS,
  DOCUMENT_VALIDITY_KINDS,
} from './document-requests-values';
import { bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './paging';

/**
 * Document requests and the files that answer them (the Documents page, file/download, document/download-all-as-zip).
 * Answer shapes follow the documents issue: `{ request }`, `{ requests }`, `{ file }`, `{ message }`.
 */

const isoDate = z.iso.date({ error: MESSAGES.documentDateInvalid });

export const DocumentFileSchema = z.object({
  /** The files_new_id of file/download. */
  id: z.number(),
  /** `{Applicant name} - {Document type}.{ext}`, with ' (2)', ' (3)' … for further files of the request. */
  download_name: z.string(),
  original_file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  uploaded_at: z.string(),
  /** The date the document bears (YYYY-MM-DD), or null. */
  document_date: z.string().nullable(),
  review_state: z.enum(DOCUMENT_FILE_REVIEW_STATES),
  freshness: z.enum(DOCUMENT_FRESHNESS),
  /** A JPEG the browser can show (HEIC photos), or null when the original itself can be shown. */
  has_preview: z.boolean(),
  /** A thumbnail has been made (a job after the upload): until then the page shows an icon of the file's type. */
  has_thumbnail: z.boolean(),
  /** Uploaded by the client (true) or by the broker on their behalf. */
  uploaded_by_client: z.boolean(),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>;

export const DocumentValiditySchema = z.object({
  kind: z.enum(DOCUMENT_VALIDITY_KINDS),
  /** For 'age': how many days old a document may be. For 'expiry': unused (null). */
  days: z.number().nullable(),
});
export type DocumentValidity = z.infer<typeof DocumentValiditySchema>;

export const DocumentRequestSchema = z.object({
  id: z.number(),
  applicant_id: z.number(),
  document_type_id: z.number(),
  /** The broker's wording of the type when they have one. */
  name: z.string(),
  question: z.string(),
  tooltip: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  custom: z.boolean(),
  state: z.enum(DOCUMENT_REQUEST_STATES),
  /** The reject reason the client sees, or the not-applicable note; '' otherwise. */
  reason: z.string(),
  validity: DocumentValiditySchema.nullable(),
  files: z.array(DocumentFileSchema),
  created_at: z.string(),
});
export type DocumentRequest = z.infer<typeof DocumentRequestSchema>;

export const DocumentRequestResponseSchema = z.object({ request: DocumentRequestSchema });
export const DocumentRequestListSchema = z.object({ requests: z.array(DocumentRequestSchema) });
/** GET document/requests: one page of requests, and how many there are in all (as every list). */
export const DocumentRequestPageSchema = z.object({ requests: z.array(DocumentRequestSchema), total: z.number() });
export const DocumentFileResponseSchema = z.object({ file: DocumentFileSchema });

/** POST document/request: one type of the catalogue (or the broker's wording of it) or a custom type. */
export const DocumentRequestCreateSchema = z
  .object({
    clientId: IdSchema,
    applicantId: IdSchema,
    documentTypeId: IdSchema.optional(),
    customDocumentTypeId: IdSchema.optional(),
  })
  .refine((v) => (v.documentTypeId === undefined) !== (v.customDocumentTypeId === undefined), {
    error: MESSAGES.documentTypeChoose,
    path: ['documentTypeId'],
  });

/** POST document/apply-template: every type of one of the broker's document templates; duplicates merged. */
export const DocumentApplyTemplateSchema = z.object({
  clientId: IdSchema,
  applicantId: IdSchema,
  templateId: IdSchema,
});

/**
 * GET document/requests: one applicant's, or every applicant's of the client, a page at a time (limit/offset) in the
 * catalogue's order.
 */
export const DocumentRequestListQuerySchema = PageQuerySchema.extend({
  clientId: IdSchema,
  applicantId: IdSchema.optional(),
});

/** POST document/review: a reason is required to reject; a note may go with not-applicable. */
export const DocumentReviewSchema = z
  .object({
    requestId: IdSchema,
    decision: z.enum(DOCUMENT_REVIEW_DECISIONS),
    reason: text()
      .trim()
      .max(DOCUMENT_REASON_MAX, { error: `Please keep the reason to ${DOCUMENT_REASON_MAX} characters.` })
      .default(''),
  })
  .refine((v) => v.decision !== 'reject' || v.reason.length > 0, {
    error: MESSAGES.rejectReasonRequired,
    path: ['reason'],
  });

export const DocumentRequestIdQuerySchema = z.object({ requestId: IdSchema });
/** POST document/re-request: a rejected, accepted or not-applicable request goes back to 'requested'. */
export const DocumentReRequestSchema = z.object({ requestId: IdSchema });
export const DocumentFileIdQuerySchema = z.object({ fileId: IdSchema });

/** POST document/file-date: whoever may see the file sets or clears the date it bears. */
export const DocumentFileDateSchema = z.object({ fileId: IdSchema, document_date: isoDate.nullable() });

/** The multipart form fields of POST document/upload, sent before the file part. */
export const DocumentUploadFieldsSchema = z.object({
  requestId: IdSchema,
  document_date: z.union([z.literal(''), isoDate]).default(''),
});

/** GET file/download: files_new_id as the spec names it; fileId is kept for the adviser's own files. */
export const FileDownloadQuerySchema = z
  .object({
    files_new_id: IdSchema.optional(),
    fileId: IdSchema.optional(),
    /** 'inline' opens it in the browser (the broker's preview); a download otherwise. */
    disposition: z.enum(['attachment', 'inline']).default('attachment'),
    /** 'preview' serves the JPEG made from a HEIC photo. */
    variant: z.enum(['original', 'preview']).default('original'),
  })
  .refine((v) => (v.files_new_id ?? v.fileId) !== undefined, { error: MESSAGES.invalidId, path: ['files_new_id'] });

export const DownloadAllSchema = z.object({ clientId: IdSchema });

/** POST client/reminders: the broker pauses or resumes a client's document reminders. */
export const ClientRemindersSchema = z.object({ clientId: IdSchema, paused: z.boolean() });

/** GET file/thumbnail: the file's id as file/download names it. */
export const ThumbnailQuerySchema = z.object({ files_new_id: IdSchema });
/** POST client/send-reminder. */
export const SendReminderSchema = z.object({ clientId: IdSchema });
/** A resumable upload's id, as the server names them (32 hex digits): nothing else reaches the upload store. */
export const TusUploadParamsSchema = z.object({
  uploadId: text().regex(/^[0-9a-f]{32}$/, { error: MESSAGES.notFound }),
});
/** The deletes of document/request and document/file read their id from the query or a JSON body. */
const RequestIdInput = DocumentRequestIdQuerySchema.partial();
const FileIdInput = DocumentFileIdQuerySchema.partial();

export const documentRequestsApi = bindSchemas(documentRequestsEndpoints, {
  create: { body: DocumentRequestCreateSchema, reply: DocumentRequestResponseSchema },
  applyTemplate: { body: DocumentApplyTemplateSchema, reply: DocumentRequestListSchema },
  list: { query: DocumentRequestListQuerySchema, reply: DocumentRequestPageSchema },
  remove: { query: RequestIdInput, body: RequestIdInput.nullish(), reply: MessageResponseSchema },
  review: { body: DocumentReviewSchema, reply: DocumentRequestResponseSchema },
  reRequest: { body: DocumentReRequestSchema, reply: DocumentRequestResponseSchema },
  upload: { reply: DocumentFileResponseSchema },
  removeFile: { query: FileIdInput, body: FileIdInput.nullish(), reply: MessageResponseSchema },
  setFileDate: { body: DocumentFileDateSchema, reply: DocumentFileResponseSchema },
  download: { query: FileDownloadQuerySchema },
  downloadAll: { body: DownloadAllSchema },
  thumbnail: { query: ThumbnailQuerySchema },
  tusCreate: {},
  tusOffset: { params: TusUploadParamsSchema },
  tusPatch: { params: TusUploadParamsSchema },
  tusCancel: { params: TusUploadParamsSchema },
});

export const documentRemindersApi = bindSchemas(documentRemindersEndpoints, {
  pause: { body: ClientRemindersSchema, reply: MessageResponseSchema },
  sendNow: { body: SendReminderSchema, reply: MessageResponseSchema },
});
