import { FEEDBACK_MAX_LENGTH, FeedbackCreateSchema, MESSAGES } from '@brokerdesk/contract';
import { Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormModal, ModalForm } from '../../components/modal-form';
import { useSendFeedback } from './api';

const count = new Intl.NumberFormat('en-AU');

/** Feedback from a broker, planner or client: a message of up to 5,000 characters. */
export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Send feedback" size="lg">
      <FeedbackForm onDone={onClose} />
    </FormModal>
  );
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const send = useSendFeedback();
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: schemaResolver(FeedbackCreateSchema, { sync: true }),
  });
  const length = form.values.message.length;

  return (
    <ModalForm
      form={form}
      save={(values) => send.mutateAsync({ message: values.message })}
      success={MESSAGES.feedbackSent}
      onDone={onDone}
      submitLabel="Send"
      aside={
        <Text fz="xs" c={length > FEEDBACK_MAX_LENGTH ? 'red' : 'dimmed'} data-testid="feedback-counter">
          {count.format(length)} / {count.format(FEEDBACK_MAX_LENGTH)}
        </Text>
      }
    >
      <Text fz="sm" c="dimmed">
        Tell us what works, what does not, or what you would like to see. The team reads every message.
      </Text>
      <Textarea
        label="Your feedback"
        autosize
        minRows={6}
        maxRows={14}
        data-autofocus
        {...form.getInputProps('message')}
      />
    </ModalForm>
  );
}
