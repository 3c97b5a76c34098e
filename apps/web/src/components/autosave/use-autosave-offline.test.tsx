import { ApiError, type Endpoint } from '@brokerdesk/contract/constants';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWhatThePhoneKept, keptAnswers } from '../../lib/offline/phone-store';
import { type KeepOnPhone, useAutosave } from './use-autosave';

/**
 * A field of the client portal with no connection (docs/decisions/045-portal-offline.md): its answer is kept on the
 * phone instead of failing, sent over the value first seen when the connection returns, and a 409 then shows the
 * conflict choice. (jsdom has no IndexedDB: the phone keeps the answers in the page's memory here.)
 */
const endpoint = { method: 'POST', path: '/application/requirement/save' } as Endpoint;
const keep: KeepOnPhone<string> = {
  id: 'lender_preferences',
  answer: (value, previous) => ({
    endpoint,
    body: { clientId: 7 },
    key: 'lender_preferences',
    stored: { value, previous },
  }),
};

let onLine: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  await keptAnswers.signedIn(1);
});
afterEach(async () => {
  await forgetWhatThePhoneKept();
  onLine.mockRestore();
});

describe('an autosaved field offline', () => {
  it('keeps answers typed offline, sends the latest over the first previous, and shows a conflict', async () => {
    const save = vi.fn<(value: string, previous: string) => Promise<unknown>>();
    const { result } = renderHook(() => useAutosave({ serverValue: '', save, keep }));

    onLine.mockReturnValue(false);
    await act(() => result.current.commit('Credit union'));
    await act(() => result.current.commit('Credit union near home'));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('kept');
    expect(keptAnswers.get(keep.id)).toMatchObject({ value: 'Credit union near home', previous: '' });

    // Back online: the broker saved meanwhile, so the server refuses it as stale.
    onLine.mockReturnValue(true);
    save.mockRejectedValueOnce(new ApiError('conflict', 'Someone else saved', undefined, { current: 'Big four' }));
    await act(() => keptAnswers.flush());
    expect(save).toHaveBeenCalledWith('Credit union near home', '');
    expect(result.current.status).toBe('conflict');
    expect(result.current.conflict).toEqual({ current: 'Big four' });
    expect(result.current.value).toBe('Credit union near home');
    expect(keptAnswers.get(keep.id)?.conflict).toBe(true);

    // Keep mine: sent over theirs, and the phone lets it go.
    save.mockResolvedValueOnce({});
    await act(() => result.current.resolveConflict('mine'));
    expect(save).toHaveBeenLastCalledWith('Credit union near home', 'Big four');
    expect(result.current.status).toBe('saved');
    expect(keptAnswers.get(keep.id)).toBeUndefined();
  });

  it('draws a kept answer instead of the older server value, and sends it once online', async () => {
    onLine.mockReturnValue(false);
    await keptAnswers.keep({ id: keep.id, value: 'Credit union', previous: '', ...keep.answer('Credit union', '') });
    const save = vi.fn<(value: string, previous: string) => Promise<unknown>>().mockResolvedValue({});
    const { result } = renderHook(() => useAutosave({ serverValue: '', save, keep }));
    expect(result.current.value).toBe('Credit union');
    expect(result.current.status).toBe('kept');

    onLine.mockReturnValue(true);
    await act(() => keptAnswers.flush());
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(save).toHaveBeenCalledWith('Credit union', '');
    expect(keptAnswers.get(keep.id)).toBeUndefined();
  });

  it('fails as it always did where no one keeps answers (an adviser)', async () => {
    keptAnswers.release();
    const save = vi.fn<(value: string, previous: string) => Promise<unknown>>();
    onLine.mockReturnValue(false);
    save.mockRejectedValue(new ApiError('unavailable', 'We could not reach the server.'));
    const { result } = renderHook(() => useAutosave({ serverValue: '', save, keep }));
    await act(() => result.current.commit('Credit union'));
    expect(result.current.status).toBe('failed');
    expect(result.current.retryable).toBe(true);
  });

  it('signing out forgets what the phone kept', async () => {
    onLine.mockReturnValue(false);
    const { result } = renderHook(() => useAutosave({ serverValue: '', save: vi.fn(), keep }));
    await act(() => result.current.commit('Credit union'));
    expect(keptAnswers.list()).toHaveLength(1);
    await forgetWhatThePhoneKept();
    expect(keptAnswers.list()).toEqual([]);
  });
});
