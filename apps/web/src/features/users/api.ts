import { authEndpoints, type ChangePassword, usersEndpoints } from '@brokerdesk/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export function useChangePassword(planner: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) =>
      api(planner ? usersEndpoints.plannerPassword : usersEndpoints.password, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
}

/** auth/resend-verification: a new link to confirm the signed-in user's email (decision 016). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api(authEndpoints.resendVerification),
  });
}
