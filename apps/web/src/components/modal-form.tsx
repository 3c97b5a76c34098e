import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type FormEvent, type ReactNode, useState } from 'react';
import { showServerError } from '../lib/forms';
import { notifySuccess } from '../lib/notify';

/**
 * A centred modal whose form is mounted only while it is open, so every opening starts from fresh values
 * (the caller keys the form by what it edits).
 */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  zIndex,
  children,
}: Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size' | 'zIndex'> & { children: ReactNode }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} zIndex={zIndex} centered>
      {opened && children}
    </Modal>
  );
}

/**
 * The form inside a FormModal: its fields, then Cancel and the submit button. Submitting validates, saves,
 * shows the success notice and closes; a failure goes to its field or a notice (showServerError) and keeps
 * what was typed. The submit event stops at this form: React passes it up through portals, so a modal opened
 * from inside another modal's form (the document template's picker) would otherwise submit that form too.
 */
export function ModalForm<Values extends Record<string, unknown>>({
  form,
  save,
  success,
  onDone,
  submitLabel = 'Save',
  aside,
  children,
}: {
  form: UseFormReturnType<Values>;
  save: (values: Values) => Promise<unknown>;
  /** The notice shown once saved; none when the save takes the user elsewhere (a new client opens its profile). */
  success?: string;
  /** Closes the modal: after a save, and on Cancel. */
  onDone: () => void;
  submitLabel?: string;
  /** Shown at the start of the button row. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const [submitting, setSubmitting] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      await save(values);
      if (success) notifySuccess(success);
      onDone();
    } catch (err) {
      showServerError(form, err);
    } finally {
      setSubmitting(false);
    }
  });
  const buttons = (
    <Group justify="flex-end">
      <Button variant="default" onClick={onDone}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
  return (
    <form
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
    >
      <Stack>
        {children}
        {aside ? (
          <Group justify="space-between">
            {aside}
            {buttons}
          </Group>
        ) : (
          buttons
        )}
      </Stack>
    </form>
  );
}
