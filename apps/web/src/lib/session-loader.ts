import { ApiError, authEndpoints, type User } from '@brokerdesk/contract/constants';
import { redirect } from 'react-router';
import { api } from './api-client';
import { fetchMe } from './me';
import { SECURITY_PATH } from './paths';
import { queryClient } from './query-client';
import { clearToken, getToken, markValidated, needsRevalidation, setToken } from './session';

/** The login page with the wanted path remembered (docs/spec/core-and-application.md §2 Login). */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  return redirect(wanted && wanted !== '/' ? `/login?redirect=${encodeURIComponent(wanted)}` : '/login');
}

let inFlight: Promise<User> | null = null;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Runs on every route change inside the app (docs/spec/core-and-application.md §4 Token check): no token goes to login;
 * the token is revalidated when never checked or after 180 s, taking a replacement when one comes back; then the user.
 */
export async function ensureSession(request: Request): Promise<User> {
  if (!getToken()) throw loginRedirect(request);
  // The token check and the user are asked for at once, not one after the other: a first load waits one round trip
  // instead of two. A replaced token leaves the old one working for a grace period, so the user request still passes.
  inFlight ??= (async () => {
    const check = needsRevalidation()
      ? api(authEndpoints.validateToken)
          .then((answer) => {
            if (answer.token) setToken(answer.token);
            else markValidated();
          })
          // With no connection the check waits for the next route change; the user comes from the service worker's
          // copy (docs/decisions/045-portal-offline.md). The server still judges the token on every request.
          .catch((err: unknown) => {
            if (!(isOffline() && err instanceof ApiError && err.code === 'unavailable')) throw err;
          })
      : undefined;
    const [, user] = await Promise.all([check, fetchMe()]);
    return user;
  })().finally(() => {
    inFlight = null;
  });
  let user: User;
  try {
    user = await inFlight;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'unauthenticated') {
      clearToken();
      queryClient.clear();
      throw loginRedirect(request);
    }
    throw err;
  }
  // Someone the firm requires two-step sign-in of sees only its set-up until it is on (decision 044).
  if (user.mfa_enrolment_required && new URL(request.url).pathname !== SECURITY_PATH) throw redirect(SECURITY_PATH);
  return user;
}

/** A page for some roles only: anyone else sees the wrong-way page, as if it did not exist. */
export function requireAccess(user: User, allowed: (user: User) => boolean): void {
  if (!allowed(user)) throw new Response('Not found', { status: 404 });
}
