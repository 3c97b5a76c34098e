import { AdminCategorySaveSchema, MESSAGES } from '@brokerdesk/contract';
import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormModal, ModalForm } from '../../components/modal-form';
import { useSaveCategory, useSaveSubcategory } from './api';

/** What is being named: a new or existing category, or a subcategory of one. */
export type NameTarget =
  | { kind: 'category'; id?: number; name: string }
  | { kind: 'subcategory'; categoryId: number; id?: number; name: string };

const NameSchema = AdminCategorySaveSchema.pick({ name: true });

/** An administrator adds or renames a category or subcategory of the shared catalogue. */
export function CatalogueNameModal({ target, onClose }: { target: NameTarget | null; onClose: () => void }) {
  const what = target?.kind === 'subcategory' ? 'subcategory' : 'category';
  return (
    <FormModal opened={target !== null} onClose={onClose} title={target?.id ? `Rename ${what}` : `Add ${what}`}>
      {target && <NameForm key={`${target.kind}-${target.id ?? 'new'}`} target={target} onDone={onClose} />}
    </FormModal>
  );
}

function NameForm({ target, onDone }: { target: NameTarget; onDone: () => void }) {
  const saveCategory = useSaveCategory();
  const saveSubcategory = useSaveSubcategory();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: target.name },
    validate: schemaResolver(NameSchema, { sync: true }),
  });
  const save = async ({ name }: { name: string }) => {
    if (target.kind === 'category') await saveCategory.mutateAsync({ id: target.id, name });
    else await saveSubcategory.mutateAsync({ id: target.id, category_id: target.categoryId, name });
  };
  return (
    <ModalForm form={form} save={save} success={MESSAGES.categorySaved} onDone={onDone}>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
    </ModalForm>
  );
}
