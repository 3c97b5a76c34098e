import type { ChangePassword, MessageResponseSchema } from '@brokerdesk/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export function useChangePassword(planner: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) =>
      api.post<typeof MessageResponseSchema>(planner ? 'planner/user/password' : 'user/password', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
}

/** auth/resend-verification: a new link to confirm the signed-in user's email (decision 016). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post<typeof MessageResponseSchema>('auth/resend-verification'),
  });
}
