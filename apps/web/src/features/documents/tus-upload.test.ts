import { DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isConnectionLoss, RECHECK_MS, waitForConnection } from './tus-upload';

const request = {
  getHeader: () => undefined,
  getMethod: () => 'PATCH',
  getURL: () => '/api/document/tus/abc',
} as unknown as HttpRequest;
const answer = (status: number) => ({ getStatus: () => status, getBody: () => '' }) as unknown as HttpResponse;

/** A browser whose connection the test switches. */
function browser(online: boolean) {
  const target = new EventTarget();
  const state = { online };
  return {
    signals: { target, isOnline: () => state.online },
    goOnline: () => {
      state.online = true;
      target.dispatchEvent(new Event('online'));
    },
    state,
  };
}

/** What tus-js-client throws: the request it sent and the answer it got, if any. */
const failure = (req: HttpRequest | null, res: HttpResponse | null) =>
  Object.assign(new DetailedError('tus: failed'), { originalRequest: req, originalResponse: res });

describe('isConnectionLoss', () => {
  it('is a request that got no answer, and nothing else', () => {
    expect(isConnectionLoss(failure(request, null))).toBe(true);
    expect(isConnectionLoss(failure(request, answer(500)))).toBe(false);
    expect(isConnectionLoss(failure(request, answer(413)))).toBe(false);
    // No request went out (a setting or storage fault): not the connection's.
    expect(isConnectionLoss(failure(null, null))).toBe(false);
    expect(isConnectionLoss(new Error('boom'))).toBe(false);
  });
});

describe('waitForConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while the browser is offline, however long, and carries on once at its online event', () => {
    const b = browser(false);
    const onBack = vi.fn();
    waitForConnection(onBack, b.signals);
    vi.advanceTimersByTime(10 * RECHECK_MS);
    expect(onBack).not.toHaveBeenCalled();
    b.goOnline();
    expect(onBack).toHaveBeenCalledTimes(1);
    // Later events and checks start nothing more.
    b.goOnline();
    vi.advanceTimersByTime(3 * RECHECK_MS);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('tries again after a pause when the browser says it is online but the server could not be reached', () => {
    const b = browser(true);
    const onBack = vi.fn();
    waitForConnection(onBack, b.signals);
    vi.advanceTimersByTime(RECHECK_MS - 1);
    expect(onBack).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the upload is given up (the page left)', () => {
    const b = browser(false);
    const onBack = vi.fn();
    const stop = waitForConnection(onBack, b.signals);
    stop();
    b.goOnline();
    vi.advanceTimersByTime(RECHECK_MS);
    expect(onBack).not.toHaveBeenCalled();
  });
});
