import {
  APPLICATION_PAGES,
  ApiError,
  type ApplicationPage,
  type ClientDetail,
  MESSAGES,
} from '@brokerdesk/contract/constants';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../app/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { applicantPath, splitPrimary } from '../applicants';
import { useApplicationProgress } from '../application';
import { AssessmentNotes } from '../reports';
import { mailtoUrl, useInviteClient, useMarkLodged, useRevokeAccess } from './api';
import { PAGE_LABELS, pageProgress, pagesOf } from './portal-pages';
import { ProgressList } from './progress-list';

function AccessState({ client }: { client: ClientDetail }) {
  if (client.access === 'active')
    return (
      <Text component="div" data-testid="access-state">
        <Badge color="teal">Active</Badge> Your client has set a password
        {client.access_email ? ` and signs in as ${client.access_email}` : ''}.
      </Text>
    );
  if (client.access === 'invited')
    return (
      <Text component="div" data-testid="access-state">
        <Badge color="blue">Invited</Badge> Invitation sent {formatDateTime(client.submit.invited_at)}; not yet
        accepted.
      </Text>
    );
  return (
    <Text component="div" data-testid="access-state">
      <Badge color="gray">No access</Badge> Your client has not been invited yet.
    </Text>
  );
}

function StatusLine({ client }: { client: ClientDetail }) {
  if (client.status === 'lodged') return <Badge color="grape">Lodged</Badge>;
  if (client.status === 'submitted')
    return (
      <Text component="div" data-testid="submit-status">
        <Badge color="teal">Submitted</Badge> Submitted by your client {formatDateTime(client.submit.submitted_at)}.
      </Text>
    );
  return (
    <Text component="div" data-testid="submit-status">
      <Badge color="orange">{client.status === 'not-started' ? 'Not started' : 'In progress'}</Badge> Not yet submitted
      by your client.
    </Text>
  );
}

const offered = (pages: Set<ApplicationPage>) => new Set(APPLICATION_PAGES.filter((p) => pages.has(p)));
/** application-submit-broker: invite the client to the portal, choose their pages, and follow the application. */
export function SubmitBrokerPage({ client }: { client: ClientDetail }) {
  const me = useMe();
  const progress = useApplicationProgress(client.id);
  const invite = useInviteClient(client.id);
  const revoke = useRevokeAccess(client.id);
  const lodge = useMarkLodged(client.id);
  const [pages, setPages] = useState<Set<ApplicationPage>>(() => offered(pagesOf(client)));
  const [message, setMessage] = useState(client.submit.personal_message);
  const [inviteError, setInviteError] = useState<ApiError | null>(null);
  const [mailtoOpened, setMailtoOpened] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const primary = splitPrimary(client.applicants).primary;

  const send = async () => {
    setInviteError(null);
    setMailtoOpened(false);
    try {
      const answer = await invite.mutateAsync({
        pages: APPLICATION_PAGES.filter((p) => pages.has(p)).join(','),
        personal_message: message,
      });
      if (answer.mailto) {
        // mail settings: the adviser sends from their own email program, which this URL opens.
        window.location.href = mailtoUrl(answer.mailto);
        setMailtoOpened(true);
        notifySuccess('Your email program was opened with the invitation. Please send it from there.');
      } else notifySuccess('The invitation was sent.');
    } catch (err) {
      if (err instanceof ApiError) setInviteError(err);
      else notifyError(MESSAGES.serverError);
    }
  };

  const runRevoke = async () => {
    try {
      await revoke.mutateAsync(undefined);
      notifySuccess('Portal access was revoked.');
    } catch (err) {
      notifyError(errorMessage(err));
    }
    setConfirmRevoke(false);
  };

  const runLodge = async () => {
    try {
      await lodge.mutateAsync(undefined);
      notifySuccess('The application was marked as lodged.');
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  return (
    <Stack maw={880} gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Submit
      </Title>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Application status
          </Title>
          <StatusLine client={client} />
          {client.status === 'submitted' && (
            <Group>
              <Button onClick={runLodge} loading={lodge.isPending}>
                Mark as lodged
              </Button>
            </Group>
          )}
          {progress.data && <ProgressList pages={pageProgress(me, client, progress.data)} />}
          {progress.error && <Alert color="red">{errorMessage(progress.error)}</Alert>}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Client portal
          </Title>
          <AccessState client={client} />
          <Checkbox.Group
            label="Pages your client will see"
            value={[...pages]}
            onChange={(v) => setPages(new Set(v as ApplicationPage[]))}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {APPLICATION_PAGES.map((p) => (
                <Checkbox key={p} value={p} label={PAGE_LABELS[p]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label="Personal message"
            description="Included in the invitation email."
            autosize
            minRows={4}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {inviteError && (
            <Alert color="red" data-testid="invite-error">
              {inviteError.message}
              {inviteError.field === 'email' && primary && (
                <>
                  {' '}
                  <Anchor component={Link} to={applicantPath(client.id, primary.id)} fz="inherit">
                    Open the primary applicant’s details
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          {mailtoOpened && (
            <Alert color="blue" data-testid="mailto-opened">
              Your email program was opened with the invitation. Please send it from there.
            </Alert>
          )}
          <Group>
            <Button onClick={send} loading={invite.isPending}>
              {client.access === 'none' ? 'Send invitation' : 'Send again'}
            </Button>
            {client.access !== 'none' && (
              <Button color="red" variant="light" onClick={() => setConfirmRevoke(true)}>
                Revoke access
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <AssessmentNotes clientId={client.id} />
      <ConfirmModal
        opened={confirmRevoke}
        title="Revoke access"
        confirmLabel="Revoke access"
        danger
        loading={revoke.isPending}
        onConfirm={runRevoke}
        onClose={() => setConfirmRevoke(false)}
      >
        Your client will no longer be able to sign in to the portal. You can invite them again later.
      </ConfirmModal>
    </Stack>
  );
}
