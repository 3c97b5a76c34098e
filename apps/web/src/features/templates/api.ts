import { type TemplateInput, templatesEndpoints } from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** An adviser's templates (docs/spec/settings-billing-admin.md §7 template/list, save, delete). */
export const templateKeys = {
  list: (brokerId: number) => ['templates', brokerId] as const,
};

/** GET template/list?type=all: the query the templates page, the set-up checklist and the home's prefetch share. */
export function templateListQuery(brokerId: number) {
  return {
    queryKey: templateKeys.list(brokerId),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      api(templatesEndpoints.list, { query: { type: 'all', brokerId } }, { signal }),
  };
}

export function useTemplates(brokerId: number) {
  return useQuery({ ...templateListQuery(brokerId), select: (data) => data.templates });
}

/**
 * Saving refreshes the list (docs/spec/settings-billing-admin.md §4 Template modal: saving closes it, refreshes the
 * list, confirms).
 */
export function useSaveTemplate(brokerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (template: TemplateInput) =>
      (await api(templatesEndpoints.save, { body: { template, brokerId } })).template,
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.list(brokerId) }),
  });
}

export function useDeleteTemplate(brokerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => api(templatesEndpoints.remove, { query: { templateId, brokerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.list(brokerId) }),
  });
}
