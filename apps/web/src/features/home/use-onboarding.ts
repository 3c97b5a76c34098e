import type { TemplateListSchema } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type AdviserRef, useAdviserDetail } from '../advisers';
import { useClientList } from '../clients';
import { templateKeys } from '../templates';
import { type OnboardingItem, onboardingItems } from './onboarding';

/**
 * The checklist's facts: the adviser's detail, their templates (GET template/list?type=all, brokers only) and
 * whether they have any client (the client list's total, any type).
 */
export function useOnboarding(adviser: AdviserRef): { items: OnboardingItem[] | null; isError: boolean } {
  const detail = useAdviserDetail(adviser);
  const isBroker = adviser.kind === 'broker';
  const templates = useQuery({
    queryKey: templateKeys.list(adviser.id),
    queryFn: ({ signal }) =>
      api.get<typeof TemplateListSchema>('template/list', { query: { type: 'all', brokerId: adviser.id }, signal }),
    enabled: isBroker,
  });
  const active = useClientList({ clientType: 'active', limit: 1 });
  const archived = useClientList({ clientType: 'archived', limit: 1 });
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
