import { type User, usersEndpoints } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { SECURITY_PATH } from './paths';
import { queryClient } from './query-client';

/**
 * Who is signed in and where each user lands: every feature reads the signed-in user from here, so none has to import
 * another feature to learn who is looking. It builds on lib/ and the contract only.
 */
export const userKeys = {
  me: ['user', 'me'] as const,
  detail: (id: number) => ['user', id] as const,
};

export const meQuery = {
  queryKey: userKeys.me,
  queryFn: () => api(usersEndpoints.detail),
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

/** Another user's record, e.g. the adviser whose account an administrator edits; kept under the same query keys. */
export function useUser(userId: number | undefined) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? 0),
    queryFn: () => api(usersEndpoints.detail, { query: { userId } }),
    enabled: userId !== undefined,
  });
}

/** Where each role starts after sign-in (docs/spec/core-and-application.md §4 Startup and Login). */
export function homePathFor(user: User): string {
  if (user.mfa_enrolment_required) return SECURITY_PATH;
  if (user.is_admin) return '/broker/list';
  if (user.role === 'broker' && user.broker_id) return '/broker/home';
  if (user.role === 'planner' && user.planner_id) return '/planner/home';
  if (user.role === 'client' && user.client_id) return `/client/${user.client_id}/home`;
  return '/logged-out';
}

/** broker-onboard-home, and the planner's page of the same checklist: where a new adviser starts after sign-up. */
export const onboardPath = (me: Pick<User, 'role'>) => `/${me.role === 'planner' ? 'planner' : 'broker'}/onboard`;

/**
 * docs/spec/core-and-application.md §2 Broker landing page: set after sign-up, it opens the confirm-registration modal.
 */
export const CONFIRM_REGISTRATION_PARAM = 'showConfirmRegistration';
