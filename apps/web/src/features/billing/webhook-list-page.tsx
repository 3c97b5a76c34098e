import { MESSAGES, StripeListQuerySchema } from '@brokerdesk/contract';
import { Anchor, Code, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FoundLine } from '../../components/list/found-line';
import { ListPage } from '../../components/list/list-page';
import { SortableTh } from '../../components/list/sortable-th';
import { useListView } from '../../components/list/use-list-view';
import { TableSkeleton } from '../../components/skeletons';
import { emailOf, useStripeEvents } from './stripe-events-api';

/**
 * Route stripe/list (docs/spec/settings-billing-admin.md §2 Webhook responses): ID, Type, Customer, Email; only ID
 * sorts.
 */
export function WebhookListPage() {
  const { view, search, reset, sort, toPage } = useListView('stripe', StripeListQuerySchema);
  const query = useStripeEvents(view);
  const { data } = query;
  const total = data?.total ?? 0;
  return (
    <ListPage
      title="Webhook responses"
      description="Events received from the payment provider. An ID opens the adviser’s account; View event shows the whole event."
      found={data && <FoundLine total={total} one="event" many="events" />}
      search={{
        label: 'Search webhook responses',
        placeholder: 'Event ID, type, customer or email',
        value: view.query,
        onSearch: search,
        onReset: reset,
      }}
      query={query}
      isEmpty={data?.rows.length === 0}
      emptyText={MESSAGES.noWebhooks}
      pager={{ view, total, onPage: toPage }}
      skeleton={<TableSkeleton label="Loading webhook responses" columns={5} rows={10} />}
    >
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="webhook-table">
          <Table.Thead>
            <Table.Tr>
              <SortableTh sorted={view.orderBy === 'id' ? view.orderType : null} onSort={() => sort('id')}>
                ID
              </SortableTh>
              <Table.Th>Type</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Event</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {/* docs/spec/settings-billing-admin.md §2: the ID opens the customer's account. */}
                  {row.account ? (
                    <Anchor
                      component={Link}
                      to={`/${row.account.kind}/${row.account.id}/account`}
                      fz="sm"
                      ff="monospace"
                      data-testid="webhook-account-link"
                    >
                      {row.id}
                    </Anchor>
                  ) : (
                    <Text span fz="sm" ff="monospace">
                      {row.id}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Code>{row.data.type}</Code>
                </Table.Td>
                <Table.Td fz="sm" ff="monospace">
                  {row.data.data.object.customer ?? ''}
                </Table.Td>
                <Table.Td fz="sm">{emailOf(row)}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/stripe/${encodeURIComponent(row.id)}`}
                    fz="sm"
                    aria-label={`View event ${row.id}`}
                  >
                    View event
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListPage>
  );
}

export { WebhookListPage as Component };
