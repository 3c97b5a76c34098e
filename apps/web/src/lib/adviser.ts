import {
  type AdviserDetail,
  type AdviserKind,
  type AdviserSaveKey,
  advisersEndpoints,
  type User,
} from '@brokerdesk/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { api } from './api-client';

/*
 * The adviser's record as every settings page reads and saves it (account, password, site appearance, mail settings,
 * payment, lead capture, templates) and the landing pages read it: which adviser a page is for, that adviser's detail
 * and the save of one key. Below the features, as the server keeps advisers in accounts/ (decision 017): each of those
 * pages is a feature of its own, and none owns the record. The advisers feature keeps the admin's lists and the
 * account page's own saves.
 */

/** A broker's or planner's settings pages: which adviser, from the route's brokerId or plannerId. */
export interface AdviserRef {
  kind: AdviserKind;
  id: number;
}

export const adviserKeys = {
  detail: (ref: AdviserRef) => ['adviser', ref.kind, ref.id] as const,
};

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
      ref.kind === 'broker'
        ? api(advisersEndpoints.brokerDetail, { query: { brokerId: ref.id } })
        : api(advisersEndpoints.plannerDetail, { query: { plannerId: ref.id } }),
  };
}

export function useAdviserDetail(ref: AdviserRef) {
  return useQuery(adviserDetailQuery(ref));
}

/**
 * Whether the signed-in broker or planner is suspended (their own detail, as the landing page reads it): the shell hides
 * what a suspended adviser may not use. False for anyone else, and until the detail has come.
 */
export function useSignedInSuspended(me: User): boolean {
  const kind = me.is_admin ? null : me.role === 'broker' || me.role === 'planner' ? me.role : null;
  const id = kind === 'broker' ? me.broker_id : kind === 'planner' ? me.planner_id : null;
  const detail = useQuery({
    ...adviserDetailQuery({ kind: kind ?? 'broker', id: id ?? 0 }),
    enabled: kind !== null && id !== null,
    staleTime: 60_000,
  });
  return detail.data?.suspended ?? false;
}

/**
 * broker/save or planner/save of one key (docs/spec/settings-billing-admin.md §7): the answer is the saved adviser,
 * which replaces the cached one so every page shows it at once.
 */
export function useAdviserSave(ref: AdviserRef) {
  const client = useQueryClient();
  return useCallback(
    async (key: AdviserSaveKey, value: unknown, previous?: unknown): Promise<AdviserDetail> => {
      const change = { key, value, previous };
      const saved =
        ref.kind === 'broker'
          ? await api(advisersEndpoints.brokerSave, { body: { brokerId: ref.id, ...change } })
          : await api(advisersEndpoints.plannerSave, { body: { plannerId: ref.id, ...change } });
      client.setQueryData(adviserKeys.detail(ref), saved);
      // The header shows the adviser's branding from the signed-in user.
      void client.invalidateQueries({ queryKey: ['user'] });
      return saved;
    },
    [client, ref],
  );
}

/**
 * docs/spec/settings-billing-admin.md §2, §6: pages read 'Mail Settings', or '{first} {last} Mail Settings' to anyone
 * but the owner.
 */
export function settingsHeading(title: string, adviser: AdviserDetail | undefined, me: User): string {
  if (!adviser || adviser.user_id === me.id) return title;
  return `${adviser.first_name} ${adviser.last_name} ${title}`.trim();
}
