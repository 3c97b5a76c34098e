import type { FeedbackItem } from '@brokerdesk/contract/constants';
import { Anchor, Box, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from '../../components/list/list.module.css';
import { SortableTh } from '../../components/list/sortable-th';
import { formatDateTime } from '../../lib/dates';
import own from './feedback-table.module.css';
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
 * line breaks kept (pre-wrap), never HTML. The broker's name links to their account. On a phone each item is a block of
 * labelled lines (feedback-table.module.css).
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
    <Box className={own.scroll}>
      <Table striped verticalSpacing="sm" className={own.table} data-testid="feedback-table">
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
            <Table.Th className={own.messageTh}>Message</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} style={{ verticalAlign: 'top' }}>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }} data-label="Date">
                {formatDateTime(item.date)}
              </Table.Td>
              <Table.Td fz="sm" data-label="User">
                {USER_TYPES[item.user_type]}
              </Table.Td>
              <Table.Td fz="sm" data-label="Broker">
                <AdviserName item={item} />
              </Table.Td>
              <Table.Td fz="sm" data-label="Client">
                {`${item.client_first_name} ${item.client_last_name}`.trim()}
              </Table.Td>
              <Table.Td className={own.messageTd}>
                <Text fz="sm" className={classes.message} data-testid="feedback-message">
                  {item.message}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** The adviser's name, linked to their account (docs/spec/settings-billing-admin.md §2) while it exists. */
function AdviserName({ item }: { item: FeedbackItem }) {
  const name = `${item.broker_first_name} ${item.broker_last_name}`.trim();
  if (!name || item.broker_id === null || item.broker_kind === null) return <>{name}</>;
  return (
    <Anchor component={Link} to={`/${item.broker_kind}/${item.broker_id}/account`} fz="sm">
      {name}
    </Anchor>
  );
}
