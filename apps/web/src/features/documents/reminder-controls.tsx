import { type ClientDetail, documentRemindersEndpoints } from '@brokerdesk/contract/constants';
import { Button, Group, Paper, Switch, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRefreshDocuments } from './requests-api';

/**
 * The client's document reminders (sent on the schedule of the adviser's mail settings while something is missing):
 * pause or resume them (POST client/reminders), or send one now (POST client/send-reminder). The server's answer is
 * the notice, and its refusals (nothing missing, not invited, at night, already today) say why.
 */
export function ReminderControls({ client }: { client: ClientDetail }) {
  const refresh = useRefreshDocuments(client.id);
  const onDone = {
    onSuccess: (answer: { message: string }) => notifySuccess(answer.message),
    onError: (err: unknown) => notifyError(errorMessage(err)),
    onSettled: () => void refresh(),
  };
  const pause = useMutation({
    mutationFn: (paused: boolean) => api(documentRemindersEndpoints.pause, { body: { clientId: client.id, paused } }),
    ...onDone,
  });
  const send = useMutation({
    mutationFn: () => api(documentRemindersEndpoints.sendNow, { body: { clientId: client.id } }),
    ...onDone,
  });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="reminder-controls">
      <Group justify="space-between" gap="sm">
        <Switch
          label="Pause reminders"
          description="While documents are missing, your client is emailed what is still needed on your schedule."
          checked={client.reminders_paused}
          disabled={pause.isPending}
          onChange={(e) => pause.mutate(e.currentTarget.checked)}
          maw={520}
        />
        <Button variant="default" size="sm" loading={send.isPending} onClick={() => send.mutate()}>
          Send a reminder now
        </Button>
      </Group>
      {client.access === 'none' && (
        <Text fz="xs" c="dimmed" mt={6}>
          Reminders start once your client is invited to the portal.
        </Text>
      )}
    </Paper>
  );
}
