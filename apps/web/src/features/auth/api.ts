import type {
  Login,
  MessageResponseSchema,
  Register,
  ResetPassword,
  TokenResponseSchema,
} from '@brokerdesk/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { fetchMe } from '../../app/session';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { clearToken, setToken } from '../../lib/session';

/** Stores the token, drops anything cached for a previous user, and loads the new user. */
async function startSession(token: string) {
  queryClient.clear();
  setToken(token);
  return fetchMe();
}

export function useLogin() {
  return useMutation({
    mutationFn: async (body: Login) => {
      clearToken();
      const { token } = await api.post<typeof TokenResponseSchema>('auth/login', { body });
      return startSession(token);
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (body: Register) => {
      clearToken();
      const { token } = await api.post<typeof TokenResponseSchema>('auth/register', { body });
      return startSession(token);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<typeof MessageResponseSchema>('auth/forgot-password', { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPassword) => api.post<typeof MessageResponseSchema>('auth/reset-password', { body }),
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
      const answer = await api.post<typeof MessageResponseSchema>('auth/verify-email', { body: { token } });
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
    await api.post('auth/logout');
  } catch {
    // Already invalid on the server: nothing more to end.
  }
  clearToken();
  queryClient.clear();
}
