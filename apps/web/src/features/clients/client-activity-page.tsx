import { PRODUCT_NAME } from '@brokerdesk/contract/constants';
import { Anchor, Badge, Group, Pagination, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { RowsSkeleton } from '../../components/skeletons';
import { errorMessage } from '../../lib/api-client';
import { clientBackLink } from '../../lib/client-trail';
import { formatDateTime } from '../../lib/dates';
import { useMe } from '../../lib/me';
import { describeActivity } from './activity-describe';
import { ACTIVITY_PAGE_SIZE, type ActivityItem, useClientActivity } from './api';
import { useClientDetail } from './client-detail';
import { ClientWorkPanel } from './client-work-panel';
import { clientName } from './client-labels';
import { ClientPrivacyActions } from './client-privacy';
import { openClientPath } from './client-routes';

const ROLE_LABELS: Record<string, string> = {
  client: 'Client',
  broker: 'Broker',
  planner: 'Planner',
  admin: 'Administrator',
};

function ActivityEntry({ item }: { item: ActivityItem }) {
  const line = describeActivity(item);
  const role = item.actor ? ROLE_LABELS[item.actor.role] : undefined;
  return (
    <Stack gap={2} data-testid="activity-item">
      <Group gap={6} wrap="wrap">
        <Text fz="sm">
          <Text span fw={600} inherit>
            {/* An entry without a person is the product's own doing (an automatic document reminder). */}
            {item.actor ? item.actor.name || 'Someone' : PRODUCT_NAME}
          </Text>{' '}
          {line.text}
        </Text>
        {role && (
          <Badge size="xs" variant="light" color={item.actor?.role === 'client' ? 'teal' : 'gray'}>
            {role}
          </Badge>
        )}
      </Group>
      {line.note !== undefined && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="note-text">
          {line.note}
        </Text>
      )}
      {line.change && (
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line.change.from} → {line.change.to}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {formatDateTime(item.created_at)}
      </Text>
    </Stack>
  );
}

/** client-activity (docs/spec/core-and-application.md §2): who did what and when on one client, newest first, paged. */
export function ClientActivityPage() {
  const clientId = Number(useParams().clientId);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const client = useClientDetail(clientId);
  // An administrator has no client list: the way back depends on who is looking (lib/client-trail.ts).
  const back = clientBackLink(useMe(), client.data);
  const activity = useClientActivity(clientId, page);
  const total = activity.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={900}>
      <Stack gap="md">
        <BackLink to={back.to} label={back.label} testId="back-link" />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={1} fz={24}>
              Activity
            </Title>
            {client.data && (
              <Text c="dimmed" fz="sm" data-testid="activity-client">
                {clientName(client.data.name)}
              </Text>
            )}
          </Stack>
          <Anchor component={Link} to={openClientPath(clientId)} fz="sm">
            Open the application
          </Anchor>
        </Group>
        <ClientWorkPanel clientId={clientId} />
        {activity.isPending ? (
          <RowsSkeleton label="Loading the activity" rows={6} withBadge={false} withMark />
        ) : activity.isError ? (
          <Text c="red" ta="center" py="xl">
            {errorMessage(activity.error)}
          </Text>
        ) : total === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="empty-state">
            No activity yet.
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} style={{ opacity: activity.isPlaceholderData ? 0.55 : 1 }}>
            {activity.data.activity.map((item) => (
              <Timeline.Item key={item.id}>
                <ActivityEntry item={item} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        )}
        {client.data && <ClientPrivacyActions clientId={clientId} name={client.data.name} />}
      </Stack>
    </Paper>
  );
}

export { ClientActivityPage as Component };
