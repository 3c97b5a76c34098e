import { type DocumentFile, type DocumentRequest, MESSAGES } from '@brokerdesk/contract/constants';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar, IconDownload, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { iconProps } from '../../components/icons';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatDay } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { formatSize } from './file-checks';
import { FileDateModal } from './file-date-modal';
import { FileThumb } from './file-thumb';
import { documentDateLabel, FRESHNESS_LABELS, freshnessReason } from './request-state';
import { downloadFile, openFileInline, useRemoveFile } from './requests-api';

export function FreshnessBadge({ freshness }: { freshness: DocumentFile['freshness'] }) {
  if (freshness !== 'stale' && freshness !== 'soon-stale') return null;
  const { label, color } = FRESHNESS_LABELS[freshness];
  return (
    <Badge color={color} variant="light" size="sm" data-testid="freshness">
      {label}
    </Badge>
  );
}

function ReviewMark({ state }: { state: DocumentFile['review_state'] }) {
  if (state === 'accepted')
    return (
      <Badge color="teal" variant="dot" size="sm">
        Accepted
      </Badge>
    );
  if (state === 'rejected')
    return (
      <Badge color="red" variant="dot" size="sm">
        Rejected
      </Badge>
    );
  return null;
}

const uploadedBy = (file: DocumentFile, forBroker: boolean) => {
  if (forBroker) return file.uploaded_by_client ? 'From the client' : 'Added by the adviser';
  return file.uploaded_by_client ? 'Sent' : 'Added by your adviser';
};

/**
 * One received file: its picture, the name it downloads as, when it came and the date it bears, whether it is still
 * fresh; the broker opens it in the browser or downloads it; whoever may removes it while it is not reviewed.
 */
export function FileRow({
  clientId,
  request,
  file,
  canOpen,
  canRemove,
}: {
  clientId: number;
  /** The request the file answers: its type names the date and states how long the file stays valid. */
  request: Pick<DocumentRequest, 'name' | 'validity'>;
  file: DocumentFile;
  /** The broker's preview and download. */
  canOpen: boolean;
  canRemove: boolean;
}) {
  const remove = useRemoveFile(clientId);
  const [busy, setBusy] = useState(false);
  const [dating, dateModal] = useDisclosure(false);
  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await action();
      if (success) notifySuccess(success);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const name = canOpen ? file.download_name : file.original_file_name;
  const details = [
    `${uploadedBy(file, canOpen)} ${formatDay(file.uploaded_at)}`,
    file.document_date ? `${documentDateLabel(request).toLowerCase()} ${formatDate(file.document_date)}` : null,
    formatSize(file.size),
  ].filter(Boolean);
  const rejected = file.review_state === 'rejected';
  const reason = rejected ? null : freshnessReason(request, file, canOpen ? 'broker' : 'client', formatDate);
  const canDate = canOpen && !rejected && (request.validity !== null || file.document_date !== null);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="center"
      data-testid="document-file"
      data-file-id={file.id}
      data-review-state={file.review_state}
      // A rejected file steps back in colour (a grey ground, grey words that still read at 4.5:1), never by opacity,
      // which fades its words and buttons below a readable contrast.
      bg={rejected ? 'gray.0' : undefined}
      p={rejected ? 4 : undefined}
      style={rejected ? { borderRadius: 'var(--mantine-radius-sm)' } : undefined}
    >
      <FileThumb file={file} />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text
          fz="sm"
          fw={500}
          truncate="end"
          title={name}
          data-testid="file-name"
          c={rejected ? 'gray.7' : undefined}
          td={rejected ? 'line-through' : undefined}
        >
          {name}
        </Text>
        <Group gap={6}>
          <Text fz="xs" c="dimmed">
            {details.join(' · ')}
          </Text>
          <ReviewMark state={file.review_state} />
          <FreshnessBadge freshness={file.freshness} />
        </Group>
        {reason && (
          <Text fz="xs" c={file.freshness === 'stale' ? 'red.8' : 'yellow.9'} data-testid="freshness-reason">
            {reason}
          </Text>
        )}
      </Stack>
      {canDate && (
        <>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconCalendar {...iconProps('sm')} />}
            aria-label={`${file.document_date ? 'Change date' : 'Set date'} of ${name}`}
            onClick={dateModal.open}
          >
            {file.document_date ? 'Change date' : 'Set date'}
          </Button>
          <FileDateModal
            clientId={clientId}
            request={request}
            file={file}
            name={name}
            opened={dating}
            onClose={dateModal.close}
          />
        </>
      )}
      {canOpen && (
        <>
          <Tooltip label="Open in a new tab">
            <ActionIcon
              variant="subtle"
              aria-label={`Open ${name}`}
              disabled={busy}
              onClick={() => run(() => openFileInline(file.id, file.has_preview ? 'preview' : 'original'))}
            >
              <IconExternalLink {...iconProps('lg')} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Download">
            <ActionIcon
              variant="subtle"
              aria-label={`Download ${name}`}
              disabled={busy}
              onClick={() => run(() => downloadFile(file.id))}
            >
              <IconDownload {...iconProps('lg')} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      {canRemove && (
        <Tooltip label="Remove this file">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${name}`}
            disabled={busy}
            onClick={() => run(() => remove.mutateAsync(file.id), MESSAGES.documentFileRemoved)}
          >
            <IconTrash {...iconProps('lg')} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
