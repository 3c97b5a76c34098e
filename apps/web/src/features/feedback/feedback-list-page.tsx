import { FeedbackListQuerySchema, MESSAGES } from '@brokerdesk/contract';
import { FoundLine } from '../../components/list/found-line';
import { ListPage } from '../../components/list/list-page';
import { useListView } from '../../components/list/use-list-view';
import { TableSkeleton } from '../../components/skeletons';
import { useFeedbackList } from './api';
import { FeedbackTable } from './feedback-table';

/** Routes feedback-list and feedback-list-search (docs/spec/settings-billing-admin.md §2 Feedback). */
export function FeedbackListPage() {
  const { view, search, reset, sort, toPage } = useListView('feedback', FeedbackListQuerySchema);
  const query = useFeedbackList(view);
  const { data } = query;
  const total = data?.total ?? 0;
  return (
    <ListPage
      title="Feedback"
      found={
        data && <FoundLine total={total} capped={data.total_capped} one="item of feedback" many="items of feedback" />
      }
      search={{
        label: 'Search feedback',
        placeholder: 'Words in the message or a name',
        value: view.query,
        onSearch: search,
        onReset: reset,
      }}
      query={query}
      isEmpty={data?.feedback.length === 0}
      emptyText={MESSAGES.noFeedback}
      pager={{ view, total, onPage: toPage }}
      skeleton={<TableSkeleton label="Loading feedback" columns={5} rows={10} />}
    >
      <FeedbackTable items={data?.feedback ?? []} view={view} onSort={sort} />
    </ListPage>
  );
}

export { FeedbackListPage as Component };
