import { ChoosePasswordFormSchema, MESSAGES } from '@brokerdesk/contract';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useParams } from 'react-router';
import { showServerError } from '../../lib/forms';
import { useResetPassword } from './api';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(ChoosePasswordFormSchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token, password: values.password });
    } catch (err) {
      showServerError(form, err);
    }
  });
  const tokenError =
    reset.error && 'field' in reset.error && reset.error.field === 'token' ? reset.error.message : null;

  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={420}>
      <Title order={2} mb="md">
        Choose a new password
      </Title>
      {reset.isSuccess ? (
        <Stack>
          <Alert color="teal">{MESSAGES.passwordResetDone}</Alert>
          <Button component={Link} to="/login">
            Sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {tokenError && (
              <Alert color="red">
                {tokenError}{' '}
                <Anchor component={Link} to="/forgot-password">
                  Send me a new link
                </Anchor>
              </Alert>
            )}
            <PasswordInput
              label="New password"
              description={MESSAGES.passwordPolicy}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirm')} />
            <Button type="submit" loading={reset.isPending} fullWidth>
              Save my new password
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

export { ResetPasswordPage as Component };
