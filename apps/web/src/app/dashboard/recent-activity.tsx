import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { iconProps } from '../../components/icons';
import { RowsSkeleton } from '../../components/skeletons';
import { useAdviserList } from '../../features/advisers';
import { useFeedbackList } from '../../features/feedback';
import { formatDate, formatDateTime } from '../../lib/dates';

const NEWEST = { query: '', orderBy: 'registered_at', orderType: 'desc', limit: 5, offset: 0 } as const;
const LATEST = { query: '', orderBy: 'date', orderType: 'desc', limit: 4, offset: 0 } as const;
const USER_TYPES = { broker: 'Broker', planner: 'Planner', client: 'Client' } as const;

/** Who signed up lately and what users said lately: the two things an admin checks after the counts. */
export function RecentActivity() {
  const brokers = useAdviserList('broker', NEWEST);
  const feedback = useFeedbackList(LATEST);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Panel title="Newest brokers" to="/broker/list" linkLabel="All brokers" loading={!brokers.data}>
        {brokers.data?.rows.map((b) => (
          // The name and company or email give way to the date on a phone: they are cut short with '…' (a long email
          // has no space to wrap at) rather than push the row past the screen's edge.
          <Group key={b.id} justify="space-between" wrap="nowrap" gap="md">
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text fz="sm" fw={500} truncate="end">
                {b.first_name} {b.last_name}
              </Text>
              <Text fz="xs" c="dimmed" truncate="end">
                {b.company || b.email}
              </Text>
            </div>
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {formatDate(b.registered_at)}
            </Text>
          </Group>
        ))}
      </Panel>
      <Panel title="Latest feedback" to="/feedback/list" linkLabel="All feedback" loading={!feedback.data}>
        {feedback.data?.feedback.map((f) => (
          <div key={f.id}>
            <Text fz="xs" c="dimmed">
              {USER_TYPES[f.user_type]} ·{' '}
              {f.user_type === 'client'
                ? `${f.client_first_name} ${f.client_last_name}`
                : `${f.broker_first_name} ${f.broker_last_name}`}{' '}
              · {formatDateTime(f.date)}
            </Text>
            <Text fz="sm" lineClamp={2}>
              {f.message}
            </Text>
          </div>
        ))}
      </Panel>
    </SimpleGrid>
  );
}

function Panel(props: { title: string; to: string; linkLabel: string; loading: boolean; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={2} fz={16}>
          {props.title}
        </Title>
        <Anchor component={Link} to={props.to} fz="sm">
          <Group component="span" gap={4} wrap="nowrap">
            {props.linkLabel}
            <IconArrowRight {...iconProps('sm')} />
          </Group>
        </Anchor>
      </Group>
      <Stack gap="sm">
        {props.loading ? (
          <RowsSkeleton label={`Loading the ${props.title.toLowerCase()}`} rows={4} withBadge={false} />
        ) : (
          props.children
        )}
      </Stack>
    </Paper>
  );
}
