import { ClientCreateSchema, MESSAGES } from '@brokerdesk/contract';
import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormModal, ModalForm } from '../../components/modal-form';
import { useMe } from '../../lib/me';
import { applicantPath } from '../../lib/paths';
import { formatPhoneAsYouType, phoneToStore } from '../../lib/phone';
import { templateListQuery } from '../templates';
import { useCreateClient } from './api';

/**
 * The form checks what the server checks (ClientCreateSchema), plus that a typed mobile is a phone number by the
 * same reading of Australian numbers the server stores them by (lib/phone.ts), so a typo is shown under the field before anything is sent.
 */
export const CreateClientFormSchema = ClientCreateSchema.refine(
  (v) => !v.phone_mobile || phoneToStore(v.phone_mobile),
  {
    error: MESSAGES.invalidPhone,
    path: ['phone_mobile'],
  },
);

const EMPTY = { first_name: '', last_name: '', email: '', phone_mobile: '' };

/**
 * Add a New Client (docs/spec/core-and-application.md §2 Broker landing page): the primary applicant's names and
 * contact. On success the app opens that applicant's profile (docs/spec/core-and-application.md §4: creating a client
 * opens the applicant profile).
 */
export function CreateClientDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Add a New Client" size="lg">
      <CreateClientForm onDone={onClose} />
    </FormModal>
  );
}

/**
 * A broker's document templates to ask the new client for at once (the documents issue: requests made when a client is
 * created from a document template choice); none for a planner, who has no templates.
 */
function useDocumentTemplates() {
  const me = useMe();
  const brokerId = me.role === 'broker' ? (me.broker_id ?? 0) : 0;
  return useQuery({
    ...templateListQuery(brokerId),
    enabled: brokerId > 0,
    select: (data) => data.templates.filter((t) => t.type === 'document'),
  });
}

function CreateClientForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const create = useCreateClient();
  const templates = useDocumentTemplates();
  const [documentTemplateId, setDocumentTemplateId] = useState('');
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(CreateClientFormSchema, { sync: true }),
  });

  return (
    <ModalForm
      form={form}
      save={async (values) => {
        const body = ClientCreateSchema.parse({
          ...values,
          ...(documentTemplateId ? { documentTemplateId: Number(documentTemplateId) } : {}),
        });
        const { client, applicant } = await create.mutateAsync(body);
        navigate(applicantPath(client.id, applicant.id));
      }}
      onDone={onDone}
      submitLabel="Add client"
    >
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
      {(templates.data?.length ?? 0) > 0 && (
        <NativeSelect
          label="Documents to ask for"
          description="The documents of one of your templates are requested of the client at once."
          value={documentTemplateId}
          onChange={(e) => setDocumentTemplateId(e.currentTarget.value)}
          data={[
            { value: '', label: 'None for now' },
            ...(templates.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
          ]}
        />
      )}
    </ModalForm>
  );
}
