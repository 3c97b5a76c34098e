import { type AdviserDetail, ApiError, type MailClient, MESSAGES } from '@brokerdesk/contract';
import { Alert, Divider, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { AutosaveIndicator } from '../../components/autosave/autosave-indicator';
import { AutosaveTextInput } from '../../components/autosave/autosave-text-input';
import { useAutosave } from '../../components/autosave/use-autosave';
import { notifySuccess } from '../../lib/notify';
import {
  type AdviserRef,
  settingsHeading,
  useAdviserDetail,
  useAdviserRef,
  useAdviserSave,
} from '../advisers/settings-api';
import { useMe } from '../users/api';
import { fetchDefaultPersonalMessage } from './api';
import { AttachmentsSection } from './attachments-section';
import { PersonalMessageField } from './personal-message-field';
import { SendMethodSection } from './send-method-section';

/**
 * broker-mail-setting and planner-mail-setting (settings §2 Mail Settings): how client emails are sent, the
 * default attachments, the personal message and the disclaimer. Choices save at once, text on blur.
 */
export function MailSettingsPage() {
  const me = useMe();
  const ref = useAdviserRef();
  const detail = useAdviserDetail(ref);
  const heading = settingsHeading('Mail Settings', detail.data, me);

  return (
    <Paper withBorder p="xl" radius="md" maw={760}>
      <Group justify="space-between" align="flex-start" mb="lg">
        <Title order={1} fz={24}>
          {heading}
        </Title>
        {detail.data && <AutosaveIndicator />}
      </Group>
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <Alert color="red">{detail.error instanceof ApiError ? detail.error.message : MESSAGES.serverError}</Alert>
      ) : (
        <MailSettingsForm adviser={detail.data} adviserRef={ref} />
      )}
    </Paper>
  );
}

function MailSettingsForm({ adviser, adviserRef }: { adviser: AdviserDetail; adviserRef: AdviserRef }) {
  const save = useAdviserSave(adviserRef);
  const mailto = useAutosave<number>({ serverValue: adviser.mailto, save: (v, prev) => save('mailto', v, prev) });
  const mailClient = useAutosave<MailClient>({
    serverValue: adviser.mail_client,
    save: (v, prev) => save('mail_client', v, prev),
  });
  const fetchDefault = useCallback(() => fetchDefaultPersonalMessage(adviserRef), [adviserRef]);

  return (
    <Stack gap="xl">
      <SendMethodSection mailto={mailto} mailClient={mailClient} />
      {mailto.value === 0 && <AttachmentsSection adviser={adviserRef} />}
      <Divider />
      <PersonalMessageField
        serverValue={adviser.personal_message}
        isDefault={adviser.personal_message_is_default}
        save={(value, previous) => save('personal_message', value, previous)}
        fetchDefault={fetchDefault}
      />
      <AutosaveTextInput
        label="Email disclaimer"
        description="Added at the end of every email your clients receive."
        multiline
        minRows={4}
        serverValue={adviser.email_disclaimer}
        // Text saves say so (settings §8 'Saved successfully.'); choices show their effect on the page at once.
        save={async (value, previous) => {
          await save('email_disclaimer', value, previous);
          notifySuccess(MESSAGES.savedSuccessfully);
        }}
      />
    </Stack>
  );
}

export { MailSettingsPage as Component };
