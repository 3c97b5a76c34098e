/*
 * The formats a client may upload (the Documents page), apart from the other document values: the portal's first load
 * carries the module that messages.ts reads its limits from, and these lists are needed only by the upload's checks,
 * which load with the Documents page.
 */

/** Always accepted: PDF, JPEG, PNG and iPhone photos (HEIC/HEIF, converted to JPEG for viewing and the zip). */
export const DOCUMENT_BASE_TYPES = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
} as const;
/** Accepted too when the broker allows Word and Excel files. */
export const DOCUMENT_OFFICE_TYPES = {
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
} as const;
