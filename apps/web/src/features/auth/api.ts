import {
  type Login,
  MessageResponseSchema,
  type Register,
  type ResetPassword,
  TokenResponseSchema,
} from '@brokerdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { clearToken, setToken } from '../../lib/session';
import { fetchMe } from '../users/api';

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
      const { token } = await api.post('auth/login', { body, schema: TokenResponseSchema });
      return startSession(token);
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (body: Register) => {
      clearToken();
      const { token } = await api.post('auth/register', { body, schema: TokenResponseSchema });
      return startSession(token);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post('auth/forgot-password', { body: { email }, schema: MessageResponseSchema }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPassword) => api.post('auth/reset-password', { body, schema: MessageResponseSchema }),
  });
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
