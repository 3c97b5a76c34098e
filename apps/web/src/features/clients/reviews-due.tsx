import { MESSAGES } from '@brokerdesk/contract/constants';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LineSkeleton, SkeletonFrame } from '../../components/skeletons';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { clientName } from './client-labels';
import { clientActivityPath } from './client-routes';
import { useReviewsDue } from './review-api';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The adviser home's Reviews due: clients whose annual review falls within a month (a year after settlement, or the
 * date the broker set), overdue ones first, each linking to the client where the review starts.
 */
export function ReviewsDue() {
  const due = useReviewsDue({ limit: 20 });
  if (due.isPending) {
    return (
      <Paper withBorder p="lg" radius="md">
        <SkeletonFrame label="Loading the reviews due">
          <Stack gap="xs">
            <LineSkeleton width="40%" height={20} />
            <LineSkeleton width="70%" />
          </Stack>
        </SkeletonFrame>
      </Paper>
    );
  }
  const now = today();
  const rows = due.data?.reviews ?? [];
  return (
    <Paper withBorder p="lg" radius="md" data-testid="reviews-due">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            Reviews due
          </Title>
          {(due.data?.total ?? 0) > 0 && (
            <Badge variant="light" color="yellow">
              {due.data?.total}
            </Badge>
          )}
        </Group>
        {due.isError && <Text c="red">{errorMessage(due.error)}</Text>}
        {rows.length === 0 && !due.isError && (
          <Text c="dimmed" fz="sm">
            {MESSAGES.noReviewsDue}
          </Text>
        )}
        {rows.map((r) => (
          <Group key={r.client_id} gap="xs" justify="space-between" wrap="nowrap" data-testid="review-due">
            <Anchor component={Link} to={clientActivityPath(r.client_id)} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {clientName(r.client_name)}
            </Anchor>
            <Text fz="xs" c={r.due_on < now ? 'red.8' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
              {r.due_on < now ? 'Overdue since' : 'Due'} {formatDate(r.due_on)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
