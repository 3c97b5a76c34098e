import { type AdminCategory, type AdminDocumentType, DocumentWordingFormSchema, MESSAGES } from '@brokerdesk/contract';
import { Group, Select } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { FormModal, ModalForm } from '../../components/modal-form';
import { useSaveSharedType } from './api';
import { DocumentWordingFields } from './document-wording-fields';

const SharedTypeFormSchema = DocumentWordingFormSchema.extend({
  category_id: z.string().min(1, { error: MESSAGES.categoryRequired }),
  subcategory_id: z.string().nullable(),
});
type FormValues = z.output<typeof SharedTypeFormSchema>;

export type SharedTypeTarget = { type: AdminDocumentType } | { categoryId: number; subcategoryId?: number | null };

/** An administrator adds or edits a shared document type: its wording and where it is filed (decision 007). */
export function SharedTypeModal({
  categories,
  target,
  onClose,
}: {
  categories: AdminCategory[];
  /** The type to edit, or where a new one goes; the modal is open while it is set. */
  target: SharedTypeTarget | null;
  onClose: () => void;
}) {
  const editing = target && 'type' in target ? target.type : null;
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={editing ? 'Edit shared document type' : 'Add shared document type'}
      size="lg"
    >
      {target && <SharedTypeForm key={editing?.id ?? 'new'} categories={categories} target={target} onDone={onClose} />}
    </FormModal>
  );
}

function initialValues(target: SharedTypeTarget): FormValues {
  if ('type' in target) {
    const t = target.type;
    return {
      name: t.name,
      description: t.description,
      question: t.question,
      tooltip: t.tooltip,
      category_id: String(t.category_id),
      subcategory_id: t.subcategory_id ? String(t.subcategory_id) : null,
    };
  }
  return {
    name: '',
    description: '',
    question: '',
    tooltip: '',
    category_id: String(target.categoryId),
    subcategory_id: target.subcategoryId ? String(target.subcategoryId) : null,
  };
}

function SharedTypeForm({
  categories,
  target,
  onDone,
}: {
  categories: AdminCategory[];
  target: SharedTypeTarget;
  onDone: () => void;
}) {
  const save = useSaveSharedType();
  const form = useForm({
    mode: 'controlled',
    initialValues: initialValues(target),
    validate: schemaResolver(SharedTypeFormSchema, { sync: true }),
  });
  const subcategories = categories.find((c) => String(c.id) === form.values.category_id)?.subcategories ?? [];

  const saveType = (values: FormValues) => {
    const body = {
      name: values.name,
      description: values.description,
      question: values.question,
      tooltip: values.tooltip,
      category_id: Number(values.category_id),
      subcategory_id: values.subcategory_id ? Number(values.subcategory_id) : null,
    };
    return save.mutateAsync('type' in target ? { ...body, id: target.type.id } : body);
  };

  return (
    <ModalForm form={form} save={saveType} success={MESSAGES.documentTypeSaved} onDone={onDone}>
      <DocumentWordingFields form={form} />
      <Group grow align="flex-start">
        <Select
          label="Category"
          required
          allowDeselect={false}
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps('category_id')}
          onChange={(value) => {
            form.setFieldValue('category_id', value ?? '');
            form.setFieldValue('subcategory_id', null);
          }}
        />
        <Select
          label="Subcategory"
          placeholder="None"
          clearable
          disabled={subcategories.length === 0}
          data={subcategories.map((s) => ({ value: String(s.id), label: s.name }))}
          {...form.getInputProps('subcategory_id')}
        />
      </Group>
    </ModalForm>
  );
}
