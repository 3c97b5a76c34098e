import { type AuditEvent, type AuditFilter, auditTypeLabel } from '@brokerdesk/contract/constants';
import { Anchor, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { TableSkeleton } from '../../components/skeletons';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useMe } from '../../lib/me';
import { notifyError } from '../../lib/notify';
import { useAuditEvents, useAuditExport } from './api';
import { AuditFilters } from './audit-filters';

const PAGE = 50;
const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter and page, kept in the address so a filtered view can be reloaded and shared. */
function filterOf(params: URLSearchParams): AuditFilter {
  const id = (name: string) => (ID.test(params.get(name) ?? '') ? Number(params.get(name)) : undefined);
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? (params.get(name) as string) : undefined);
  const type = params.get('type');
  return {
    type: type && /^[a-z0-9_]{1,60}$/.test(type) ? type : undefined,
    userId: id('userId'),
    clientId: id('clientId'),
    from: day('from'),
    to: day('to'),
  };
}

function paramsOf(filter: AuditFilter, page: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') out[k] = String(v);
  if (page > 1) out.page = String(page);
  return out;
}

function describeDetail(e: AuditEvent): string {
  if (!e.detail) return '';
  return Object.entries(e.detail)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k.replaceAll('_', ' ')}: ${String(v)}`)
    .join(', ');
}

/**
 * The audit (decision 044): who did what and when, newest first, filtered by type, person, client and dates, paged,
 * and exported as CSV. An administrator sees every event; a broker or a planner those of their own clients.
 */
export function AuditPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = useAuditEvents({ ...filter, limit: PAGE, offset: (page - 1) * PAGE });
  const exporter = useAuditExport();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE));
  const change = (next: AuditFilter, nextPage = 1) => setParams(paramsOf(next, nextPage));
  const names = {
    person: data?.events.find((e) => e.actor?.id === filter.userId)?.actor?.name,
    client: data?.events.find((e) => e.client_id === filter.clientId)?.client_name ?? undefined,
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={1} fz={24}>
            Audit
          </Title>
          <Text c="dimmed" fz="sm">
            {me.is_admin
              ? 'Every sign-in, failed sign-in, two-step change, export, download and administrator action, newest first.'
              : 'What happened on your clients’ files, and who did it, newest first.'}{' '}
            Choose a person or a client in the list to see only theirs.
          </Text>
        </div>
        <AuditFilters
          filter={filter}
          names={names}
          onChange={(next) => change(next)}
          exporting={exporter.isPending}
          onExport={() => exporter.mutate(filter, { onError: (err) => notifyError(errorMessage(err)) })}
        />
        {isLoading ? (
          <TableSkeleton label="Loading the audit" columns={5} rows={10} />
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table striped verticalSpacing="xs" aria-label="Audit events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Person</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Detail</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.events.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</Table.Td>
                    <Table.Td>{auditTypeLabel(e.type)}</Table.Td>
                    <Table.Td>
                      {e.actor ? (
                        <Anchor
                          component="button"
                          type="button"
                          fz="sm"
                          ta="left"
                          title={`Show only ${e.actor.email}'s events`}
                          onClick={() => change({ ...filter, userId: e.actor?.id })}
                        >
                          {e.actor.name}
                        </Anchor>
                      ) : (
                        <Text fz="sm" c="dimmed">
                          {typeof e.detail?.email === 'string' ? e.detail.email : 'BrokerDesk'}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {e.client_id !== null && (
                        <Anchor
                          component="button"
                          type="button"
                          fz="sm"
                          ta="left"
                          onClick={() => change({ ...filter, clientId: e.client_id ?? undefined })}
                        >
                          {e.client_name || `Client #${e.client_id}`}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>{e.ip ?? ''}</Table.Td>
                    <Table.Td fz="sm">{describeDetail(e)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {!isLoading && data?.total === 0 && (
          <Text ta="center" c="dimmed" py="xl">
            No events match this filter.
          </Text>
        )}
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {data ? `${data.total.toLocaleString('en-AU')} ${data.total === 1 ? 'event' : 'events'}` : ''}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(p) => change(filter, p)}
              getControlProps={(c) => ({ 'aria-label': `${c} page` })}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export { AuditPage as Component };
