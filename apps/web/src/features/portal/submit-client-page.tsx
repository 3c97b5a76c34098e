import type { ClientDetail } from '@brokerdesk/contract/constants';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useApplicationProgress } from '../application';
import { useConsents, useSubmitApplication } from './api';
import { ConsentPanel } from './consent-panel';
import { countWords, missingTotals, pageProgress } from './portal-pages';
import { ProgressList, ProgressListSkeleton } from './progress-list';
import { ReviewConfirmPanel } from './review-confirm';

/**
 * application-submit-client: what is still missing on the client's own pages, and the button that hands the
 * application to the adviser. One column, so it works on a 375 px phone.
 */
export function SubmitClientPage({ client }: { client: ClientDetail }) {
  const me = useMe();
  const progress = useApplicationProgress(client.id);
  const submit = useSubmitApplication(client.id);
  const consents = useConsents(client.id);
  // No acceptance, no Submit: the documents still to accept are shown here too.
  const consentPending = (consents.data?.pending ?? 0) > 0;
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

  // The adviser lodged the application before the client submitted it: nothing is left to submit, and the page says
  // what happened rather than thanking the client for a submission they did not make.
  if (client.status === 'lodged' && !client.submit.submitted_at)
    return (
      <Stack maw={640} gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Already lodged
        </Title>
        <ReviewConfirmPanel clientId={client.id} adviserFirstName={client.adviser.first_name} />
        <Alert color="teal" data-testid="lodged-by-adviser">
          {adviser} lodged your application with the lender
          {client.submit.lodged_at ? ` on ${formatDateTime(client.submit.lodged_at)}` : ''}, so there is nothing left to
          submit. {adviser} will be in touch with you.
        </Alert>
      </Stack>
    );

  if (done)
    return (
      <Stack maw={640} gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Thank you
        </Title>
        <ReviewConfirmPanel clientId={client.id} adviserFirstName={client.adviser.first_name} />
        <Alert color="teal" data-testid="submitted-thanks">
          Your application was submitted to {adviser}
          {client.submit.submitted_at ? ` on ${formatDateTime(client.submit.submitted_at)}` : ''}. {adviser} will be in
          touch with you soon.
        </Alert>
      </Stack>
    );

  const pages = progress.data ? pageProgress(me, client, progress.data) : [];
  const missing = missingTotals(pages);
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
            {missing.answers === 0
              ? `Everything is filled in. When you are ready, submit your application to ${adviser}.`
              : `Some answers are still missing. You can fill them in now, or submit and ${adviser} will follow up.`}
          </Text>
          {missing.documents > 0 && (
            <Alert
              color="yellow"
              title={countWords(missing.documents, 'document', 'still needed')}
              data-testid="documents-warning"
            >
              You can upload {missing.documents === 1 ? 'it' : 'them'} on the Documents page now, or submit and send{' '}
              {missing.documents === 1 ? 'it' : 'them'} later.
            </Alert>
          )}
          <ProgressList pages={pages} />
        </>
      )}
      {consentPending && <ConsentPanel clientId={client.id} asClient />}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Button
          fullWidth
          onClick={() => setConfirming(true)}
          loading={submit.isPending}
          disabled={consentPending || consents.isPending}
        >
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
        {missing.documents > 0 &&
          ` ${countWords(missing.documents, 'document', missing.documents === 1 ? 'is' : 'are')} still needed: you can send ${missing.documents === 1 ? 'it' : 'them'} after submitting.`}
      </ConfirmModal>
    </Stack>
  );
}
