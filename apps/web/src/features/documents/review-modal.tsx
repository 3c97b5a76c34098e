import { DOCUMENT_REASON_MAX, type DocumentRequest, MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { useReviewRequest } from './requests-api';

export type ReasonDecision = 'reject' | 'not-applicable';

const WORDS: Record<ReasonDecision, { title: string; label: string; hint: string; submit: string; done: string }> = {
  reject: {
    title: 'Reject',
    label: 'Reason',
    hint: 'Your client sees this reason beside the request and is asked to upload again.',
    submit: 'Reject',
    done: MESSAGES.documentRejected,
  },
  'not-applicable': {
    title: 'Not applicable',
    label: 'Note (optional)',
    hint: 'The request stays listed as not applicable, with your note.',
    submit: 'Mark not applicable',
    done: MESSAGES.documentNotApplicable,
  },
};

/**
 * A decision that takes words: a reject needs the reason the client will read (rejectReasonRequired); not applicable
 * may carry a note.
 */
export function ReviewModal({
  clientId,
  request,
  decision,
  onClose,
}: {
  clientId: number;
  request: DocumentRequest | null;
  decision: ReasonDecision;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      centered
      title={request ? `${WORDS[decision].title}: ${request.name}` : ''}
    >
      {request && <ReviewForm key={request.id} {...{ clientId, request, decision, onClose }} />}
    </Modal>
  );
}

function ReviewForm({
  clientId,
  request,
  decision,
  onClose,
}: {
  clientId: number;
  request: DocumentRequest;
  decision: ReasonDecision;
  onClose: () => void;
}) {
  const review = useReviewRequest(clientId);
  const [reason, setReason] = useState(decision === 'not-applicable' ? request.reason : '');
  const [error, setError] = useState<string | null>(null);
  const words = WORDS[decision];
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const text = reason.trim();
    if (decision === 'reject' && !text) {
      setError(MESSAGES.rejectReasonRequired);
      return;
    }
    try {
      await review.mutateAsync({ requestId: request.id, decision, reason: text });
      notifySuccess(words.done);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {words.hint}
        </Text>
        <Textarea
          label={words.label}
          required={decision === 'reject'}
          data-autofocus
          autosize
          minRows={3}
          maxLength={DOCUMENT_REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color={decision === 'reject' ? 'red' : undefined} loading={review.isPending}>
            {words.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
