import { type CustomDocumentType, type DocumentCategory, DocumentTypeNameSchema, MESSAGES } from '@brokerdesk/contract';
import { Select, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { FormModal, ModalForm } from '../../components/modal-form';
import { useCreateCustomDocumentType } from './api';

/** Select values are strings; the contract's rules still decide what is valid. */
const CustomTypeFormSchema = z.object({
  name: DocumentTypeNameSchema,
  category_id: z.string().min(1, { error: MESSAGES.categoryRequired }),
  subcategory_id: z.string().nullable(),
});

export interface CustomTypePlace {
  categoryId: number;
  subcategoryId?: number | null;
}

/**
 * The custom document type modal (docs/spec/settings-billing-admin.md §2 Templates modals, §3): a document of the
 * adviser's own in a category and optional subcategory. With `clientId` (the application document page) it is made for
 * that client's application only.
 */
export function CustomDocumentTypeModal({
  brokerId,
  clientId,
  categories,
  place,
  onClose,
  onCreated,
}: {
  brokerId: number;
  clientId?: number;
  categories: DocumentCategory[];
  /** Where the type goes by default; the modal is open while it is set. */
  place: CustomTypePlace | null;
  onClose: () => void;
  onCreated?: (type: CustomDocumentType) => void;
}) {
  return (
    <FormModal opened={place !== null} onClose={onClose} title="Add document type" zIndex={300}>
      {place && (
        <CustomTypeForm
          key={`${place.categoryId}-${place.subcategoryId ?? ''}`}
          {...{ brokerId, clientId, categories, place, onCreated }}
          onDone={onClose}
        />
      )}
    </FormModal>
  );
}

function CustomTypeForm({
  brokerId,
  clientId,
  categories,
  place,
  onCreated,
  onDone,
}: {
  brokerId: number;
  clientId?: number;
  categories: DocumentCategory[];
  place: CustomTypePlace;
  onCreated?: (type: CustomDocumentType) => void;
  onDone: () => void;
}) {
  const create = useCreateCustomDocumentType();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      category_id: String(place.categoryId),
      subcategory_id: place.subcategoryId ? String(place.subcategoryId) : null,
    } as z.input<typeof CustomTypeFormSchema>,
    validate: schemaResolver(CustomTypeFormSchema, { sync: true }),
  });
  const category = categories.find((c) => String(c.id) === form.values.category_id);
  const subcategories = category?.subcategories ?? [];

  const save = async (values: typeof form.values) => {
    const created = await create.mutateAsync({
      name: values.name,
      category_id: Number(values.category_id),
      subcategory_id: values.subcategory_id ? Number(values.subcategory_id) : null,
      brokerId,
      clientId,
    });
    onCreated?.(created);
  };

  return (
    <ModalForm form={form} save={save} success={MESSAGES.documentTypeSaved} onDone={onDone} submitLabel="Add">
      <Text fz="sm" c="dimmed">
        {clientId ? 'This document type is added for this client only.' : 'Only you and your clients see it.'}
      </Text>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Select
        label="Category"
        required
        allowDeselect={false}
        data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        comboboxProps={{ zIndex: 310 }}
        {...form.getInputProps('category_id')}
        onChange={(value) => {
          form.setFieldValue('category_id', value ?? '');
          form.setFieldValue('subcategory_id', null);
        }}
      />
      {subcategories.length > 0 && (
        <Select
          label="Subcategory"
          placeholder="None"
          clearable
          data={subcategories.map((s) => ({ value: String(s.id), label: s.name }))}
          comboboxProps={{ zIndex: 310 }}
          {...form.getInputProps('subcategory_id')}
        />
      )}
    </ModalForm>
  );
}
