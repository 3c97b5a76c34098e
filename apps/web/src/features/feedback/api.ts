import { type FeedbackCreate, type FeedbackListQuery, feedbackEndpoints } from '@brokerdesk/contract/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const feedbackKeys = {
  lists: ['feedback', 'list'] as const,
  list: (view: FeedbackListQuery) => [...feedbackKeys.lists, view] as const,
};

export function useFeedbackList(view: FeedbackListQuery) {
  return useQuery({
    queryKey: feedbackKeys.list(view),
    queryFn: ({ signal }) => api(feedbackEndpoints.list, { query: view }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackCreate) => api(feedbackEndpoints.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.lists }),
  });
}
