import { type DocumentFile, MESSAGES } from '@brokerdesk/contract/constants';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { iconProps } from '../../components/icons';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatDay } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { formatSize } from './file-checks';
import { FileThumb } from './file-thumb';
import { FRESHNESS_LABELS } from './request-state';
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
  file,
  canOpen,
  canRemove,
}: {
  clientId: number;
  file: DocumentFile;
  /** The broker's preview and download. */
  canOpen: boolean;
  canRemove: boolean;
}) {
  const remove = useRemoveFile(clientId);
  const [busy, setBusy] = useState(false);
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
    file.document_date ? `dated ${formatDate(file.document_date)}` : null,
    formatSize(file.size),
  ].filter(Boolean);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="center"
      data-testid="document-file"
      data-file-id={file.id}
      style={{ opacity: file.review_state === 'rejected' ? 0.6 : 1 }}
    >
      <FileThumb file={file} />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fz="sm" fw={500} truncate="end" title={name} data-testid="file-name">
          {name}
        </Text>
        <Group gap={6}>
          <Text fz="xs" c="dimmed">
            {details.join(' · ')}
          </Text>
          <ReviewMark state={file.review_state} />
          <FreshnessBadge freshness={file.freshness} />
        </Group>
      </Stack>
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
