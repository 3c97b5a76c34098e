import { DOCUMENT_MAX_BYTES, MESSAGES } from '@brokerdesk/contract/constants';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadCallbacks } from './tus-upload';
import { useUploads } from './use-uploads';

/** A sender the test drives by hand: each started file's callbacks, by name. */
function fakeSender() {
  const started = new Map<string, UploadCallbacks>();
  const requests: { name: string; requestId: number; documentDate?: string }[] = [];
  const start = vi.fn(
    async (file: File, request: { requestId: number; documentDate?: string }, cb: UploadCallbacks) => {
      started.set(file.name, cb);
      requests.push({ name: file.name, ...request });
      return { abort: vi.fn() };
    },
  );
  return { start, started, requests };
}

const pdf = (name: string, size = 2000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('useUploads', () => {
  it('refuses a file over 25 MB or of a refused type at once with its reason, and sends none of them', () => {
    const sender = fakeSender();
    const { result } = renderHook(() => useUploads({ requestId: 301, onSettled: vi.fn(), start: sender.start }));
    const big = { name: 'scan.pdf', size: DOCUMENT_MAX_BYTES + 1, type: 'application/pdf' } as File;
    act(() => result.current.add([big, new File(['x'], 'clip.gif', { type: 'image/gif' })]));
    expect(sender.start).not.toHaveBeenCalled();
    expect(result.current.items.map((i) => [i.status, i.message])).toEqual([
      ['refused', MESSAGES.documentTooLarge],
      ['refused', MESSAGES.documentTypeUnsupported],
    ]);
  });

  it('shows each file’s own progress, and settles once when the whole batch is done', async () => {
    const sender = fakeSender();
    const onSettled = vi.fn();
    const { result } = renderHook(() => useUploads({ requestId: 301, onSettled, start: sender.start }));
    await act(async () => result.current.add([pdf('a.pdf'), pdf('b.pdf')], '2026-03-01'));
    expect(sender.requests).toEqual([
      { name: 'a.pdf', requestId: 301, documentDate: '2026-03-01' },
      { name: 'b.pdf', requestId: 301, documentDate: '2026-03-01' },
    ]);
    act(() => sender.started.get('a.pdf')?.onProgress(500, 2000));
    expect(result.current.items.map((i) => i.progress)).toEqual([0.25, 0]);
    act(() => sender.started.get('a.pdf')?.onSuccess());
    expect(onSettled).not.toHaveBeenCalled();
    expect(result.current.isUploading).toBe(true);
    act(() => sender.started.get('b.pdf')?.onError(MESSAGES.documentTypeUnsupported));
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(result.current.items.map((i) => i.status)).toEqual(['done', 'failed']);
    expect(result.current.items[1]?.message).toBe(MESSAGES.documentTypeUnsupported);
    expect(result.current.isUploading).toBe(false);
  });
});

describe('useUploads while the connection is gone', () => {
  it('shows the file waiting, not failed, keeps it underway, and carries on when the connection is back', async () => {
    const sender = fakeSender();
    const onSettled = vi.fn();
    const { result } = renderHook(() => useUploads({ requestId: 301, onSettled, start: sender.start }));
    await act(async () => result.current.add([pdf('scan.pdf', 4000)]));
    const cb = sender.started.get('scan.pdf') as UploadCallbacks;
    act(() => cb.onProgress(1000, 4000));
    act(() => cb.onWaiting?.(true));
    expect(result.current.items[0]).toMatchObject({ status: 'waiting', progress: 0.25 });
    expect(result.current.isUploading).toBe(true);
    // Clearing finished lines keeps a waiting one.
    act(() => result.current.clearFinished());
    expect(result.current.items).toHaveLength(1);
    expect(onSettled).not.toHaveBeenCalled();
    act(() => cb.onWaiting?.(false));
    act(() => cb.onProgress(4000, 4000));
    act(() => cb.onSuccess());
    expect(result.current.items[0]).toMatchObject({ status: 'done', progress: 1 });
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});
