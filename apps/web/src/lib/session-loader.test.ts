import { afterEach, describe, expect, it, vi } from 'vitest';
import { brokerUser, jsonResponse } from '../test/fixtures';
import { queryClient } from './query-client';
import { clearToken, getToken, needsRevalidation } from './session';
import { ensureSession } from './session-loader';

const request = new Request('http://localhost/broker/home');

/** A fetch that holds every answer until `release` is called, recording the paths asked for. */
function heldFetch(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace(/^\/api\//, '');
    asked.push(path);
    await gate;
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected ${path}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return { asked, release };
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  clearToken();
});

describe('ensureSession', () => {
  it('asks for the token check and the user at once on a first load, and takes the replacement token', async () => {
    // A first load: a token is stored but has not been checked in this tab yet.
    localStorage.setItem('token', 'old-token');
    expect(needsRevalidation()).toBe(true);
    const held = heldFetch({
      'auth/validate-token': () => jsonResponse(200, { token: 'new-token' }),
      'user/detail': () => jsonResponse(200, brokerUser),
    });
    const session = ensureSession(request);
    // Both requests are under way before either has answered: one round trip, not two.
    await vi.waitFor(() => expect(held.asked.sort()).toEqual(['auth/validate-token', 'user/detail']));
    held.release();
    await expect(session).resolves.toMatchObject({ id: brokerUser.id });
    expect(getToken()).toBe('new-token');
    expect(needsRevalidation()).toBe(false);
  });

  it('sends a signed-out user to the login page, remembering where they were going', async () => {
    localStorage.setItem('token', 'ended');
    const held = heldFetch({
      'auth/validate-token': () => jsonResponse(401, { error: { code: 'unauthenticated', message: 'Signed out' } }),
      'user/detail': () => jsonResponse(401, { error: { code: 'unauthenticated', message: 'Signed out' } }),
    });
    held.release();
    const thrown = await ensureSession(request).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login?redirect=%2Fbroker%2Fhome');
    expect(getToken()).toBeNull();
  });
});
