import {
  APPLICATION_PAGES,
  ApiError,
  type ApplicationPage,
  type ClientDetail,
  MESSAGES,
} from '@brokerdesk/contract/constants';
import { Alert, Anchor, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { openMailto } from '../../lib/mailto';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { applicantPath } from '../../lib/paths';
import { useApplicationProgress } from '../application';
import { AccessBadge, StatusBadge, splitPrimary } from '../clients';
import { AssessmentNotes } from '../reports';
import { useInviteApplicant, useInviteClient, useMarkLodged, useRevokeAccess, useSetPortalPages } from './api';
import { PAGE_LABELS, pageProgress, pagesOf } from './portal-pages';
import { ProgressList } from './progress-list';

function AccessState({ client }: { client: ClientDetail }) {
  if (client.access === 'active')
    return (
      <Text component="div" data-testid="access-state">
        <AccessBadge access="active" /> Your client has set a password
        {client.access_email ? ` and signs in as ${client.access_email}` : ''}.
      </Text>
    );
  if (client.access === 'invited')
    return (
      <Text component="div" data-testid="access-state">
        <AccessBadge access="invited" /> Invitation sent {formatDateTime(client.submit.invited_at)}; not yet accepted.
      </Text>
    );
  return (
    <Text component="div" data-testid="access-state">
      <AccessBadge access="none" /> Your client has not been invited yet.
    </Text>
  );
}

function StatusLine({ client }: { client: ClientDetail }) {
  if (client.status === 'lodged') return <StatusBadge status="lodged" />;
  if (client.status === 'submitted')
    return (
      <Text component="div" data-testid="submit-status">
        <StatusBadge status="submitted" /> Submitted by your client {formatDateTime(client.submit.submitted_at)}.
      </Text>
    );
  return (
    <Text component="div" data-testid="submit-status">
      <StatusBadge status={client.status} /> Not yet submitted by your client.
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
  const savePages = useSetPortalPages(client.id);
  const [pages, setPages] = useState<Set<ApplicationPage>>(() => offered(pagesOf(client)));
  const [pagesSaved, setPagesSaved] = useState(false);
  // docs/spec/core-and-application.md §2: a tick is kept as soon as it is made, not only when the invitation goes.
  const changePages = async (chosen: ApplicationPage[]) => {
    const next = new Set(chosen);
    setPages(next);
    setPagesSaved(false);
    try {
      await savePages.mutateAsync(APPLICATION_PAGES.filter((p) => next.has(p)).join(','));
      setPagesSaved(true);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  const [message, setMessage] = useState(client.submit.personal_message);
  const [inviteError, setInviteError] = useState<ApiError | null>(null);
  const [mailtoOpened, setMailtoOpened] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const primary = splitPrimary(client.applicants).primary;
  const inviteOther = useInviteApplicant(client.id);
  const others = client.applicants.filter((a) => !a.is_primary && a.type === 'person');

  // Another person on the application (a partner, a director, a trustee) signs in with their own email and sees
  // the pages chosen above; they change their own details only.
  const sendOther = async (applicantId: number, name: string) => {
    try {
      const answer = await inviteOther.mutateAsync({
        applicantId,
        pages: APPLICATION_PAGES.filter((p) => pages.has(p)).join(','),
      });
      if (answer.mailto) openMailto(answer.mailto);
      notifySuccess(`The invitation to ${name} was sent.`);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

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
        openMailto(answer.mailto);
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
            onChange={(v) => void changePages(v as ApplicationPage[])}
            description={
              <Text span fz="xs" c="dimmed" aria-live="polite" data-testid="pages-saved">
                {savePages.isPending ? 'Saving…' : pagesSaved ? 'Saved. Your client sees these pages.' : ''}
              </Text>
            }
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
          {others.length > 0 && (
            <Stack gap="xs" mt="sm" data-testid="other-people">
              <Title order={3} fz="md">
                Other people on this application
              </Title>
              <Text fz="sm" c="dimmed">
                Each may sign in with their own email to the pages chosen above, and changes only their own details.
              </Text>
              {others.map((a) => {
                const name = a.name || 'this applicant';
                return (
                  <Group key={a.id} justify="space-between" wrap="wrap" gap="xs">
                    <Text>{a.name || 'Unnamed applicant'}</Text>
                    <Button
                      variant="light"
                      loading={inviteOther.isPending && inviteOther.variables?.applicantId === a.id}
                      onClick={() => sendOther(a.id, name)}
                    >
                      Invite {name} to sign in
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          )}
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
