import { type AdviserDetail, type MailClient, MESSAGES } from '@brokerdesk/contract/constants';
import { Divider, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { AutosaveTextInput } from '../../components/autosave/autosave-text-input';
import { useAutosave } from '../../components/autosave/use-autosave';
import { AutosaveSettingsFrame } from '../../components/settings-frame';
import { type AdviserRef, settingsHeading, useAdviserSave } from '../../lib/adviser';
import { notifySuccess } from '../../lib/notify';
import { fetchDefaultPersonalMessage } from './api';
import { AttachmentsSection } from './attachments-section';
import { DocumentsSection } from './documents-section';
import { PersonalMessageField } from './personal-message-field';
import { SendMethodSection } from './send-method-section';

/**
 * broker-mail-setting and planner-mail-setting (docs/spec/settings-billing-admin.md §2 Mail Settings): how client
 * emails are sent, the default attachments, the personal message and the disclaimer. Choices save at once, text on
 * blur.
 */
export function MailSettingsPage() {
  return (
    <AutosaveSettingsFrame heading={(adviser, me) => settingsHeading('Mail Settings', adviser, me)} maw={760}>
      {(adviser, ref) => <MailSettingsForm adviser={adviser} adviserRef={ref} />}
    </AutosaveSettingsFrame>
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
        // Text saves say so (docs/spec/settings-billing-admin.md §8 'Saved successfully.'); choices show their effect
        // on the page at once.
        save={async (value, previous) => {
          await save('email_disclaimer', value, previous);
          notifySuccess(MESSAGES.savedSuccessfully);
        }}
      />
      <Divider />
      <DocumentsSection adviser={adviser} save={save} />
    </Stack>
  );
}

export { MailSettingsPage as Component };
