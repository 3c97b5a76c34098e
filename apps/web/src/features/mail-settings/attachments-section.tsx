import { ATTACHMENT_MAX_BYTES, MESSAGES, type StoredFile } from '@brokerdesk/contract/constants';
import { ActionIcon, Alert, Button, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { iconProps } from '../../components/icons';
import { RowsSkeleton } from '../../components/skeletons';
import type { AdviserRef } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { notifySuccess } from '../../lib/notify';
import { useAttachments, useDeleteAttachment, useUploadAttachment } from './attachments-api';

/** What the picker offers: PDF and common office documents; the server checks the content itself. */
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.rtf,.txt,.csv';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * docs/spec/settings-billing-admin.md §2 Mail Settings: the default attachments added to every client email the product
 * sends (shown only when mailto is 0). Deleting asks first; the server's reason for a refused upload is shown here.
 */
export function AttachmentsSection({ adviser }: { adviser: AdviserRef }) {
  const list = useAttachments(adviser);
  const upload = useUploadAttachment(adviser);
  const remove = useDeleteAttachment(adviser);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<StoredFile | null>(null);
  // Clears the picker after each pick, so choosing the same file again (after an error) is seen as a change.
  const resetPicker = useRef<() => void>(null);

  const onPick = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    // Said at once instead of after sending 10 MB; the server enforces the same limit.
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setError(MESSAGES.attachmentTooLarge);
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notifySuccess(MESSAGES.fileDeleted);
      setError(null);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setToDelete(null);
    }
  };

  const files = list.data ?? [];
  return (
    <Stack gap="xs">
      <div>
        <Input.Label>Default attachments</Input.Label>
        <Input.Description>
          Added to every invitation sent from BrokerDesk, such as your credit guide or privacy statement. PDF or office
          documents, up to 10 MB each.
        </Input.Description>
      </div>
      {list.isPending ? (
        <RowsSkeleton label="Loading your attachments" rows={2} withBadge={false} />
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error)}</Alert>
      ) : files.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No attachments yet.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} aria-label="Default attachments" style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Paper key={file.id} component="li" withBorder px="sm" py={6} radius="sm">
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fz="sm" truncate>
                    {file.file_name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {formatSize(file.size_bytes)} · added {formatDateTime(file.created_at)}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${file.file_name}`}
                  onClick={() => setToDelete(file)}
                >
                  <IconTrash {...iconProps('lg')} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <FileButton onChange={(f) => void onPick(f)} accept={ACCEPT} resetRef={resetPicker}>
        {(props) => (
          <Button {...props} variant="light" w="fit-content" loading={upload.isPending}>
            Upload attachment
          </Button>
        )}
      </FileButton>
      <ConfirmModal
        opened={toDelete !== null}
        title="Delete attachment"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      >
        Delete “{toDelete?.file_name}”? It will no longer be added to your client emails.
      </ConfirmModal>
    </Stack>
  );
}
