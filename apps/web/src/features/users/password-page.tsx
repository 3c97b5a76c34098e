import { MESSAGES, passwordFormSchema } from '@brokerdesk/contract';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { showServerError } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { useChangePassword, useMe } from './api';

/**
 * broker-password and planner-password (core §2 Password page, settings §2 Planner Password): the current
 * password only when it is one's own account; the planner page words its messages as settings §5 does.
 */
export function PasswordPage() {
  const me = useMe();
  const params = useParams();
  const planner = params.plannerId !== undefined;
  const userId = me.id;
  // The current password is asked for on one's own account only (core §2 Password page).
  const needsCurrent = userId === me.id;
  const schema = useMemo(() => passwordFormSchema({ needsCurrent, planner }), [needsCurrent, planner]);
  const change = useChangePassword(planner);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync({
        userId,
        currentPassword: values.currentPassword || undefined,
        newPassword: values.newPassword,
      });
      notifySuccess(planner ? MESSAGES.passwordChanged : MESSAGES.passwordSaved);
      form.reset();
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Paper withBorder p="xl" radius="md" maw={520}>
      <Title order={1} fz={24} mb={4}>
        Password
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        {MESSAGES.passwordPolicy}. Changing it signs you out on your other devices.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          {needsCurrent && (
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
          )}
          <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={change.isPending} w="fit-content">
            Save password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export { PasswordPage as Component };
