import {
  type ApplicantSummary,
  type ApplicationItem,
  type FieldOption,
  keysForKind,
  type Registry,
} from '@brokerdesk/contract/constants';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { FieldGrid } from '../../components/fields';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type ListPage, useDeleteItem, useItemSaver } from './fact-find-api';

/** What tells two items of a kind apart in their card's heading and the delete question. */
export function itemSubtitle(item: ApplicationItem): string {
  for (const key of ['description', 'address', 'institution', 'lender']) {
    const v = item.data[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return '';
}

export function itemName(item: ApplicationItem): string {
  const subtitle = itemSubtitle(item);
  return subtitle ? `${item.kind}: ${subtitle}` : item.kind;
}

/**
 * One asset or liability: its kind's fields (the registry's `kinds`), autosaved, and Delete behind a question.
 * `conditional` keys show once they apply (rent's frequency once there is rent).
 */
export function ItemCard({
  clientId,
  page,
  item,
  registry,
  applicants,
  options,
  conditional,
}: {
  clientId: number;
  page: ListPage;
  item: ApplicationItem;
  registry: Registry;
  applicants: readonly ApplicantSummary[];
  options?: Record<string, readonly FieldOption[]>;
  conditional?: readonly string[];
}) {
  const saver = useItemSaver(clientId, page, item);
  const remove = useDeleteItem(clientId, page);
  const [asking, setAsking] = useState(false);
  const noun = page === 'asset' ? 'asset' : 'liability';
  const subtitle = itemSubtitle(item);

  const confirm = () =>
    remove.mutate(item.id, {
      onSuccess: (answer) => {
        setAsking(false);
        notifySuccess(answer.message);
      },
      onError: (err) => notifyError(errorMessage(err)),
    });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      data-testid={`${page}-item`}
      data-kind={item.kind}
      data-item-id={item.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} fz="lg">
              {item.kind}
            </Title>
            {subtitle && (
              <Text fz="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </div>
          <Button variant="subtle" color="red" onClick={() => setAsking(true)} aria-label={`Delete ${itemName(item)}`}>
            Delete
          </Button>
        </Group>
        <FieldGrid
          saver={saver}
          data={item.data}
          names={keysForKind(registry, item.kind)}
          conditional={conditional}
          applicants={applicants}
          options={options}
        />
      </Stack>
      <ConfirmModal
        opened={asking}
        title={`Delete this ${noun}?`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        {itemName(item)} and its answers will be removed from the application.
      </ConfirmModal>
    </Paper>
  );
}
