import { DocumentTemplateDataSchema, MESSAGES, type Template, TemplateNameSchema } from '@brokerdesk/contract';
import { Box, Input, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useInputGroup } from '../../components/input-group';
import { FormModal, ModalForm } from '../../components/modal-form';
import { DocumentPicker } from '../catalogue';
import { useSaveTemplate } from './api';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

/**
 * The document template modal (docs/spec/settings-billing-admin.md §2 Templates): a name and the document types to ask
 * for, picked from the catalogue in five columns. With `clientId` (docs/spec/settings-billing-admin.md §2: the route's
 * clientId) custom types are made for that client.
 */
export function DocumentTemplateModal({
  brokerId,
  clientId,
  template,
  opened,
  onClose,
}: {
  brokerId: number;
  clientId?: number;
  template: Template | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={template ? 'Edit document template' : 'New document template'}
      size="min(1480px, 96vw)"
    >
      <DocumentTemplateForm key={template?.id ?? 'new'} {...{ brokerId, clientId, template }} onDone={onClose} />
    </FormModal>
  );
}

function DocumentTemplateForm({
  brokerId,
  clientId,
  template,
  onDone,
}: {
  brokerId: number;
  clientId?: number;
  template: Template | null;
  onDone: () => void;
}) {
  const save = useSaveTemplate(brokerId);
  const form = useForm({
    mode: 'controlled',
    // `display` lists the types the template still holds, so a type deleted since is not sent back.
    initialValues: { name: template?.name ?? '', selected: template?.display.map((d) => d.id) ?? [] },
    validate: (values) => ({
      name: firstError(TemplateNameSchema.safeParse(values.name)),
      selected: firstError(DocumentTemplateDataSchema.safeParse(values.selected)),
    }),
  });

  const saveTemplate = (values: typeof form.values) =>
    save.mutateAsync({ id: template?.id, type: 'document', name: values.name, data: values.selected });

  const count = form.values.selected.length;
  const selectedCount = (
    <Text fz="sm" c="dimmed" data-testid="selected-count">
      {count === 1 ? '1 document type selected' : `${count} document types selected`}
    </Text>
  );
  const types = useInputGroup({ error: form.errors.selected });
  return (
    <ModalForm
      form={form}
      save={saveTemplate}
      success={MESSAGES.templateSaved}
      onDone={onDone}
      submitLabel="Save template"
      aside={selectedCount}
    >
      <TextInput label="Template name" required maw={480} data-autofocus {...form.getInputProps('name')} />
      <Input.Wrapper label="Document types" error={form.errors.selected} {...types.wrapperProps}>
        <Box role="group" {...types.groupProps}>
          <Text fz="xs" c="dimmed" mb={6}>
            Tick the documents this template asks for. Use the pencil to change how a document is worded for your
            clients.
          </Text>
          <DocumentPicker
            brokerId={brokerId}
            clientId={clientId}
            selected={new Set(form.values.selected)}
            onChange={(next) => {
              form.setFieldValue('selected', [...next]);
              form.clearFieldError('selected');
            }}
          />
        </Box>
      </Input.Wrapper>
    </ModalForm>
  );
}
