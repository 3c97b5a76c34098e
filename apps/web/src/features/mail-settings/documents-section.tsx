import { type AdviserDetail, isReminderDays, MESSAGES } from '@brokerdesk/contract/constants';
import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { AutosaveFieldStatus } from '../../components/autosave/autosave-field-status';
import { AutosaveTextInput } from '../../components/autosave/autosave-text-input';
import { useAutosave } from '../../components/autosave/use-autosave';
import type { useAdviserSave } from '../../lib/adviser';
import { notifySuccess } from '../../lib/notify';

/**
 * The documents part of mail settings (the documents issue): when clients are reminded of what is still missing, and
 * whether they may upload Word and Excel files as well as PDFs and photos.
 */
export function DocumentsSection({
  adviser,
  save,
}: {
  adviser: AdviserDetail;
  save: ReturnType<typeof useAdviserSave>;
}) {
  const office = useAutosave<boolean>({
    serverValue: adviser.documents_allow_office,
    save: (v, prev) => save('documents_allow_office', v, prev),
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Documents
      </Title>
      <AutosaveTextInput
        label="Days between document reminders"
        description="Clients with documents still missing are emailed this many days after the invitation, then after each reminder (for example 2,5,10). Never between 8 pm and 8 am, at most one a day. Leave empty to send none."
        serverValue={adviser.reminder_days}
        validate={(value) => (isReminderDays(value) ? null : MESSAGES.reminderDaysInvalid)}
        save={async (value, previous) => {
          await save('reminder_days', value, previous);
          notifySuccess(MESSAGES.savedSuccessfully);
        }}
      />
      <div>
        <Checkbox
          label="Clients may upload Word and Excel files"
          checked={office.value}
          disabled={office.status === 'saving'}
          onChange={(e) => void office.commit(e.currentTarget.checked)}
        />
        {office.status === 'failed' || office.status === 'conflict' ? <AutosaveFieldStatus field={office} /> : null}
        <Text size="sm" c="dimmed" mt={4}>
          PDF, JPEG, PNG and iPhone photos (HEIC) are always accepted.
        </Text>
      </div>
    </Stack>
  );
}
