import { ForgotPasswordSchema, MESSAGES } from '@brokerdesk/contract';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { showServerError } from '../../lib/forms';
import { useForgotPassword } from './api';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(ForgotPasswordSchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await forgot.mutateAsync(ForgotPasswordSchema.parse(values).email);
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={420}>
      <Title order={2} mb={4}>
        Forgot your password?
      </Title>
      {forgot.isSuccess ? (
        <Stack>
          <Alert color="teal" data-testid="reset-sent">
            {MESSAGES.resetEmailSent}
          </Alert>
          <Anchor component={Link} to="/login">
            Back to login
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text c="dimmed" fz="sm">
              Type the email you sign in with and we will send you a link to choose a new password.
            </Text>
            <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              Send me a reset link
            </Button>
            <Anchor component={Link} to="/login" fz="sm">
              Back to login
            </Anchor>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

export { ForgotPasswordPage as Component };
