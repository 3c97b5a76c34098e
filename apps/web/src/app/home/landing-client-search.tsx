import type { ClientRow } from '@brokerdesk/contract/constants';
import { ActionIcon, Anchor, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RowsSkeleton } from '../../components/skeletons';
import {
  buildClientListPath,
  ClientMapModal,
  clientName,
  DEFAULT_CLIENT_LIST_VIEW,
  MapPinIcon,
  openClientPath,
  StatusBadge,
  useClientList,
  withClientFilter,
} from '../../features/clients';
import { formatDateTime } from '../../lib/dates';
import { useMapsConfig } from '../../lib/meta';
import { landingListParams, LANDING_SEARCH_PARAM as SEARCH_PARAM } from './landing-queries';

function ResultRow({ row, onMap }: { row: ClientRow; onMap: () => void }) {
  const name = clientName(row.name);
  const mapsOn = useMapsConfig() !== null;
  return (
    <Group justify="space-between" wrap="nowrap" py={8} data-testid="landing-result">
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Anchor component={Link} to={openClientPath(row.id)} fw={600} fz="sm" truncate>
          {name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          Last activity {formatDateTime(row.last_activity_timestamp)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <StatusBadge status={row.status} />
        {mapsOn && (
          <Tooltip label="Show on map">
            <ActionIcon variant="subtle" color="gray" aria-label={`Show ${name} on the map`} onClick={onMap}>
              <MapPinIcon />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}

/**
 * The landing page's search of active clients (docs/spec/core-and-application.md §2, §9: active, any status and access,
 * latest activity first, 30 at most). With no search it lists the most recently active clients. The search is in the
 * URL.
 */
export function LandingClientSearch() {
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const list = useClientList(landingListParams(query));
  const [mapped, setMapped] = useState<ClientRow | null>(null);
  const rows = list.data?.clients ?? [];
  const total = list.data?.total ?? 0;
  const search = (value: string) =>
    setParams((p) => {
      if (value.trim()) p.set(SEARCH_PARAM, value.trim());
      else p.delete(SEARCH_PARAM);
      return p;
    });

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Your active clients
        </Title>
        <TextInput
          type="search"
          aria-label="Search active clients"
          placeholder="Name, email or phone, then Enter"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search(text);
            }
          }}
        />
        {list.isPending ? (
          <RowsSkeleton label="Loading your active clients" rows={6} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" fz="sm" py="sm" data-testid="landing-empty">
            {query ? `No active clients match '${query}'.` : 'No active clients yet.'}
          </Text>
        ) : (
          <Stack gap={0} style={{ opacity: list.isPlaceholderData ? 0.55 : 1 }}>
            {rows.map((row) => (
              <ResultRow key={row.id} row={row} onMap={() => setMapped(row)} />
            ))}
          </Stack>
        )}
        {total > rows.length && (
          <Anchor
            component={Link}
            to={buildClientListPath(withClientFilter(DEFAULT_CLIENT_LIST_VIEW, { query }))}
            fz="sm"
          >
            See all {total} in the client list
          </Anchor>
        )}
      </Stack>
      <ClientMapModal client={mapped} onClose={() => setMapped(null)} />
    </Paper>
  );
}
