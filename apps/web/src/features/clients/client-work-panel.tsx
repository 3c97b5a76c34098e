import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { useClientDetail } from './client-detail';
import { DealForm } from './deal-form';
import { useAddNote, useSaveTask, useTasks } from './pipeline-api';
import { ReviewPanel } from './review-panel';
import { TaskLine } from './today-tasks';

/** The client's tasks with a form to add one (title and due date). */
function ClientTasks({ clientId }: { clientId: number }) {
  const tasks = useTasks({ clientId, due: 'all', limit: 100 });
  const save = useSaveTask();
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  return (
    <Stack gap="xs">
      <Title order={2} fz={16}>
        Tasks
      </Title>
      {tasks.isError && <Text c="red">{errorMessage(tasks.error)}</Text>}
      {tasks.data?.tasks.length === 0 && (
        <Text fz="sm" c="dimmed">
          No tasks yet.
        </Text>
      )}
      {tasks.data?.tasks.map((t) => (
        <TaskLine key={t.id} task={t} showClient={false} />
      ))}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { clientId, title, due_date: due },
            {
              onSuccess: () => {
                setTitle('');
                setDue('');
              },
              onError: (err) => notifyError(errorMessage(err)),
            },
          );
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label="New task" value={title} onChange={(e) => setTitle(e.currentTarget.value)} required />
          <TextInput label="Due" type="date" value={due} onChange={(e) => setDue(e.currentTarget.value)} required />
          <Button type="submit" variant="default" loading={save.isPending}>
            Add task
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** A plain-text note for the timeline. */
function NoteForm({ clientId }: { clientId: number }) {
  const add = useAddNote();
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(
          { clientId, text },
          { onSuccess: () => setText(''), onError: (err) => notifyError(errorMessage(err)) },
        );
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Add a note"
          autosize
          minRows={2}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" variant="default" loading={add.isPending} disabled={!text.trim()}>
            Save note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The adviser's work on a client beside its timeline: the deal, its annual review, tasks, and a note to add. */
export function ClientWorkPanel({ clientId }: { clientId: number }) {
  const client = useClientDetail(clientId);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        {/* Keyed by the stored deal, so the form starts again from what a save or a move answered. */}
        {client.data && <DealForm key={JSON.stringify(client.data.deal)} client={client.data} />}
        {client.data && <ReviewPanel client={client.data} />}
        <ClientTasks clientId={clientId} />
        <NoteForm clientId={clientId} />
      </Stack>
    </Paper>
  );
}
