import type { ClientDetail } from '@brokerdesk/contract/constants';
import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { clientReviewPath } from './client-routes';
import { useCurrentReview, useSetReviewDueDate, useStartReview } from './review-api';

/**
 * A lodged or settled client's annual review: the next review date (a year after settlement, or one the broker sets),
 * the latest review with a link to its changes, and the button that starts this year's.
 */
export function ReviewPanel({ client }: { client: ClientDetail }) {
  const current = useCurrentReview(client.id);
  const start = useStartReview();
  const setDue = useSetReviewDueDate();
  const navigate = useNavigate();
  const [due, setDueInput] = useState<string | null>(null);
  const stage = client.deal.stage;
  if (stage === null || stage === 'declined' || stage === 'withdrawn') return null;
  const review = current.data?.review ?? null;
  const nextDue = current.data?.next_due_on ?? null;
  const isOpen = review?.status === 'open';
  const dueValue = due ?? nextDue ?? '';

  return (
    <Stack gap="xs" data-testid="review-panel">
      <Title order={2} fz={16}>
        Annual review
      </Title>
      {current.isError && <Text c="red">{errorMessage(current.error)}</Text>}
      {review && (
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={isOpen ? 'yellow' : 'teal'}>
            {isOpen ? 'Open' : 'Confirmed'}
          </Badge>
          <Text fz="sm">
            {isOpen ? 'Started' : 'Confirmed'} on {formatDay(review.confirmed_at ?? review.started_at)}
          </Text>
          <Anchor component={Link} to={clientReviewPath(client.id, review.id)} fz="sm">
            See what changed
          </Anchor>
        </Group>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setDue.mutate(
            { clientId: client.id, review_due_on: dueValue || null },
            {
              onSuccess: () => {
                setDueInput(null);
                notifySuccess('Review date saved.');
              },
              onError: (err) => notifyError(errorMessage(err)),
            },
          );
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="Next review due"
            description={nextDue ? undefined : 'A year after settlement, once the settlement date is saved'}
            type="date"
            value={dueValue}
            onChange={(e) => setDueInput(e.currentTarget.value)}
          />
          <Button type="submit" variant="default" loading={setDue.isPending} disabled={due === null}>
            Save date
          </Button>
        </Group>
      </form>
      {!isOpen && (
        <Group>
          <Button
            loading={start.isPending}
            onClick={() =>
              start.mutate(client.id, {
                onSuccess: ({ review: started }) => navigate(clientReviewPath(client.id, started.id)),
                onError: (err) => notifyError(errorMessage(err)),
              })
            }
          >
            Start annual review
          </Button>
        </Group>
      )}
    </Stack>
  );
}
