import { ClientCreateSchema, MESSAGES, toE164 } from '@brokerdesk/contract';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { showServerError } from '../../lib/forms';
import { formatPhoneAsYouType } from '../../lib/phone';
import { applicantPath } from '../applicants';
import { useCreateClient } from './api';

/**
 * The form checks what the server checks (ClientCreateSchema), plus that a typed mobile is a phone number by the
 * same toE164 the server stores it with, so a typo is shown under the field before anything is sent.
 */
export const CreateClientFormSchema = ClientCreateSchema.refine((v) => !v.phone_mobile || toE164(v.phone_mobile), {
  error: MESSAGES.invalidPhone,
  path: ['phone_mobile'],
});

const EMPTY = { first_name: '', last_name: '', email: '', phone_mobile: '' };

/**
 * Add a New Client (docs/spec/core-and-application.md §2 Broker landing page): the primary applicant's names and
 * contact. On success the app opens that applicant's profile (docs/spec/core-and-application.md §4: creating a client
 * opens the applicant profile).
 */
export function CreateClientDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(CreateClientFormSchema, { sync: true }),
  });

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      const { client, applicant } = await create.mutateAsync(ClientCreateSchema.parse(values));
      form.reset();
      onClose();
      navigate(applicantPath(client.id, applicant.id));
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add a New Client" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            The primary applicant's details. You can add a partner, a company or a trust from the application.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="First name" required data-autofocus {...form.getInputProps('first_name')} />
            <TextInput label="Last name" required {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
          <TextInput
            label="Mobile"
            type="tel"
            autoComplete="off"
            {...form.getInputProps('phone_mobile')}
            onChange={(e) => form.setFieldValue('phone_mobile', formatPhoneAsYouType(e.currentTarget.value))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add client
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
