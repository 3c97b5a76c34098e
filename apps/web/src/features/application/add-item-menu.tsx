import { Button, Menu } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { type ListPage, useCreateItem } from './fact-find-api';

/**
 * Add an asset or liability of one of the template types (docs/spec/settings-billing-admin.md §3); the new card is
 * scrolled into view.
 */
export function AddItemMenu({ clientId, page, kinds }: { clientId: number; page: ListPage; kinds: readonly string[] }) {
  const create = useCreateItem(clientId, page);
  const add = (kind: string) =>
    create.mutate(kind, {
      onSuccess: (item) =>
        requestAnimationFrame(() =>
          document.querySelector(`[data-item-id="${item.id}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        ),
      onError: (err) => notifyError(errorMessage(err)),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button loading={create.isPending} size="md">
          {page === 'asset' ? 'Add an asset' : 'Add a liability'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.map((kind) => (
          <Menu.Item key={kind} onClick={() => add(kind)} py="sm">
            {kind}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
