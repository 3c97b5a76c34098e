import { type AdviserKind, advisersEndpoints, type User, type UserAccountKey } from '@brokerdesk/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type AdviserRef, adviserKeys } from '../../lib/adviser';
import { api } from '../../lib/api-client';
import { userKeys } from '../../lib/me';

/** The endpoint that saves the names and email of this kind's account pages. */
const accountEndpoint = (kind: AdviserKind) =>
  kind === 'planner' ? advisersEndpoints.plannerUserAccount : advisersEndpoints.userAccount;

/**
 * user/account or planner/user/account: the names and email, which live on the user
 * (docs/spec/core-and-application.md §7).
 */
export function useUserAccountSave(ref: AdviserRef, userId: number) {
  const client = useQueryClient();
  return useCallback(
    async (key: UserAccountKey, value: string, previous?: string): Promise<User> => {
      const saved = await api(accountEndpoint(ref.kind), { body: { userId, key, value, previous } });
      await client.invalidateQueries({ queryKey: adviserKeys.detail(ref) });
      void client.invalidateQueries({ queryKey: ['user'] });
      return saved;
    },
    [client, ref, userId],
  );
}

/**
 * A change of login email through user/account or planner/user/account (decision 016): one's own needs the
 * current password. Nothing changes until the link sent to the new address is followed; the answer's
 * `pending_email` says which address waits.
 */
export function useEmailChange(ref: AdviserRef, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; currentPassword?: string; code?: string }) =>
      api(accountEndpoint(ref.kind), {
        body: { userId, key: 'email', value: body.email, currentPassword: body.currentPassword, code: body.code },
      }),
    onSuccess: (saved) => {
      client.setQueryData(userKeys.detail(userId), saved);
      void client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
