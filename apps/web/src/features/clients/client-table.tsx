import type { ClientRow } from '@brokerdesk/contract/constants';
import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { SortableTh } from '../../components/list/sortable-th';
import { formatDateTime, formatDay } from '../../lib/dates';
import { formatPhone } from '../../lib/phone';
import { UnreadLink } from '../messages';
import { ClientActionsMenu, type RowAction } from './client-actions';
import { AccessBadge, clientName, StatusBadge, ToReviewBadge } from './client-labels';
import type { ClientListView, ClientSort } from './client-list-params';
import { openClientPath } from './client-routes';
import { DocumentBadges } from './document-badges';

/** The client list's table: sortable columns, status and access as badges, one actions menu a row. */
export function ClientTable({
  rows,
  view,
  onSort,
  onAction,
}: {
  rows: ClientRow[];
  view: ClientListView;
  onSort: (column: ClientSort) => void;
  onAction: (row: ClientRow, action: RowAction) => void;
}) {
  const sortable = (column: ClientSort, label: string) => (
    <SortableTh sorted={view.orderBy === column ? view.orderType : null} onSort={() => onSort(column)}>
      {label}
    </SortableTh>
  );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {sortable('name', 'Name')}
            {sortable('status', 'Status')}
            <Table.Th>Portal access</Table.Th>
            {sortable('created_at', 'Created')}
            {sortable('last_activity_timestamp', 'Last activity')}
            <Table.Th w={56}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="client-row">
              <Table.Td>
                <Stack gap={0}>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={openClientPath(row.id)} fw={600} fz="sm">
                      {clientName(row.name)}
                    </Anchor>
                    <Suspense fallback={null}>
                      <UnreadLink clientId={row.id} />
                    </Suspense>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {[row.email, formatPhone(row.phone_mobile)].filter(Boolean).join(' · ')}
                    {row.num_applicants > 1 ? ` · ${row.num_applicants} applicants` : ''}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <StatusBadge status={row.status} />
                  <ToReviewBadge clientId={row.id} count={row.num_documents_to_review} />
                  <DocumentBadges row={row} />
                </Group>
              </Table.Td>
              <Table.Td>
                <AccessBadge access={row.access} />
              </Table.Td>
              <Table.Td fz="sm">{formatDay(row.created_at)}</Table.Td>
              <Table.Td fz="sm">{formatDateTime(row.last_activity_timestamp)}</Table.Td>
              <Table.Td>
                <ClientActionsMenu row={row} onAction={(action) => onAction(row, action)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
