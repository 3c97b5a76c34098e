import { Alert, Anchor, Badge, Button, Group, Mark, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { RowsSkeleton } from '../../components/skeletons';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatDay } from '../../lib/dates';
import { openMailto } from '../../lib/mailto';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useClientDetail } from './client-detail';
import { clientActivityPath } from './client-routes';
import { openReviewReport, useInviteToReview, useReviewChanges } from './review-api';

/**
 * An annual review for the broker (docs/decisions/041-annual-reviews.md): every answer the client changed since the
 * review started, this year's value highlighted beside last year's, the review's report, and the way to invite the
 * client (the Submit page's invitation).
 */
export function ReviewPage() {
  const params = useParams();
  const clientId = Number(params.clientId);
  const reviewId = Number(params.reviewId);
  const changes = useReviewChanges(reviewId);
  const client = useClientDetail(clientId);
  const invite = useInviteToReview();
  const [opening, setOpening] = useState(false);
  const review = changes.data?.review;
  const isOpen = review?.status === 'open';

  const report = async () => {
    setOpening(true);
    try {
      await openReviewReport(clientId, reviewId);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setOpening(false);
    }
  };

  const sendInvite = async () => {
    if (!client.data) return;
    try {
      const answer = await invite.mutateAsync({ clientId, pages: client.data.submit.pages });
      if (answer.mailto) {
        openMailto(answer.mailto);
        notifySuccess('Your email program was opened with the invitation. Please send it from there.');
      } else notifySuccess('The invitation was sent.');
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={1000}>
      <Stack gap="md">
        <BackLink to={clientActivityPath(clientId)} label="Back to the activity" testId="back-link" />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={1} fz={24}>
              Annual review
            </Title>
            {changes.data && (
              <Text c="dimmed" fz="sm" data-testid="review-client">
                {changes.data.client_name}
              </Text>
            )}
          </Stack>
          <Button variant="default" onClick={report} loading={opening} disabled={!review}>
            View the review's report
          </Button>
        </Group>
        {changes.isPending ? (
          <RowsSkeleton label="Loading the review" rows={4} withBadge={false} withMark={false} />
        ) : changes.isError ? (
          <Text c="red" ta="center" py="xl">
            {errorMessage(changes.error)}
          </Text>
        ) : (
          <>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color={isOpen ? 'yellow' : 'teal'} data-testid="review-status">
                {isOpen ? 'Waiting for the client' : 'Confirmed by the client'}
              </Badge>
              <Text fz="sm">
                Due {formatDate(changes.data.review.due_on)} · started {formatDay(changes.data.review.started_at)}
                {changes.data.review.confirmed_at ? ` · confirmed ${formatDay(changes.data.review.confirmed_at)}` : ''}
              </Text>
            </Group>
            {isOpen && (
              <Alert color="blue" title="Ask the client to check their answers">
                <Stack gap="sm" align="flex-start">
                  <Text fz="sm">
                    The client sees last year's answers in the portal and confirms or changes them. The invitation is
                    the one the{' '}
                    <Anchor component={Link} to={`/client/${clientId}/application/submit`} inherit underline="always">
                      Submit page
                    </Anchor>{' '}
                    sends, with the pages the client sees.
                  </Text>
                  <Button onClick={sendInvite} loading={invite.isPending} disabled={!client.data}>
                    Invite the client to review
                  </Button>
                </Stack>
              </Alert>
            )}
            {changes.data.changes.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" data-testid="no-changes">
                No answers changed since last year.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped={false} withTableBorder verticalSpacing="xs" data-testid="review-changes">
                  <Table.Caption>
                    {changes.data.changes.length === 1
                      ? '1 answer changed since last year'
                      : `${changes.data.changes.length} answers changed since last year`}
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Where</Table.Th>
                      <Table.Th scope="col">Answer</Table.Th>
                      <Table.Th scope="col">Last year</Table.Th>
                      <Table.Th scope="col">This year</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {changes.data.changes.map((c) => (
                      <Table.Tr key={`${c.where}-${c.key}-${c.label}`} data-testid="review-change">
                        <Table.Td>{c.where}</Table.Td>
                        <Table.Th scope="row" fw={600}>
                          {c.label}
                        </Table.Th>
                        <Table.Td data-testid="last-year">
                          {c.old || (
                            <Text span c="dimmed" inherit>
                              No answer
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td data-testid="this-year">
                          <Mark color="yellow">{c.new || 'No answer'}</Mark>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

export { ReviewPage as Component };
