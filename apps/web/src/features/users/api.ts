import type { ChangePassword, MessageResponseSchema, User, UserSchema } from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

export const userKeys = {
  me: ['user', 'me'] as const,
  detail: (id: number) => ['user', id] as const,
};

export const meQuery = {
  queryKey: userKeys.me,
  queryFn: () => api.get<typeof UserSchema>('user/detail'),
  staleTime: 5 * 60_000,
};

/** The signed-in user; the protected layout's loader guarantees it is loaded before any page renders. */
export function useMe(): User {
  const { data } = useQuery(meQuery);
  if (!data) throw new Error('useMe used outside the signed-in layout');
  return data;
}

export function fetchMe(): Promise<User> {
  return queryClient.ensureQueryData(meQuery);
}

export function useUser(userId: number | undefined) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? 0),
    queryFn: () => api.get<typeof UserSchema>('user/detail', { query: { userId } }),
    enabled: userId !== undefined,
  });
}

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

/** Where each role starts after sign-in (docs/spec/core-and-application.md §4 Startup and Login). */
export function homePathFor(user: User): string {
  if (user.is_admin) return '/broker/list';
  if (user.role === 'broker' && user.broker_id) return '/broker/home';
  if (user.role === 'planner' && user.planner_id) return '/planner/home';
  if (user.role === 'client' && user.client_id) return `/client/${user.client_id}/home`;
  return '/logged-out';
}
