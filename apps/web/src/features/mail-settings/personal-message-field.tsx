import { MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Group, Textarea } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { AutosaveFieldStatus } from '../../components/autosave/autosave-field-status';
import { useAutosave } from '../../components/autosave/use-autosave';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';

interface PersonalMessageFieldProps {
  serverValue: string;
  isDefault: boolean;
  save: (value: string, previous: string) => Promise<unknown>;
  /** Fetches the product's default message (broker/ or planner/default-personal-message). */
  fetchDefault: () => Promise<string>;
}

/**
 * docs/spec/settings-billing-admin.md §2 Mail Settings: the personal message, saved on blur ('Saved successfully.'),
 * with a reset to the default message ('Message reset successfully.'). The reset goes through the same autosave, so a
 * failed or conflicting reset is shown on the field like any other save.
 */
export function PersonalMessageField({ serverValue, isDefault, save, fetchDefault }: PersonalMessageFieldProps) {
  // The notice the next save shows: a reset says so, a typed change says it was saved.
  const notice = useRef<string>(MESSAGES.savedSuccessfully);
  const [resetting, setResetting] = useState(false);
  const saveWithNotice = useCallback(
    async (value: string, previous: string) => {
      const message = notice.current;
      notice.current = MESSAGES.savedSuccessfully;
      await save(value, previous);
      notifySuccess(message);
    },
    [save],
  );
  const field = useAutosave({ serverValue, save: saveWithNotice });

  const reset = async () => {
    setResetting(true);
    try {
      const text = await fetchDefault();
      notice.current = MESSAGES.messageReset;
      await field.commit(text);
      // Already the default: nothing was sent, but the message is reset all the same.
      if (notice.current === MESSAGES.messageReset) {
        notice.current = MESSAGES.savedSuccessfully;
        notifySuccess(MESSAGES.messageReset);
      }
    } catch (err) {
      notice.current = MESSAGES.savedSuccessfully;
      notifyError(errorMessage(err));
    } finally {
      setResetting(false);
    }
  };

  const unchanged = field.value === serverValue;
  return (
    <div>
      <Textarea
        label="Personal message"
        description={
          field.status === 'saving' ? (
            <AutosaveFieldStatus field={field} />
          ) : (
            `Sent to your clients with each invitation.${isDefault && unchanged ? ' This is the default message.' : ''}`
          )
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={6}
        value={field.value}
        onChange={(e) => field.setValue(e.currentTarget.value)}
        onBlur={() => void field.commit()}
        error={
          field.status === 'failed' || field.status === 'conflict' ? <AutosaveFieldStatus field={field} /> : undefined
        }
      />
      <Group justify="flex-end" mt={6}>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={resetting}
          // Keeps the focus in the message, so the text about to be replaced is not saved first on blur.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void reset()}
        >
          Reset to default
        </Button>
      </Group>
    </div>
  );
}
