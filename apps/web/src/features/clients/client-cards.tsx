import type { ClientRow } from '@brokerdesk/contract/constants';
import { Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { formatPhone } from '../../lib/phone';
import { UnreadLink } from '../messages';
import { ClientActionsMenu, type RowAction } from './client-actions';
import { AccessBadge, clientName, StatusBadge, ToReviewBadge } from './client-labels';
import type { ClientListView, ClientSort } from './client-list-params';
import { openClientPath } from './client-routes';
import { DocumentBadges } from './document-badges';

/** A phone has no room for column headers: the sort is one choice of column and direction. */
const SORTS: { value: string; label: string }[] = [
  { value: 'last_activity_timestamp.desc', label: 'Latest activity first' },
  { value: 'last_activity_timestamp.asc', label: 'Oldest activity first' },
  { value: 'name.asc', label: 'Name, A to Z' },
  { value: 'name.desc', label: 'Name, Z to A' },
  { value: 'created_at.desc', label: 'Newest clients first' },
  { value: 'created_at.asc', label: 'Oldest clients first' },
  { value: 'status.asc', label: 'Status, not started first' },
  { value: 'status.desc', label: 'Status, lodged first' },
];

/** The client list on a narrow screen (usable at 375 px): one card a client, the sort as a select. */
export function ClientCards({
  rows,
  view,
  onSortChange,
  onAction,
}: {
  rows: ClientRow[];
  view: ClientListView;
  onSortChange: (orderBy: ClientSort, orderType: 'asc' | 'desc') => void;
  onAction: (row: ClientRow, action: RowAction) => void;
}) {
  return (
    <Stack gap="sm">
      <Select
        label="Sort by"
        data={SORTS}
        value={`${view.orderBy}.${view.orderType}`}
        allowDeselect={false}
        onChange={(value) => {
          const [orderBy, orderType] = (value ?? '').split('.') as [ClientSort, 'asc' | 'desc'];
          if (orderBy && orderType) onSortChange(orderBy, orderType);
        }}
      />
      {rows.map((row) => (
        <Paper key={row.id} withBorder p="sm" radius="md" data-testid="client-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={openClientPath(row.id)} fw={600} truncate>
                {clientName(row.name)}
              </Anchor>
              {row.email && (
                <Text fz="xs" c="dimmed" truncate>
                  {row.email}
                </Text>
              )}
              {row.phone_mobile && (
                <Text fz="xs" c="dimmed">
                  {formatPhone(row.phone_mobile)}
                </Text>
              )}
            </Stack>
            <ClientActionsMenu row={row} onAction={(action) => onAction(row, action)} />
          </Group>
          <Group gap="xs" mt="xs">
            <Suspense fallback={null}>
              <UnreadLink clientId={row.id} />
            </Suspense>
            <StatusBadge status={row.status} />
            <AccessBadge access={row.access} />
            <ToReviewBadge clientId={row.id} count={row.num_documents_to_review} />
          </Group>
          <DocumentBadges row={row} />
          <Text fz="xs" c="dimmed" mt={6}>
            Last activity {formatDateTime(row.last_activity_timestamp)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
