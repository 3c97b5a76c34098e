import type {
  AdviserDetail,
  AdviserDetailSchema,
  AdviserKind,
  AdviserSaveKey,
  User,
  UserAccountKey,
  UserSchema,
} from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { userKeys } from '../../app/session';
import { api } from '../../lib/api-client';

/** A broker's or planner's settings pages: which adviser, from the route's brokerId or plannerId. */
export interface AdviserRef {
  kind: AdviserKind;
  id: number;
}

export const adviserKeys = {
  detail: (ref: AdviserRef) => ['adviser', ref.kind, ref.id] as const,
};

const idParam = (kind: AdviserKind) => (kind === 'broker' ? 'brokerId' : 'plannerId');

export function useAdviserRef(): AdviserRef {
  const { plannerId, brokerId } = useParams();
  // One object per adviser, so the callbacks and queries built from it stay stable across renders.
  return useMemo(
    () => (plannerId ? { kind: 'planner', id: Number(plannerId) } : { kind: 'broker', id: Number(brokerId) }),
    [plannerId, brokerId],
  );
}

/** broker/detail or planner/detail (docs/spec/settings-billing-admin.md §7). */
export function adviserDetailQuery(ref: AdviserRef) {
  return {
    queryKey: adviserKeys.detail(ref),
    queryFn: () =>
      api.get<typeof AdviserDetailSchema>(`${ref.kind}/detail`, { query: { [idParam(ref.kind)]: ref.id } }),
  };
}

export function useAdviserDetail(ref: AdviserRef) {
  return useQuery(adviserDetailQuery(ref));
}

/**
 * broker/save or planner/save of one key (docs/spec/settings-billing-admin.md §7): the answer is the saved adviser,
 * which replaces the cached one so every page shows it at once.
 */
export function useAdviserSave(ref: AdviserRef) {
  const client = useQueryClient();
  return useCallback(
    async (key: AdviserSaveKey, value: unknown, previous?: unknown): Promise<AdviserDetail> => {
      const saved = await api.post<typeof AdviserDetailSchema>(`${ref.kind}/save`, {
        body: { [idParam(ref.kind)]: ref.id, key, value, previous },
      });
      client.setQueryData(adviserKeys.detail(ref), saved);
      // The header shows the adviser's branding from the signed-in user.
      void client.invalidateQueries({ queryKey: ['user'] });
      return saved;
    },
    [client, ref],
  );
}

/**
 * user/account or planner/user/account: the names and email, which live on the user
 * (docs/spec/core-and-application.md §7).
 */
export function useUserAccountSave(ref: AdviserRef, userId: number) {
  const client = useQueryClient();
  return useCallback(
    async (key: UserAccountKey, value: string, previous?: string): Promise<User> => {
      const path = ref.kind === 'planner' ? 'planner/user/account' : 'user/account';
      const saved = await api.post<typeof UserSchema>(path, { body: { userId, key, value, previous } });
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
    mutationFn: (body: { email: string; currentPassword?: string }) =>
      api.post<typeof UserSchema>(ref.kind === 'planner' ? 'planner/user/account' : 'user/account', {
        body: { userId, key: 'email', value: body.email, currentPassword: body.currentPassword },
      }),
    onSuccess: (saved) => {
      client.setQueryData(userKeys.detail(userId), saved);
      void client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

/**
 * docs/spec/settings-billing-admin.md §2, §6: pages read 'Mail Settings', or '{first} {last} Mail Settings' to anyone
 * but the owner.
 */
export function settingsHeading(title: string, adviser: AdviserDetail | undefined, me: User): string {
  if (!adviser || adviser.user_id === me.id) return title;
  return `${adviser.first_name} ${adviser.last_name} ${title}`.trim();
}
