import { useCallback, useEffect, useRef, useState } from 'react';
import { refuseReason } from './file-checks';
import { type DocumentUploadHandle, startDocumentUpload } from './tus-upload';

/** One file being sent to a request, as its progress line shows it. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  /** 0 to 1. */
  progress: number;
  /** `waiting`: the connection dropped; the file carries on from where it stopped when it is back. */
  status: 'uploading' | 'waiting' | 'done' | 'failed' | 'refused';
  /** Why it was refused before sending, or why the server refused it. */
  message?: string;
}

type Starter = typeof startDocumentUpload;

/** Still being sent, or waiting for the connection to send the rest. */
const isUnderway = (i: UploadItem) => i.status === 'uploading' || i.status === 'waiting';

let nextKey = 0;

/**
 * The uploads of one request: each chosen file is checked (size, type) and refused at once with its reason, or sent
 * with its own progress. When the last of a batch has finished, `onSettled` runs once (the page refreshes).
 */
export function useUploads({
  requestId,
  allowOffice = false,
  onSettled,
  start = startDocumentUpload,
}: {
  requestId: number;
  allowOffice?: boolean;
  onSettled: () => void;
  /** Tests pass a fake sender. */
  start?: Starter;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const handles = useRef(new Map<string, DocumentUploadHandle>());
  const running = useRef(0);

  useEffect(() => {
    const live = handles.current;
    return () => {
      for (const h of live.values()) h.abort();
      live.clear();
    };
  }, []);

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }, []);

  const finish = useCallback(
    (key: string, patch: Partial<UploadItem>) => {
      handles.current.delete(key);
      update(key, patch);
      running.current -= 1;
      if (running.current === 0) onSettled();
    },
    [onSettled, update],
  );

  const add = useCallback(
    (files: readonly File[], documentDate?: string) => {
      for (const file of files) {
        const key = `u${++nextKey}`;
        const refused = refuseReason(file, allowOffice);
        const item: UploadItem = { key, name: file.name, size: file.size, progress: 0, status: 'uploading' };
        if (refused) {
          setItems((list) => [...list, { ...item, status: 'refused', message: refused }]);
          continue;
        }
        setItems((list) => [...list, item]);
        running.current += 1;
        start(
          file,
          { requestId, documentDate },
          {
            onProgress: (sent, total) => update(key, { progress: total > 0 ? sent / total : 0 }),
            onSuccess: () => finish(key, { status: 'done', progress: 1 }),
            onError: (message) => finish(key, { status: 'failed', message }),
            onWaiting: (waiting) => update(key, { status: waiting ? 'waiting' : 'uploading' }),
          },
        )
          .then((handle) => handles.current.set(key, handle))
          .catch(() => finish(key, { status: 'failed' }));
      }
    },
    [allowOffice, finish, requestId, start, update],
  );

  /** Forgets the lines of finished, failed and refused files. */
  const clearFinished = useCallback(() => setItems((list) => list.filter(isUnderway)), []);

  return { items, add, clearFinished, isUploading: items.some(isUnderway) };
}
