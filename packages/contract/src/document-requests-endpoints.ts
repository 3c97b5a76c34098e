import { defineEndpoints } from './endpoint';

/*
 * The Documents page (the documents issue, decisions 019, 023, 024, 028): what an adviser asks of a client, the files
 * that answer it, and what is read of them. Whose client it is stays the service's question: another adviser's or
 * client's record answers 404, so every endpoint lets anyone signed in through.
 */

export const documentRequestsEndpoints = defineEndpoints('documentRequests', {
  create: {
    method: 'POST',
    path: '/document/request',
    access: 'signedIn',
    status: 201,
    summary: 'Ask an applicant for one document type',
    failures: [409],
  },
  applyTemplate: {
    method: 'POST',
    path: '/document/apply-template',
    access: 'signedIn',
    summary: "Ask an applicant for every document of one of the adviser's templates",
  },
  list: {
    method: 'GET',
    path: '/document/requests',
    access: 'signedIn',
    summary: "List a client's document requests with their files, one page at a time",
  },
  remove: {
    method: 'DELETE',
    path: '/document/request',
    access: 'signedIn',
    summary: 'Remove a document request and its files while none is accepted (requestId in the query or the body)',
    failures: [409],
  },
  review: {
    method: 'POST',
    path: '/document/review',
    access: 'signedIn',
    summary: 'Accept, reject with a reason, or set aside as not applicable a document request',
    failures: [409],
  },
  reRequest: {
    method: 'POST',
    path: '/document/re-request',
    access: 'signedIn',
    summary: 'Ask again for a rejected, accepted or not-applicable document',
    failures: [409],
  },
  upload: {
    method: 'POST',
    path: '/document/upload',
    access: 'signedIn',
    status: 201,
    consumes: 'multipart/form-data',
    summary:
      'Upload a file to a request: requestId (and document_date) first, then the file (PDF, JPEG, PNG, HEIC/HEIF; Word and Excel when allowed), at most 25 MB',
    failures: [409, 413, 415],
  },
  removeFile: {
    method: 'DELETE',
    path: '/document/file',
    access: 'signedIn',
    summary: 'Remove a file from a request (fileId in the query or the body)',
    failures: [409],
  },
  setFileDate: {
    method: 'POST',
    path: '/document/file-date',
    access: 'signedIn',
    summary: 'Set or clear the date a document bears, which its freshness is judged by',
  },
  download: {
    method: 'GET',
    path: '/file/download',
    access: 'signedIn',
    produces: 'application/octet-stream',
    summary: 'Download a file under its auto-renamed name, whole or a byte range',
  },
  downloadAll: {
    method: 'POST',
    path: '/document/download-all-as-zip',
    access: 'signedIn',
    produces: 'application/zip',
    summary: 'Download every received document of a client as a zip, one folder per applicant, with a README',
  },
  thumbnail: {
    method: 'GET',
    path: '/file/thumbnail',
    access: 'signedIn',
    produces: 'image/jpeg',
    summary: "A document's thumbnail: an image scaled down, or a PDF's first page",
  },
  tusCreate: {
    method: 'POST',
    path: '/document/tus',
    access: 'signedIn',
    status: 201,
    summary:
      'Start a resumable upload (tus 1.0): Upload-Length at most 25 MB, Upload-Metadata with requestId, document_date and filename; Upload-Concat, Upload-Defer-Length and Upload-Checksum are refused (400), too many unfinished uploads 429',
    failures: [413, 429],
  },
  tusOffset: {
    method: 'HEAD',
    path: '/document/tus/:uploadId',
    access: 'signedIn',
    summary: 'How far a resumable upload has come (Upload-Offset)',
  },
  tusPatch: {
    method: 'PATCH',
    path: '/document/tus/:uploadId',
    access: 'signedIn',
    status: 204,
    consumes: 'application/offset+octet-stream',
    summary:
      "Send a resumable upload's next bytes from Upload-Offset; the last ones store the file and answer it (200)",
    failures: [409, 413, 415],
  },
  tusCancel: {
    method: 'DELETE',
    path: '/document/tus/:uploadId',
    access: 'signedIn',
    status: 204,
    summary: 'Cancel a resumable upload and remove what it parked',
  },
});

/** The adviser's controls of a client's document reminders (decision 023). */
export const documentRemindersEndpoints = defineEndpoints('documentReminders', {
  pause: {
    method: 'POST',
    path: '/client/reminders',
    access: 'signedIn',
    summary: "Pause or resume a client's automatic document reminders",
  },
  sendNow: {
    method: 'POST',
    path: '/client/send-reminder',
    access: 'signedIn',
    summary: 'Email a client now what documents are still missing',
    failures: [409],
  },
});
