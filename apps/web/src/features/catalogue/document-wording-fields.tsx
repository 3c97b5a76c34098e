import { DOCUMENT_NAME_MAX, DOCUMENT_TEXT_MAX, type DocumentWording } from '@brokerdesk/contract/constants';
import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/**
 * The four words a client reads about a document (docs/spec/settings-billing-admin.md §3): the name, what it is, the
 * question put to the client and the hint beside it. Shared by the broker's editor and the administrators' catalogue
 * page.
 */
export function DocumentWordingFields<T extends DocumentWording>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <>
      <TextInput label="Name" required maxLength={DOCUMENT_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
      <Textarea
        label="Description"
        description="What the document is."
        autosize
        minRows={2}
        maxLength={DOCUMENT_TEXT_MAX}
        {...form.getInputProps('description')}
      />
      <Textarea
        label="Question"
        description="What your client is asked."
        autosize
        minRows={2}
        maxLength={DOCUMENT_TEXT_MAX}
        {...form.getInputProps('question')}
      />
      <Textarea
        label="Tooltip"
        description="A hint shown beside the question."
        autosize
        minRows={2}
        maxLength={DOCUMENT_TEXT_MAX}
        {...form.getInputProps('tooltip')}
      />
    </>
  );
}
