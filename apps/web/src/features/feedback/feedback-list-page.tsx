import { FeedbackListQuerySchema, MESSAGES } from '@brokerdesk/contract';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { FoundLine } from '../../components/list/found-line';
import { ListBody } from '../../components/list/list-body';
import { ListPager } from '../../components/list/list-pager';
import { SearchBar } from '../../components/list/search-bar';
import { useListView } from '../../components/list/use-list-view';
import { useFeedbackList } from './api';
import { FeedbackTable } from './feedback-table';

/** Routes feedback-list and feedback-list-search (settings §2 Feedback). */
export function FeedbackListPage() {
  const { view, search, reset, sort, toPage } = useListView('feedback', FeedbackListQuerySchema);
  const { data, isPending, isError, isPlaceholderData } = useFeedbackList(view);
  const total = data?.total ?? 0;
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Title order={1} fz={24}>
            Feedback
          </Title>
          {data && <FoundLine total={total} capped={data.total_capped} one="item of feedback" many="items of feedback" />}
        </Stack>
        <SearchBar
          label="Search feedback"
          placeholder="Words in the message or a name"
          value={view.query}
          onSearch={search}
          onReset={reset}
        />
      </Group>
      <ListBody
        isStale={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        isEmpty={data?.feedback.length === 0}
        emptyText={MESSAGES.noFeedback}
      >
        <FeedbackTable items={data?.feedback ?? []} view={view} onSort={sort} />
      </ListBody>
      <ListPager view={view} total={total} onPage={toPage} />
    </Paper>
  );
}

export { FeedbackListPage as Component };
