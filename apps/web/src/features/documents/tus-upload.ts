import { DOCUMENT_TUS_PATH, MESSAGES } from '@brokerdesk/contract/constants';
import { DetailedError, Upload } from 'tus-js-client';
import { getToken } from '../../lib/session';

/*
 * A document sent by the resumable protocol (tus 1.0.0 at /api/document/tus; docs/decisions/024-documents-in-the-browser.md): a phone that loses
 * its connection midway carries on from the last byte the server holds, both within the page (the retries below, and
 * past them the wait for the connection: docs/decisions/047-offline-uploads-and-the-portal-manifest.md) and
 * after the page is reloaded (tus-js-client keeps the upload's address in localStorage under a fingerprint naming the
 * request, so the same photo sent to two requests is two uploads). This module, and tus-js-client with it, is loaded
 * only with the Documents page.
 */

/** 5 MB a PATCH: a dropped connection loses at most this much; progress moves at least every 5 MB. */
export const CHUNK_BYTES = 5 * 1024 * 1024;
/** A request that got no answer is tried again after these pauses (ms); past them the file waits for the connection. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

/** While the browser says it is online but the server cannot be reached, the waiting upload tries again this often. */
export const RECHECK_MS = 30_000;

export interface UploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (message: string) => void;
  /** The connection is gone: the upload waits for it (true), then carries on from the server's last byte (false). */
  onWaiting?: (waiting: boolean) => void;
}

export interface DocumentUploadHandle {
  abort: () => void;
}

/** The contract's error message in a tus answer, else a plain one by status. */
export function tusErrorMessage(err: unknown): string {
  const response = err instanceof DetailedError ? err.originalResponse : null;
  if (!response) return MESSAGES.networkError;
  try {
    const body = JSON.parse(response.getBody()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // not JSON: fall through to the status
  }
  const status = response.getStatus();
  if (status === 413) return MESSAGES.documentTooLarge;
  if (status === 415) return MESSAGES.documentTypeUnsupported;
  return MESSAGES.serverError;
}

/**
 * A failure that is the connection's, not the server's: a request went out and no answer came back (tus-js-client
 * reports it at once when the browser says it is offline, else once its retry delays have run out).
 */
export function isConnectionLoss(err: unknown): boolean {
  return err instanceof DetailedError && err.originalRequest != null && err.originalResponse == null;
}

/** Where the wait listens; tests pass their own. */
export interface ConnectionSignals {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  isOnline: () => boolean;
}

const browserSignals = (): ConnectionSignals => ({ target: window, isOnline: () => navigator.onLine });

/**
 * Calls `onBack` once when the connection is back: at the browser's `online` event, or, while the browser says it is
 * online (the server was unreachable all the same), at the next check every `recheckMs`. Never while it says it is
 * offline. Returns a function that stops waiting without calling `onBack`.
 */
export function waitForConnection(
  onBack: () => void,
  signals: ConnectionSignals = browserSignals(),
  recheckMs = RECHECK_MS,
): () => void {
  let waiting = true;
  const stop = () => {
    waiting = false;
    clearInterval(timer);
    signals.target.removeEventListener('online', back);
  };
  const back = () => {
    if (!waiting) return;
    stop();
    onBack();
  };
  const timer = setInterval(() => {
    if (signals.isOnline()) back();
  }, recheckMs);
  signals.target.addEventListener('online', back);
  return stop;
}

/** Starts (or resumes) one file's upload to a request. */
export async function startDocumentUpload(
  file: File,
  request: { requestId: number; documentDate?: string },
  callbacks: UploadCallbacks,
): Promise<DocumentUploadHandle> {
  let stopWaiting: (() => void) | null = null;
  const upload = new Upload(file, {
    endpoint: DOCUMENT_TUS_PATH,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: {
      requestId: String(request.requestId),
      filename: file.name,
      filetype: file.type || 'application/octet-stream',
      document_date: request.documentDate ?? '',
    },
    fingerprint: async (f) =>
      ['brokerdesk-document', request.requestId, f.name, f.size, f.lastModified, DOCUMENT_TUS_PATH].join('|'),
    removeFingerprintOnSuccess: true,
    // The token may be rotated while a long upload runs: each request carries the current one.
    onBeforeRequest: (req) => {
      const token = getToken();
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: callbacks.onProgress,
    onSuccess: () => callbacks.onSuccess(),
    onError: (err) => {
      if (!isConnectionLoss(err)) {
        callbacks.onError(tusErrorMessage(err));
        return;
      }
      // No network is not a failure: the file waits, then asks the server how much it holds and sends the rest.
      callbacks.onWaiting?.(true);
      stopWaiting = waitForConnection(() => {
        stopWaiting = null;
        callbacks.onWaiting?.(false);
        upload.start();
      });
    },
  });
  const previous = await upload.findPreviousUploads();
  const resumable = previous[0];
  if (resumable) upload.resumeFromPreviousUpload(resumable);
  upload.start();
  return {
    abort: () => {
      stopWaiting?.();
      void upload.abort(false);
    },
  };
}
