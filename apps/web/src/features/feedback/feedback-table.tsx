import type { FeedbackItem } from '@brokerdesk/contract/constants';
import { Table, Text } from '@mantine/core';
import { SortableTh } from '../../components/list/sortable-th';
import classes from '../../components/list/list.module.css';
import { formatDateTime } from '../../lib/dates';
import type { ListQuery } from '../../lib/list-params';

const USER_TYPES = { broker: 'Broker', planner: 'Planner', client: 'Client' } as const;

const COLUMNS = [
  { label: 'Date', sort: 'date' },
  { label: 'User', sort: 'user-type' },
  { label: 'Broker', sort: 'broker-name' },
  { label: 'Client', sort: 'client-name' },
] as const;

/**
 * docs/spec/settings-billing-admin.md §2 Feedback: Date, User, Broker, Client, Message. The message is text with its
 * line breaks kept (pre-wrap), never HTML. The broker's name is plain text until the account page exists.
 */
export function FeedbackTable({
  items,
  view,
  onSort,
}: {
  items: FeedbackItem[];
  view: ListQuery;
  onSort: (c: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" data-testid="feedback-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((col) => (
              <SortableTh
                key={col.sort}
                sorted={view.orderBy === col.sort ? view.orderType : null}
                onSort={() => onSort(col.sort)}
              >
                {col.label}
              </SortableTh>
            ))}
            <Table.Th>Message</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} style={{ verticalAlign: 'top' }}>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(item.date)}
              </Table.Td>
              <Table.Td fz="sm">{USER_TYPES[item.user_type]}</Table.Td>
              <Table.Td fz="sm">{`${item.broker_first_name} ${item.broker_last_name}`.trim()}</Table.Td>
              <Table.Td fz="sm">{`${item.client_first_name} ${item.client_last_name}`.trim()}</Table.Td>
              <Table.Td w="45%">
                <Text fz="sm" className={classes.message} data-testid="feedback-message">
                  {item.message}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
