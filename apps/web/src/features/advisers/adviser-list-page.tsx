import { MESSAGES } from '@brokerdesk/contract';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FoundLine } from '../../components/list/found-line';
import { ListBody } from '../../components/list/list-body';
import { ListPager } from '../../components/list/list-pager';
import { SearchBar } from '../../components/list/search-bar';
import { useListView } from '../../components/list/use-list-view';
import { isApiError } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ActionsPanel } from './actions-panel';
import { AdviserTable } from './adviser-table';
import { exportAdvisers, useAdviserList } from './api';
import type { AdviserListConfig } from './list-config';

/**
 * The admin broker list (core §2) and planner list (settings §2): one page configured by kind. The whole view
 * lives in the URL (lib/list-params.ts); the side panel acts on one row at a time.
 */
export function AdviserListPage({ config }: { config: AdviserListConfig }) {
  const { view, search, reset, sort, toPage } = useListView(config.kind, config.schema);
  const { data, isPending, isError, isPlaceholderData } = useAdviserList(config.kind, view);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = data?.rows.find((r) => r.id === selectedId) ?? null;

  const exportCsv = useMutation({
    mutationFn: () => exportAdvisers(config.kind),
    onSuccess: () => notifySuccess(MESSAGES.csvExported),
    onError: (err) => notifyError(isApiError(err) ? err.message : MESSAGES.serverError),
  });

  const total = data?.total ?? 0;
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Title order={1} fz={24}>
            {config.title}
          </Title>
          {data && <FoundLine total={total} one={config.one} many={config.many} />}
        </Stack>
        <Group gap="sm" wrap="wrap">
          <SearchBar
            label={`Search ${config.many}`}
            placeholder="Name, email, company, referral or source"
            value={view.query}
            onSearch={search}
            onReset={reset}
          />
          <Button variant="outline" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            Export as a CSV
          </Button>
        </Group>
      </Group>

      <ListBody
        isStale={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        isEmpty={data?.rows.length === 0}
        emptyText={config.noRows}
      >
        <AdviserTable
          columns={config.columns}
          rows={data?.rows ?? []}
          view={view}
          onSort={sort}
          onActions={(row) => setSelectedId(row.id)}
        />
      </ListBody>

      <ListPager view={view} total={total} onPage={toPage} always={config.paginateAlways} />

      <ActionsPanel config={config} row={selected} onClose={() => setSelectedId(null)} />
    </Paper>
  );
}
