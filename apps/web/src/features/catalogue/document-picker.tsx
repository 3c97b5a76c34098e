import { type CustomDocumentType, type DocumentType, MESSAGES } from '@brokerdesk/contract/constants';
import { Alert, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { CardsSkeleton } from '../../components/skeletons';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDeleteCustomDocumentType, useDocumentTypes } from './api';
import { CustomDocumentTypeModal, type CustomTypePlace } from './custom-document-type-modal';
import { DocumentCategoryColumn, type DocumentPickerActions } from './document-category-column';
import { DocumentTypeEditorModal } from './document-type-editor-modal';

/**
 * The catalogue as checkboxes in five columns on wide screens (docs/spec/settings-billing-admin.md §2, §9), with the
 * document type editor and the custom document type modal. Used by the document template modal and a client's document
 * page.
 */
export function DocumentPicker({
  brokerId,
  clientId,
  selected,
  onChange,
}: {
  brokerId: number;
  clientId?: number;
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}) {
  const catalogue = useDocumentTypes(brokerId, clientId);
  const remove = useDeleteCustomDocumentType();
  const [editing, setEditing] = useState<DocumentType | null>(null);
  const [adding, setAdding] = useState<CustomTypePlace | null>(null);
  const [deleting, setDeleting] = useState<CustomDocumentType | null>(null);

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const actions: DocumentPickerActions = {
    selected,
    onToggle: toggle,
    onEdit: setEditing,
    onDeleteCustom: setDeleting,
    onAddCustom: (categoryId) => setAdding({ categoryId }),
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ documentTypeId: deleting.id, brokerId });
      toggle(deleting.id, false);
      notifySuccess(MESSAGES.documentDeleted);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setDeleting(null);
    }
  };

  if (catalogue.isPending) {
    return (
      <CardsSkeleton label="Loading the document types" cards={5} cols={{ base: 1, xs: 2, md: 3, lg: 5 }} lines={4} />
    );
  }
  if (catalogue.isError) {
    const message = errorMessage(catalogue.error);
    return <Alert color="red">{message}</Alert>;
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm" verticalSpacing="sm">
        {catalogue.data.map((category) => (
          <DocumentCategoryColumn key={category.id} category={category} actions={actions} />
        ))}
      </SimpleGrid>
      <DocumentTypeEditorModal brokerId={brokerId} documentType={editing} onClose={() => setEditing(null)} />
      <CustomDocumentTypeModal
        brokerId={brokerId}
        clientId={clientId}
        categories={catalogue.data}
        place={adding}
        onClose={() => setAdding(null)}
        onCreated={(type) => toggle(type.id, true)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete document type"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Delete “{deleting?.name}”? It is removed from your list and from templates that include it.
      </ConfirmModal>
    </>
  );
}
