import type { ClientDetail } from '@brokerdesk/contract/constants';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMe } from '../../app/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useApplicationProgress } from '../application';
import { useSubmitApplication } from './api';
import { pageProgress } from './portal-pages';
import { ProgressList, ProgressListSkeleton } from './progress-list';

/**
 * application-submit-client: what is still missing on the client's own pages, and the button that hands the
 * application to the adviser. One column, so it works on a 375 px phone.
 */
export function SubmitClientPage({ client }: { client: ClientDetail }) {
  const me = useMe();
  const progress = useApplicationProgress(client.id);
  const submit = useSubmitApplication(client.id);
  const [confirming, setConfirming] = useState(false);
  const adviser = client.adviser.first_name || 'your adviser';
  const done = client.status === 'submitted' || client.status === 'lodged';

  const run = async () => {
    try {
      await submit.mutateAsync(undefined);
      notifySuccess(`Your application was submitted to ${adviser}.`);
    } catch (err) {
      notifyError(errorMessage(err));
    }
    setConfirming(false);
  };

  if (done)
    return (
      <Stack maw={640} gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Thank you
        </Title>
        <Alert color="teal" data-testid="submitted-thanks">
          Your application was submitted to {adviser}
          {client.submit.submitted_at ? ` on ${formatDateTime(client.submit.submitted_at)}` : ''}. {adviser} will be in
          touch with you soon.
        </Alert>
      </Stack>
    );

  const pages = progress.data ? pageProgress(me, client, progress.data) : [];
  const missing = pages.reduce((n, p) => n + p.completeness.missing, 0);
  return (
    <Stack maw={640} gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Submit
      </Title>
      {progress.isLoading && <ProgressListSkeleton label="Loading your progress" />}
      {progress.error && <Alert color="red">{errorMessage(progress.error)}</Alert>}
      {progress.data && (
        <>
          <Text>
            {missing === 0
              ? `Everything is filled in. When you are ready, submit your application to ${adviser}.`
              : `Some answers are still missing. You can fill them in now, or submit and ${adviser} will follow up.`}
          </Text>
          <ProgressList pages={pages} />
        </>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Button fullWidth onClick={() => setConfirming(true)} loading={submit.isPending}>
          Submit to {adviser}
        </Button>
      </Paper>
      <ConfirmModal
        opened={confirming}
        title={`Submit to ${adviser}`}
        confirmLabel="Submit"
        loading={submit.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      >
        Send your application to {adviser} now?
      </ConfirmModal>
    </Stack>
  );
}
