import { MESSAGES } from '@brokerdesk/contract/constants';
import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FoundLine } from '../../components/list/found-line';
import { ListBody } from '../../components/list/list-body';
import { ListPager } from '../../components/list/list-pager';
import { SearchBar } from '../../components/list/search-bar';
import { CardsSkeleton, TableSkeleton } from '../../components/skeletons';
import { atPage } from '../../lib/list-params';
import { useMe } from '../../lib/me';
import { CLIENT_BOARD_PATH, CLIENT_IMPORT_PATH, CLIENT_LIST_PATH } from '../../lib/paths';
import { useClientList } from './api';
import { useClientRowActions } from './client-actions';
import { ClientCards } from './client-cards';
import { ClientFilters } from './client-filters';
import {
  buildClientListPath,
  type ClientListView,
  clientListQuery,
  isDefaultView,
  parseClientListParams,
  sortClientsBy,
  withClientFilter,
} from './client-list-params';
import { welcomePath } from './client-routes';
import { ClientTable } from './client-table';
import { CreateClientModal } from './create-client-modal';

/**
 * client-list and client-list-search (docs/spec/core-and-application.md §2): the adviser's clients with search,
 * filters, sorting and paging, every part of the view in the URL; each row opens, archives or restores, or deletes its
 * client.
 */
export function ClientListPage() {
  const me = useMe();
  const navigate = useNavigate();
  const view = parseClientListParams(useParams());
  const go = (next: ClientListView) => navigate(buildClientListPath(next));
  const query = useClientList(clientListQuery(view));
  const { data } = query;
  const { run, modals } = useClientRowActions();
  const [creating, setCreating] = useState(false);
  const total = data?.total ?? 0;
  // Below Mantine's sm breakpoint (48em) the table gives way to cards.
  const isNarrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const isFirstClient = isDefaultView(view) && total === 0;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Stack gap={2}>
            <Title order={1} fz={24}>
              Clients
            </Title>
            {data && <FoundLine total={total} one="client" many="clients" />}
          </Stack>
          <Group gap="sm" wrap="wrap">
            <Anchor component={Link} to={welcomePath(me)} fz="sm">
              Welcome page
            </Anchor>
            <Anchor component={Link} to={CLIENT_BOARD_PATH} fz="sm">
              Pipeline board
            </Anchor>
            <Button component={Link} to={CLIENT_IMPORT_PATH} variant="light">
              Import clients
            </Button>
            <Button onClick={() => setCreating(true)}>Add a New Client</Button>
          </Group>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <ClientFilters view={view} onChange={(patch) => go(withClientFilter(view, patch))} />
          <SearchBar
            label="Search clients"
            placeholder="Name, email or phone"
            value={view.query}
            onSearch={(text) => go(withClientFilter(view, { query: text }))}
            onReset={() => navigate(CLIENT_LIST_PATH)}
          />
        </Group>
        <ListBody
          isPending={query.isPending}
          isError={query.isError}
          isStale={query.isPlaceholderData}
          isEmpty={data?.clients.length === 0}
          emptyText={
            isFirstClient ? 'No clients yet. Add a New Client to start their application.' : MESSAGES.noClients
          }
          skeleton={
            isNarrow ? (
              <CardsSkeleton label="Loading your clients" cards={4} lines={2} />
            ) : (
              <TableSkeleton label="Loading your clients" columns={6} rows={10} />
            )
          }
        >
          {isNarrow ? (
            <ClientCards
              rows={data?.clients ?? []}
              view={view}
              onSortChange={(orderBy, orderType) => go({ ...view, orderBy, orderType, offset: 0 })}
              onAction={run}
            />
          ) : (
            <ClientTable
              rows={data?.clients ?? []}
              view={view}
              onSort={(column) => go(sortClientsBy(view, column))}
              onAction={run}
            />
          )}
        </ListBody>
        <ListPager view={view} total={total} onPage={(page) => go(atPage(view, page))} />
      </Stack>
      <CreateClientModal opened={creating} onClose={() => setCreating(false)} />
      {modals}
    </Paper>
  );
}

export { ClientListPage as Component };
