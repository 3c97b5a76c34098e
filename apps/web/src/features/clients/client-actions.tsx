import { type ClientRow, LEAD_MESSAGES, MESSAGES } from '@brokerdesk/contract/constants';
import { ActionIcon, Menu } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { useMapsConfig } from '../../lib/meta';
import { notifyError, notifySuccess } from '../../lib/notify';
import { messagesPath } from '../messages';
import { useClientAction } from './api';
import { clientName } from './client-labels';
import { ClientMapModal } from './client-map-modal';
import { clientActivityPath, openClientPath } from './client-routes';
import { DotsIcon } from './row-icons';

type RowRef = Pick<ClientRow, 'id' | 'name' | 'client_type'>;
export type RowAction = 'archive' | 'restore' | 'delete' | 'map' | 'convert';

/** One row's actions: open, activity, messages, map, convert a lead, archive or restore, delete. */
export function ClientActionsMenu({ row, onAction }: { row: RowRef; onAction: (action: RowAction) => void }) {
  const name = clientName(row.name);
  // MAPS=off: no address leaves the firm, and no map is offered (decision 044).
  const mapsOn = useMapsConfig() !== null;
  return (
    <Menu position="bottom-end" withinPortal width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={openClientPath(row.id)}>
          Open
        </Menu.Item>
        <Menu.Item component={Link} to={clientActivityPath(row.id)}>
          Activity
        </Menu.Item>
        <Menu.Item component={Link} to={messagesPath(row.id)}>
          Messages
        </Menu.Item>
        {mapsOn && <Menu.Item onClick={() => onAction('map')}>Show on map</Menu.Item>}
        {row.client_type === 'lead' && (
          <Menu.Item onClick={() => onAction('convert')}>Convert to an active client</Menu.Item>
        )}
        {row.client_type === 'archived' ? (
          <Menu.Item onClick={() => onAction('restore')}>Restore</Menu.Item>
        ) : (
          <Menu.Item onClick={() => onAction('archive')}>Archive</Menu.Item>
        )}
        <Menu.Divider />
        {/* color gives the red hover; c the light red's readable text (Mantine's red item is 3.3:1). */}
        <Menu.Item color="red" c="var(--mantine-color-red-light-color)" onClick={() => onAction('delete')}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * What the row actions do: archive and restore at once (both can be undone), delete after a confirmation, and
 * the map in its modal. Returns the handler and the modals to render once per page.
 */
export function useClientRowActions() {
  const mutation = useClientAction();
  const [deleting, setDeleting] = useState<RowRef | null>(null);
  const [mapped, setMapped] = useState<RowRef | null>(null);

  const fail = (err: unknown) => notifyError(errorMessage(err));
  const run = (row: RowRef, action: RowAction) => {
    if (action === 'map') return setMapped(row);
    if (action === 'delete') return setDeleting(row);
    mutation.mutate(
      { action, clientId: row.id },
      {
        onSuccess: () =>
          notifySuccess(
            action === 'convert'
              ? LEAD_MESSAGES.leadConverted
              : action === 'archive'
                ? MESSAGES.clientArchived
                : MESSAGES.clientRestored,
          ),
        onError: fail,
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    mutation.mutate(
      { action: 'delete', clientId: deleting.id },
      {
        onSuccess: () => {
          notifySuccess(MESSAGES.clientDeleted);
          setDeleting(null);
        },
        onError: fail,
      },
    );
  };

  const modals = (
    <>
      <ConfirmModal
        opened={deleting !== null}
        title="Delete client"
        confirmLabel="Delete"
        danger
        loading={mutation.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Delete {deleting ? clientName(deleting.name) : ''} and their application? This cannot be undone.{' '}
        {MESSAGES.clientDeleteKeepsFiles}
      </ConfirmModal>
      <ClientMapModal client={mapped} onClose={() => setMapped(null)} />
    </>
  );
  return { run, modals };
}
