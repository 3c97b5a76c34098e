import { ApiError, ChoosePasswordFormSchema, MESSAGES } from '@brokerdesk/contract';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { homePathFor } from '../../app/session';
import { showServerError } from '../../lib/forms';
import { useAcceptInvite } from './api';

/** accept-invite (public): the invited client chooses a password and is signed in to their application. */
export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(ChoosePasswordFormSchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const me = await accept.mutateAsync({ token, password: values.password });
      await navigate(homePathFor(me), { replace: true });
    } catch (err) {
      // A bad link is shown in the alert below, with its way out; anything else goes to its field or a notice.
      if (!(err instanceof ApiError && err.field === 'token')) showServerError(form, err);
    }
  });
  // A bad or expired link is not something the form can fix: say so and offer the login page instead.
  const tokenError = accept.error instanceof ApiError && accept.error.field === 'token' ? accept.error.message : null;

  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={420}>
      <Title order={2} mb="xs">
        Welcome
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Choose a password to open your application.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          {tokenError && (
            <Alert color="red" data-testid="invite-token-error">
              {tokenError}{' '}
              <Anchor component={Link} to="/login" fz="inherit">
                Go to the login page
              </Anchor>
            </Alert>
          )}
          <PasswordInput
            label="Password"
            description={MESSAGES.passwordPolicy}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirm')} />
          <Button type="submit" loading={accept.isPending} fullWidth>
            Set my password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export { AcceptInvitePage as Component };
