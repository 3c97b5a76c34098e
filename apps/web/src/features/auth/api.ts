import { authEndpoints, type Login, type Register, type ResetPassword } from '@brokerdesk/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { fetchMe } from '../../lib/me';
import { queryClient } from '../../lib/query-client';
import { clearToken, setToken } from '../../lib/session';

/** Stores the token, drops anything cached for a previous user, and loads the new user. */
async function startSession(token: string) {
  queryClient.clear();
  setToken(token);
  return fetchMe();
}

/**
 * A right password signs in, or, with two-step sign-in on, answers the ticket the second step exchanges with a code
 * (decision 044).
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: Login) => {
      clearToken();
      const answer = await api(authEndpoints.login, { body });
      if ('mfa_token' in answer) return { mfaToken: answer.mfa_token, user: null };
      return { mfaToken: null, user: await startSession(answer.token) };
    },
  });
}

/** The second step of a sign-in: the ticket with a code from the app, or a recovery code. */
export function useLoginSecondStep() {
  return useMutation({
    mutationFn: async (body: { mfa_token: string; code?: string; recovery_code?: string }) => {
      const { token } = await api(authEndpoints.loginTotp, { body });
      return startSession(token);
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (body: Register) => {
      clearToken();
      const { token } = await api(authEndpoints.register, { body });
      return startSession(token);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api(authEndpoints.forgotPassword, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPassword) => api(authEndpoints.resetPassword, { body }),
  });
}

/**
 * auth/verify-email, posted once per link by its page (decision 016). A query keyed by the token, so a page drawn
 * twice posts once; the signed-in user is fetched again afterwards, as their email or its state changed.
 */
export function verifyEmailQuery(token: string) {
  return {
    queryKey: ['verify-email', token] as const,
    queryFn: async () => {
      const answer = await api(authEndpoints.verifyEmail, { body: { token } });
      queryClient.removeQueries({ queryKey: ['user'] });
      return answer;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

/** Ends the session on the server (best effort) and forgets it here. */
export async function logout(): Promise<void> {
  try {
    await api(authEndpoints.logout);
  } catch {
    // Already invalid on the server: nothing more to end.
  }
  clearToken();
  queryClient.clear();
  // What the phone kept for this person (answers typed offline, the pages' data) leaves with them (decision 045).
  // Its code is loaded already wherever something was kept (a client's pages); sign-out never waits on a failed load.
  await import('../../lib/offline/phone-store').then(
    (m) => m.forgetWhatThePhoneKept(),
    () => undefined,
  );
}
