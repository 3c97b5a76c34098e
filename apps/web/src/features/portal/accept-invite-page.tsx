import { ApiError, ChoosePasswordFormSchema, MESSAGES } from '@brokerdesk/contract';
import { Alert, Button, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { showServerError } from '../../lib/forms';
import { homePathFor } from '../../lib/me';
import { usePublicAdviser } from '../../lib/public-branding';
import { checkInviteQuery, useAcceptInvite } from './api';

const card = {
  component: 'section',
  withBorder: true,
  shadow: 'md',
  p: 32,
  radius: 'md',
  w: '100%',
  maw: 420,
} as const;

/**
 * accept-invite (public): the invited client chooses a password and is signed in to their application. The link is
 * checked as the page opens, so a link already used says so and offers Sign in instead of asking for a password
 * twice; the page wears the header of the adviser who sent it.
 */
export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const check = useQuery(checkInviteQuery(token));
  usePublicAdviser(check.data?.adviser);

  if (check.isPending) {
    return (
      <Paper {...card}>
        <Stack align="center" py="md" role="status">
          <Loader size="sm" />
          <Text fz="sm">Checking your invitation…</Text>
        </Stack>
      </Paper>
    );
  }
  if (check.data?.state === 'used') {
    return (
      <Paper {...card} data-testid="invite-used">
        <Title order={2} mb="xs">
          You already chose a password
        </Title>
        <Text mb="md">
          This invitation has been used. Sign in with your email address and the password you chose to carry on with
          your application.
        </Text>
        <Button component={Link} to="/login" fullWidth>
          Sign in
        </Button>
      </Paper>
    );
  }
  if (check.data?.state === 'invalid') {
    return (
      <Paper {...card}>
        <Title order={2} mb="xs">
          This invitation cannot be used
        </Title>
        <Stack>
          <Alert color="red" data-testid="invite-token-error">
            {MESSAGES.inviteLinkInvalid}
          </Alert>
          <Text fz="sm">Already chose a password? Sign in instead.</Text>
          <Button component={Link} to="/login" variant="default" fullWidth>
            Sign in
          </Button>
        </Stack>
      </Paper>
    );
  }
  // Ready, or the check itself failed (offline, too many tries): the form, whose answer says what is wrong.
  return <ChoosePasswordForm token={token} />;
}

function ChoosePasswordForm({ token }: { token: string }) {
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
  // A link that went bad since the page opened is not something the form can fix: say so and offer Sign in.
  const tokenError = accept.error instanceof ApiError && accept.error.field === 'token' ? accept.error.message : null;

  return (
    <Paper {...card}>
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
              {tokenError}
            </Alert>
          )}
          {tokenError && (
            <Button component={Link} to="/login" variant="default">
              Sign in
            </Button>
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
