import type { FeedbackCreate, FeedbackCreateResponseSchema, FeedbackListSchema } from '@brokerdesk/contract/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ListQuery } from '../../lib/list-params';

export const feedbackKeys = {
  lists: ['feedback', 'list'] as const,
  list: (view: ListQuery) => [...feedbackKeys.lists, view] as const,
};

export function useFeedbackList(view: ListQuery) {
  return useQuery({
    queryKey: feedbackKeys.list(view),
    queryFn: ({ signal }) => api.get<typeof FeedbackListSchema>('feedback/data', { query: { ...view }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackCreate) => api.post<typeof FeedbackCreateResponseSchema>('feedback/create', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.lists }),
  });
}
