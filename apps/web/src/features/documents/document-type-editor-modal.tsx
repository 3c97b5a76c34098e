import { type DocumentType, DocumentWordingFormSchema, MESSAGES } from '@brokerdesk/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showServerError } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { useSaveDocumentTypeExtension } from './api';
import { DocumentWordingFields } from './document-wording-fields';
import { stopAtThisForm } from './nested-form';

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
    <Modal opened={documentType !== null} onClose={onClose} title="Edit document type" size="lg" centered zIndex={300}>
      {documentType && (
        <EditorForm key={documentType.id} brokerId={brokerId} documentType={documentType} onDone={onClose} />
      )}
    </Modal>
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

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ documentType: documentType.id, brokerId, ...values });
      notifySuccess(MESSAGES.documentTypeSaved);
      onDone();
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <form onSubmit={stopAtThisForm(submit)} noValidate>
      <Stack>
        <Text fz="sm" c="dimmed">
          Your wording is used for your clients only.
          {documentType.extension ? ` The shared name is “${documentType.name}”.` : ''}
        </Text>
        <DocumentWordingFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
