import { type AdviserDetail, MESSAGES, USER_ACCOUNT_FIELDS } from '@brokerdesk/contract';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import type { AdviserRef } from '../../lib/adviser';
import { showServerError } from '../../lib/forms';
import { useMe, useUser } from '../../lib/me';
import { useEmailChange } from './account-api';

/** The email's rule is the key's own, the one user/account reads the change with. */
function emailChangeSchema(needsCurrent: boolean, needsCode: boolean) {
  return z.object({
    email: USER_ACCOUNT_FIELDS.email.schema,
    currentPassword: needsCurrent ? z.string().min(1, { error: MESSAGES.currentPasswordRequired }) : z.string(),
    code: needsCode ? z.string().trim().min(1, { error: MESSAGES.mfaCodeNeeded }) : z.string(),
  });
}

/**
 * The login email on the account page (decision 016): shown as it is, with a form to change it. One's own change
 * asks for the current password; an administrator changing another's does not. The change waits for the link
 * sent to the new address, and the field says so while it waits.
 */
export function EmailChangeField({ adviser, adviserRef }: { adviser: AdviserDetail; adviserRef: AdviserRef }) {
  const me = useMe();
  const isOwn = adviser.user_id === me.id;
  const user = useUser(adviser.user_id);
  const change = useEmailChange(adviserRef, adviser.user_id);
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // With two-step sign-in on, one's own change also asks for a code (decision 044's step-up).
  const needsCode = isOwn && me.mfa_enabled;
  const schema = useMemo(() => emailChangeSchema(isOwn, needsCode), [isOwn, needsCode]);
  const form = useForm({
    initialValues: { email: '', currentPassword: '', code: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const pending = (change.data ?? user.data)?.pending_email ?? null;

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await change.mutateAsync({
        email: values.email,
        currentPassword: isOwn ? values.currentPassword : undefined,
        code: needsCode ? values.code : undefined,
      });
      setSentTo(saved.pending_email);
      setEditing(false);
      form.reset();
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Stack gap="xs">
      <TextInput
        label="Email"
        type="email"
        value={adviser.email}
        readOnly
        description={
          pending ? `Waiting for ${pending}: the change happens when the link sent there is followed.` : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {sentTo && !editing && (
        <Alert color="teal" p="xs" data-testid="email-change-sent">
          {MESSAGES.emailChangeSent}
        </Alert>
      )}
      {editing ? (
        <form onSubmit={submit} noValidate aria-label="Change login email">
          <Stack gap="xs">
            <TextInput label="New email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            {isOwn && (
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                {...form.getInputProps('currentPassword')}
              />
            )}
            {needsCode && (
              <TextInput
                label="Code from your authenticator app"
                autoComplete="one-time-code"
                {...form.getInputProps('code')}
              />
            )}
            <Group gap="xs">
              <Button type="submit" size="xs" loading={change.isPending}>
                Send confirmation link
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text fz="sm">
          <Anchor component="button" type="button" onClick={() => setEditing(true)}>
            Change email
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
