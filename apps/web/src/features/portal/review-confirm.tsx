import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useClientReview, useConfirmReview } from './api';

/**
 * The client's annual review (docs/decisions/041-annual-reviews.md): last year's answers are on their pages; they
 * change what is different this year (each change is saved as they type) and confirm the rest. Nothing shows when no
 * review waits, or once it is confirmed it says so until the next. One column, for a 375 px phone.
 */
export function ReviewConfirmPanel({ clientId, adviserFirstName }: { clientId: number; adviserFirstName: string }) {
  const current = useClientReview(clientId);
  const confirm = useConfirmReview(clientId);
  const [confirming, setConfirming] = useState(false);
  const review = current.data?.review;
  if (!review) return null;
  const adviser = adviserFirstName || 'your adviser';

  if (review.status === 'confirmed')
    return (
      <Alert color="teal" title="Annual review confirmed" data-testid="review-confirmed">
        You confirmed your answers on {formatDay(review.confirmed_at)}. {adviser} will be in touch if anything needs
        another look.
      </Alert>
    );

  const run = async () => {
    try {
      await confirm.mutateAsync(review.id);
      notifySuccess(`Thank you. ${adviser} can now see your answers.`);
    } catch (err) {
      notifyError(errorMessage(err));
    }
    setConfirming(false);
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" data-testid="review-confirm">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Your annual review
        </Title>
        <Text>
          It is time to check your application with {adviser}. Last year's answers are already filled in: look over each
          page, change anything that is different now (your income, your loans, your contact details), then confirm.
        </Text>
        <Button size="md" fullWidth onClick={() => setConfirming(true)} loading={confirm.isPending}>
          Confirm my answers
        </Button>
      </Stack>
      <ConfirmModalOnDemand
        opened={confirming}
        title="Confirm your answers"
        confirmLabel="Confirm"
        loading={confirm.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      >
        Are your answers up to date? {adviser} will see what changed since last year.
      </ConfirmModalOnDemand>
    </Paper>
  );
}
