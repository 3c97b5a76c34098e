import { FEEDBACK_MAX_LENGTH, FeedbackCreateSchema, MESSAGES } from '@brokerdesk/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showServerError } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { useSendFeedback } from './api';

const count = new Intl.NumberFormat('en-AU');

/** Feedback from a broker, planner or client: a message of up to 5,000 characters. */
export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const send = useSendFeedback();
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: schemaResolver(FeedbackCreateSchema, { sync: true }),
  });
  const length = form.values.message.length;

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync({ message: values.message });
      notifySuccess(MESSAGES.feedbackSent);
      close();
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Send feedback" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
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
          <Group justify="space-between">
            <Text fz="xs" c={length > FEEDBACK_MAX_LENGTH ? 'red' : 'dimmed'} data-testid="feedback-counter">
              {count.format(length)} / {count.format(FEEDBACK_MAX_LENGTH)}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
