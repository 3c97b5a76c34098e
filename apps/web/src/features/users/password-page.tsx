import { MESSAGES, passwordFormSchema } from '@brokerdesk/contract';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adviserDetailQuery, settingsHeading, useAdviserRef } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';
import { showServerError } from '../../lib/forms';
import { useMe } from '../../lib/me';
import { notifySuccess } from '../../lib/notify';
import { useChangePassword } from './api';

/**
 * broker-password and planner-password (docs/spec/core-and-application.md §2 Password page,
 * docs/spec/settings-billing-admin.md §2 Planner Password): the current password only when it is one's own account; the
 * planner page words its messages as docs/spec/settings-billing-admin.md §5 does.
 */
export function PasswordPage() {
  const me = useMe();
  const ref = useAdviserRef();
  const planner = ref.kind === 'planner';
  const ownAdviserId = planner ? me.planner_id : me.broker_id;
  const isOwn = ownAdviserId === ref.id;
  // An administrator on someone else's page changes that person's password: their user comes from the adviser.
  const adviser = useQuery({ ...adviserDetailQuery(ref), enabled: !isOwn });
  const userId = isOwn ? me.id : adviser.data?.user_id;
  // The current password is asked for on one's own account only (docs/spec/core-and-application.md §2 Password page).
  const needsCurrent = isOwn;
  const schema = useMemo(() => passwordFormSchema({ needsCurrent, planner }), [needsCurrent, planner]);
  const change = useChangePassword(planner);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    if (userId === undefined) return;
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
        {settingsHeading('Password', isOwn ? undefined : adviser.data, me)}
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        {MESSAGES.passwordPolicy}.{' '}
        {isOwn
          ? 'Changing it signs you out on your other devices.'
          : 'Changing it signs them out everywhere; they sign in again with the new password.'}
      </Text>
      {adviser.isError && (
        <Alert color="red" mb="md">
          {errorMessage(adviser.error)}
        </Alert>
      )}
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
          <Button type="submit" loading={change.isPending} disabled={userId === undefined} w="fit-content">
            Save password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export { PasswordPage as Component };
