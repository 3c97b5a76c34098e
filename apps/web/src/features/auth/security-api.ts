import { authEndpoints, type TotpDisable } from '@brokerdesk/contract/constants';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { userKeys } from '../../lib/me';
import { queryClient } from '../../lib/query-client';

/** Two-step sign-in and the signed-in devices (decision 044). */
export const securityKeys = { sessions: ['auth', 'sessions'] as const };

const refreshMe = () => queryClient.invalidateQueries({ queryKey: userKeys.me });

export function useTotpSetup() {
  return useMutation({ mutationFn: () => api(authEndpoints.totpSetup) });
}

export function useTotpEnable() {
  return useMutation({ mutationFn: (code: string) => api(authEndpoints.totpEnable, { body: { code } }) });
}

export function useTotpDisable() {
  return useMutation({
    mutationFn: (body: TotpDisable) => api(authEndpoints.totpDisable, { body }),
    onSuccess: refreshMe,
  });
}

/** Called once the recovery codes are put away: the page and the session learn that two-step sign-in is on. */
export const afterEnrolment = refreshMe;

export function useDeviceSessions() {
  return useQuery({ queryKey: securityKeys.sessions, queryFn: () => api(authEndpoints.sessions) });
}

export function useSignOutDevice() {
  return useMutation({
    mutationFn: (sessionId: number) => api(authEndpoints.sessionRevoke, { params: { sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
