import { type DocumentFile, type DocumentRequest, MESSAGES } from '@brokerdesk/contract/constants';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal, ModalForm } from '../../components/modal-form';
import { formatDateInput, parseTypedDate } from '../../lib/date-input';
import { documentDateLabel } from './request-state';
import { useSetFileDate } from './requests-api';

/**
 * The broker sets or clears the date a received file bears (POST document/file-date) when the client left it out or
 * typed it wrong; the file's freshness is judged again from it. Empty clears the date.
 */
export function FileDateModal({
  clientId,
  request,
  file,
  name,
  opened,
  onClose,
}: {
  clientId: number;
  request: Pick<DocumentRequest, 'name' | 'validity'>;
  file: DocumentFile;
  /** The file's name as the row shows it. */
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const label = documentDateLabel(request);
  return (
    <FormModal opened={opened} onClose={onClose} title={`${label} of ${name}`}>
      <FileDateForm clientId={clientId} file={file} label={label} onDone={onClose} />
    </FormModal>
  );
}

function FileDateForm({
  clientId,
  file,
  label,
  onDone,
}: {
  clientId: number;
  file: DocumentFile;
  label: string;
  onDone: () => void;
}) {
  const setDate = useSetFileDate(clientId);
  const form = useForm({
    initialValues: { date: formatDateInput(file.document_date) },
    validate: { date: (v) => (v.trim() && !parseTypedDate(v) ? MESSAGES.documentDateInvalid : null) },
  });
  return (
    <ModalForm
      form={form}
      success={MESSAGES.documentFileDateSaved}
      onDone={onDone}
      save={(values) => setDate.mutateAsync({ fileId: file.id, document_date: parseTypedDate(values.date) })}
    >
      <TextInput
        label={label}
        description="Day first, e.g. 05/03/2026; leave it empty to clear the date"
        inputMode="numeric"
        data-autofocus
        {...form.getInputProps('date')}
      />
    </ModalForm>
  );
}
