import { type DocumentRequest, MESSAGES } from '@brokerdesk/contract/constants';
import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconUpload, IconX } from '@tabler/icons-react';
import { iconProps } from '../../components/icons';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FileRow, FreshnessBadge } from './file-row';
import { documentDateLabel, hasFileToReview, isRemovable, requestFreshness, STATE_LABELS } from './request-state';
import { useRefreshDocuments, useReRequest, useReviewRequest } from './requests-api';
import type { ReasonDecision } from './review-modal';
import { UploadPanel } from './upload-panel';

/** docs-server's wording of a request asked for again (MESSAGES.documentReRequested once merged). */
const RE_REQUESTED = 'Document requested again.';

export function StateBadge({ request, audience }: { request: DocumentRequest; audience: 'broker' | 'client' }) {
  const words = STATE_LABELS[request.state];
  return (
    <Badge color={words.color} variant="light" data-testid="request-state">
      {words[audience]}
    </Badge>
  );
}

/** The type's question and tooltip (settings §3: the broker's wording when they have one). */
export function RequestWording({ request }: { request: DocumentRequest }) {
  return (
    <>
      {request.question && <Text fz="sm">{request.question}</Text>}
      {request.tooltip && (
        <Text fz="xs" c="dimmed">
          {request.tooltip}
        </Text>
      )}
    </>
  );
}

/** Why it was sent back (the client reads it too), or the broker's not-applicable note. */
export function ReasonLine({ request }: { request: DocumentRequest }) {
  if (!request.reason || (request.state !== 'rejected' && request.state !== 'not-applicable')) return null;
  return (
    <Text
      fz="sm"
      c={request.state === 'rejected' ? 'red.8' : 'dimmed'}
      data-testid="request-reason"
      style={{ whiteSpace: 'pre-line' }}
    >
      {request.state === 'rejected' ? 'Reason: ' : 'Note: '}
      {request.reason}
    </Text>
  );
}

/**
 * One request as the broker sees it: the type's wording, its state, its files, and what can be done with it: accept,
 * reject with a reason, mark not applicable, upload on the client's behalf, remove.
 */
export function BrokerRequestCard({
  clientId,
  request,
  allowOffice,
  onDecide,
  onRemove,
}: {
  clientId: number;
  request: DocumentRequest;
  allowOffice: boolean;
  onDecide: (request: DocumentRequest, decision: ReasonDecision) => void;
  onRemove: (request: DocumentRequest) => void;
}) {
  const review = useReviewRequest(clientId);
  const reRequest = useReRequest(clientId);
  const refresh = useRefreshDocuments(clientId);
  const [uploading, upload] = useDisclosure(false);
  const toReview = hasFileToReview(request);
  const accept = async () => {
    try {
      await review.mutateAsync({ requestId: request.id, decision: 'accept' });
      notifySuccess(MESSAGES.documentAccepted);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  const askAgain = async () => {
    try {
      await reRequest.mutateAsync(request.id);
      notifySuccess(RE_REQUESTED);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  const freshness = requestFreshness(request);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="document-request"
      data-request-id={request.id}
      data-state={request.state}
      aria-label={request.name}
      component="section"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Text fw={600} component="h3" fz="md" m={0}>
              {request.name}
            </Text>
            {request.custom && (
              <Text span fz="xs" c="dimmed">
                (this client only)
              </Text>
            )}
          </Group>
          <Group gap={6}>
            <FreshnessBadge freshness={freshness} />
            <StateBadge request={request} audience="broker" />
          </Group>
        </Group>
        <RequestWording request={request} />
        <ReasonLine request={request} />
        {request.files.length > 0 && (
          <Stack gap="xs" mt={4}>
            {request.files.map((file) => (
              <FileRow
                key={file.id}
                clientId={clientId}
                request={request}
                file={file}
                canOpen
                canRemove={file.review_state === 'pending'}
              />
            ))}
          </Stack>
        )}
        <Group gap="xs" mt={4}>
          {toReview && (
            <>
              <Button
                size="xs"
                color="teal"
                leftSection={<IconCheck {...iconProps('sm')} />}
                loading={review.isPending}
                onClick={accept}
              >
                Accept
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX {...iconProps('sm')} />}
                onClick={() => onDecide(request, 'reject')}
              >
                Reject
              </Button>
            </>
          )}
          {request.state !== 'not-applicable' && request.state !== 'accepted' && (
            <Button size="xs" variant="default" onClick={() => onDecide(request, 'not-applicable')}>
              Not applicable
            </Button>
          )}
          {(request.state === 'accepted' || request.state === 'not-applicable') && (
            <Button
              size="xs"
              variant={freshness === 'stale' || freshness === 'soon-stale' ? 'filled' : 'default'}
              color={freshness === 'stale' ? 'orange' : undefined}
              loading={reRequest.isPending}
              onClick={askAgain}
            >
              Request again
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUpload {...iconProps('sm')} />}
            onClick={upload.toggle}
            aria-expanded={uploading}
          >
            Upload for the client
          </Button>
          {isRemovable(request) && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(request)}>
              Remove request
            </Button>
          )}
        </Group>
        <Collapse expanded={uploading}>
          {uploading && (
            <UploadPanel
              requestId={request.id}
              label={request.name}
              dateLabel={request.validity ? documentDateLabel(request) : null}
              allowOffice={allowOffice}
              onSettled={() => void refresh()}
            />
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}
