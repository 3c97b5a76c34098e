import { MESSAGES, type Task } from '@brokerdesk/contract/constants';
import { Anchor, Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LineSkeleton, SkeletonFrame } from '../../components/skeletons';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { notifyError } from '../../lib/notify';
import { clientName } from './client-labels';
import { clientActivityPath } from './client-routes';
import { useSaveTask, useTasks } from './pipeline-api';

/** One task with its done box; ticking it saves at once. */
export function TaskLine({ task, showClient }: { task: Task; showClient: boolean }) {
  const save = useSaveTask();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="task">
      <Checkbox
        aria-label={`Done: ${task.title}`}
        checked={task.done}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(
            {
              clientId: task.client_id,
              taskId: task.id,
              title: task.title,
              due_date: task.due_date,
              done: e.currentTarget.checked,
            },
            { onError: (err) => notifyError(errorMessage(err)) },
          )
        }
        mt={2}
      />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="sm" td={task.done ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {task.title}
        </Text>
        <Text fz="xs" c="dimmed">
          {showClient && (
            <>
              <Anchor component={Link} to={clientActivityPath(task.client_id)} fz="xs">
                {clientName(task.client_name)}
              </Anchor>{' '}
              ·{' '}
            </>
          )}
          Due {formatDate(task.due_date)}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The adviser home's Today list: the open tasks past their date first, then today's, each linking to its client.
 */
export function TodayTasks() {
  const overdue = useTasks({ due: 'overdue', limit: 50 });
  const today = useTasks({ due: 'today', limit: 50 });
  if (overdue.isPending || today.isPending) {
    return (
      <Paper withBorder p="lg" radius="md">
        <SkeletonFrame label="Loading today's tasks">
          <Stack gap="xs">
            <LineSkeleton width="40%" height={20} />
            <LineSkeleton width="80%" />
            <LineSkeleton width="70%" />
          </Stack>
        </SkeletonFrame>
      </Paper>
    );
  }
  const error = overdue.error ?? today.error;
  const late = overdue.data?.tasks ?? [];
  const due = today.data?.tasks ?? [];
  return (
    <Paper withBorder p="lg" radius="md" data-testid="today-tasks">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            Today
          </Title>
          {late.length > 0 && (
            <Badge color="red" variant="light">
              {overdue.data?.total} overdue
            </Badge>
          )}
        </Group>
        {error && <Text c="red">{errorMessage(error)}</Text>}
        {late.length === 0 && due.length === 0 && !error && (
          <Text c="dimmed" fz="sm">
            {MESSAGES.noTasksToday}
          </Text>
        )}
        {late.map((t) => (
          <TaskLine key={t.id} task={t} showClient />
        ))}
        {due.map((t) => (
          <TaskLine key={t.id} task={t} showClient />
        ))}
      </Stack>
    </Paper>
  );
}
