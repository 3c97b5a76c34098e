import { MESSAGES } from '@brokerdesk/contract/constants';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FoundLine } from '../../components/list/found-line';
import { ListPage } from '../../components/list/list-page';
import { useListView } from '../../components/list/use-list-view';
import { TableSkeleton } from '../../components/skeletons';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ActionsPanel } from './actions-panel';
import { AdviserTable } from './adviser-table';
import { exportAdvisers, useAdviserList } from './api';
import type { AdviserListConfig } from './list-config';

/**
 * The admin broker list (docs/spec/core-and-application.md §2) and planner list
 * (docs/spec/settings-billing-admin.md §2): one page configured by kind. The whole view lives in the URL
 * (lib/list-params.ts); the side panel acts on one row at a time.
 */
export function AdviserListPage({ config }: { config: AdviserListConfig }) {
  const { view, search, reset, sort, toPage } = useListView(config.kind, config.schema);
  const query = useAdviserList(config.kind, view);
  const { data } = query;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = data?.rows.find((r) => r.id === selectedId) ?? null;

  const exportCsv = useMutation({
    mutationFn: () => exportAdvisers(config.kind),
    onSuccess: () => notifySuccess(MESSAGES.csvExported),
    onError: (err) => notifyError(errorMessage(err)),
  });

  const total = data?.total ?? 0;
  return (
    <>
      <ListPage
        title={config.title}
        found={data && <FoundLine total={total} one={config.one} many={config.many} />}
        search={{
          label: `Search ${config.many}`,
          placeholder: 'Name, email, company, referral or source',
          value: view.query,
          onSearch: search,
          onReset: reset,
        }}
        actions={
          <Button variant="outline" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            Export as a CSV
          </Button>
        }
        query={query}
        isEmpty={data?.rows.length === 0}
        emptyText={config.noRows}
        pager={{ view, total, onPage: toPage, always: config.paginateAlways }}
        skeleton={<TableSkeleton label={`Loading ${config.many}`} columns={config.columns.length + 1} rows={10} />}
      >
        <AdviserTable
          columns={config.columns}
          rows={data?.rows ?? []}
          view={view}
          onSort={sort}
          onActions={(row) => setSelectedId(row.id)}
        />
      </ListPage>
      <ActionsPanel config={config} row={selected} onClose={() => setSelectedId(null)} />
    </>
  );
}
