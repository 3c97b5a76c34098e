import { Button, Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';

/**
 * One row of a profile list (an address, an employment, an income) with its delete, asked first. The caller gives its
 * fields and its delete; an asset's or a liability's card is the application's, built from its kind's registry keys.
 */
export function ProfileListCard({
  title,
  what,
  onDelete,
  children,
  testId,
}: {
  title: string;
  /** How the confirmation names the row: 'this address'. */
  what: string;
  /** Deletes the row; resolves with the server's message. */
  onDelete: () => Promise<string>;
  children: ReactNode;
  testId?: string;
}) {
  const [opened, setOpened] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      notifySuccess(await onDelete());
      setOpened(false);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={600}>{title}</Text>
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => setOpened(true)}>
          Delete
        </Button>
      </Group>
      {children}
      <ConfirmModal
        opened={opened}
        title={`Delete ${what}`}
        confirmLabel="Delete"
        danger
        loading={deleting}
        onConfirm={() => void confirm()}
        onClose={() => setOpened(false)}
      >
        Delete {what} and what was entered for it?
      </ConfirmModal>
    </Paper>
  );
}
