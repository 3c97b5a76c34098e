import { useQuery } from '@tanstack/react-query';
import { useClientList } from '../../features/clients';
import { templateListQuery } from '../../features/templates';
import { type AdviserRef, useAdviserDetail } from '../../lib/adviser';
import { ACTIVE_CLIENT_COUNT, ARCHIVED_CLIENT_COUNT } from './landing-queries';
import { type OnboardingItem, onboardingItems } from './onboarding';

/**
 * The checklist's facts: the adviser's detail, their templates (GET template/list?type=all, brokers only) and
 * whether they have any client (the client list's total, any type).
 */
export function useOnboarding(adviser: AdviserRef): { items: OnboardingItem[] | null; isError: boolean } {
  const detail = useAdviserDetail(adviser);
  const isBroker = adviser.kind === 'broker';
  const templates = useQuery({ ...templateListQuery(adviser.id), enabled: isBroker });
  const active = useClientList(ACTIVE_CLIENT_COUNT);
  const archived = useClientList(ARCHIVED_CLIENT_COUNT);
  const isError = detail.isError || templates.isError || active.isError || archived.isError;
  if (!detail.data || !active.data || !archived.data || (isBroker && !templates.data)) return { items: null, isError };
  return {
    items: onboardingItems(adviser, {
      detail: detail.data,
      templateCount: isBroker ? (templates.data?.templates.length ?? 0) : null,
      clientCount: active.data.total + archived.data.total,
    }),
    isError,
  };
}
