import { type DocumentType, DocumentWordingFormSchema, MESSAGES } from '@brokerdesk/contract';
import { Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormModal, ModalForm } from '../../components/modal-form';
import { useSaveDocumentTypeExtension } from './api';
import { DocumentWordingFields } from './document-wording-fields';

/**
 * The document type editor (docs/spec/settings-billing-admin.md §2 Templates modals): the adviser's own wording of a
 * shared type, which their clients then read. It starts from their current wording, or the shared one until they have
 * their own.
 */
export function DocumentTypeEditorModal({
  brokerId,
  documentType,
  onClose,
}: {
  brokerId: number;
  /** The type to reword; the modal is open while it is set. */
  documentType: DocumentType | null;
  onClose: () => void;
}) {
  return (
    <FormModal opened={documentType !== null} onClose={onClose} title="Edit document type" size="lg" zIndex={300}>
      {documentType && (
        <EditorForm key={documentType.id} brokerId={brokerId} documentType={documentType} onDone={onClose} />
      )}
    </FormModal>
  );
}

function EditorForm({
  brokerId,
  documentType,
  onDone,
}: {
  brokerId: number;
  documentType: DocumentType;
  onDone: () => void;
}) {
  const save = useSaveDocumentTypeExtension();
  const current = documentType.extension ?? documentType;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: current.name,
      description: current.description,
      question: current.question,
      tooltip: current.tooltip,
    },
    validate: schemaResolver(DocumentWordingFormSchema, { sync: true }),
  });

  const saveWording = (values: typeof form.values) =>
    save.mutateAsync({ documentType: documentType.id, brokerId, ...values });

  return (
    <ModalForm form={form} save={saveWording} success={MESSAGES.documentTypeSaved} onDone={onDone}>
      <Text fz="sm" c="dimmed">
        Your wording is used for your clients only.
        {documentType.extension ? ` The shared name is “${documentType.name}”.` : ''}
      </Text>
      <DocumentWordingFields form={form} />
    </ModalForm>
  );
}
