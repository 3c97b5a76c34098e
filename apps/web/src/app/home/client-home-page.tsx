import { ApiError, applicationSteps, type ClientDetail, type User } from '@brokerdesk/contract/constants';
import { Alert, AspectRatio, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { useApplicationProgress } from '../../features/application';
import { splitPrimary, useClientDetail } from '../../features/clients';
import { NewMessageCard } from '../../features/messages';
import {
  ConsentPanel,
  type PageProgress,
  ProgressList,
  ProgressListSkeleton,
  pageProgress,
  ReviewConfirmPanel,
} from '../../features/portal';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useMe } from '../../lib/me';
import { embedUrl, youtubeVideoId } from '../../lib/video-link';

/**
 * Where to start: the first step, in the fact-find's order, that still needs answers, else the Submit page when the
 * client may submit.
 */
function nextStep(me: User, client: ClientDetail, pages: PageProgress[]): { label: string; to: string } | null {
  const next = pages.find((p) => !p.completeness.complete);
  // The client is the primary applicant: their own details are "your details" to them.
  const ownDetails = me.role === 'client' && next?.key === `profile-${splitPrimary(client.applicants).primary?.id}`;
  if (next && ownDetails) return { label: 'Start with your details', to: next.to };
  if (next)
    return { label: next.kind ? `Start with the details of ${next.label}` : `Start with ${next.label}`, to: next.to };
  const submit = applicationSteps(me, client).find((s) => s.key === 'submit');
  return submit ? { label: 'Review and submit', to: submit.path } : null;
}

/**
 * What happened to the application, in the client's words: their own submission and the adviser's lodgement are
 * separate states, so a lodgement made without the client pressing Submit is never called their submission.
 */
function handedOver(client: ClientDetail, adviser: string): string {
  const { submitted_at, lodged_at } = client.submit;
  const lodged = client.status === 'lodged';
  const lodgedOn = lodged && lodged_at ? ` on ${formatDateTime(lodged_at)}` : '';
  if (submitted_at) {
    const submitted = `Your application was submitted to ${adviser} on ${formatDateTime(submitted_at)}.`;
    return lodged ? `${submitted} ${adviser} lodged it with the lender${lodgedOn}.` : submitted;
  }
  return lodged ? `${adviser} lodged your application with the lender${lodgedOn}.` : '';
}

/**
 * client-home: a welcome from the client's adviser with their video and message,
 * what is still needed on the pages the client may see, and where to start. One column, for a 375 px phone.
 */
export function ClientHomePage() {
  const me = useMe();
  const clientId = Number(useParams().clientId);
  const client = useClientDetail(clientId);
  const progress = useApplicationProgress(clientId);
  const adviser = client.data?.adviser ?? me.branding;
  const videoId = youtubeVideoId(adviser?.video ?? '');
  const firstName = me.role === 'client' ? me.first_name : '';
  const done = client.data?.status === 'submitted' || client.data?.status === 'lodged';
  const pages = client.data && progress.data ? pageProgress(me, client.data, progress.data) : [];
  const step = client.data && progress.data ? nextStep(me, client.data, pages) : null;
  const error = client.error ?? progress.error;
  // Another adviser's client (or one that is gone) answers 404: the page of a wrong address, not a half-drawn home.
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;

  return (
    <Stack maw={720} mx="auto" gap="md" pb="xl">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {firstName ? `Welcome, ${firstName}` : 'Welcome'}
      </Title>
      {me.role === 'client' && (
        // An adviser's reply, in sight on arrival rather than only inside the conversation page.
        <Suspense fallback={null}>
          <NewMessageCard clientId={clientId} adviserFirstName={adviser?.first_name ?? ''} />
        </Suspense>
      )}
      {adviser && (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack gap="sm">
            <Text>
              {adviser.first_name} {adviser.last_name}
              {adviser.company ? ` of ${adviser.company}` : ''} uses this secure site to collect the information for
              your application. Your answers are saved as you type, so you can stop and come back at any time.
            </Text>
            {client.data?.submit.personal_message && (
              <Text
                data-testid="personal-message"
                style={{ whiteSpace: 'pre-line', borderLeft: '3px solid var(--mantine-color-gray-4)' }}
                pl="sm"
              >
                {client.data.submit.personal_message}
              </Text>
            )}
            {videoId && (
              <AspectRatio ratio={16 / 9}>
                <iframe
                  src={embedUrl(videoId)}
                  title={`A welcome from ${adviser.first_name}`}
                  allow="encrypted-media; picture-in-picture"
                  allowFullScreen
                  style={{ border: 0, borderRadius: 8 }}
                />
              </AspectRatio>
            )}
            <Text fz="sm" c="dimmed">
              {adviser.phone_display
                ? `Questions? Call ${adviser.first_name} on ${adviser.phone_display} or write to ${adviser.email}.`
                : `Questions? Write to ${adviser.first_name} at ${adviser.email}.`}
            </Text>
          </Stack>
        </Paper>
      )}
      {/* An annual review waiting for the client's answers comes before everything else they might do. */}
      <ReviewConfirmPanel clientId={clientId} adviserFirstName={adviser?.first_name ?? ''} />
      {/* The adviser's privacy consent and credit guide, read and accepted before the fact-find. */}
      <ConsentPanel clientId={clientId} asClient={me.role === 'client'} />
      {error ? (
        <Alert color="red">{errorMessage(error)}</Alert>
      ) : !client.data || !progress.data ? (
        <ProgressListSkeleton label="Loading your application" />
      ) : (
        <>
          {done ? (
            <Alert color="teal" data-testid="home-submitted">
              {handedOver(client.data, adviser?.first_name || 'your adviser')} You can still look over your answers.
            </Alert>
          ) : (
            <Title order={2} fz={18}>
              What is still needed
            </Title>
          )}
          <ProgressList pages={pages} />
          {step && !done && (
            <Button
              component={Link}
              to={step.to}
              size="md"
              fullWidth
              data-testid="home-next-step"
              // A long name wraps rather than being cut off.
              styles={{ root: { height: 'auto', minHeight: 42, paddingBlock: 8 }, label: { whiteSpace: 'normal' } }}
            >
              {step.label}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

export { ClientHomePage as Component };
