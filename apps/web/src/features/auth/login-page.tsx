import { ApiError, LoginSchema } from '@brokerdesk/contract';
import type { User } from '@brokerdesk/contract/constants';
import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect, showServerError } from '../../lib/forms';
import { homePathFor } from '../../lib/me';
import { useBillingMode } from '../../lib/meta';
import { useLogin } from './api';
import { SecondStepForm } from './second-step-form';

/**
 * docs/spec/core-and-application.md §2 Login: email and password, the spec's messages, then on to the wanted page or
 * the role's home.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const billingOff = useBillingMode() === 'off';
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginSchema, { sync: true }),
  });

  // A refused sign-in belongs to the form, not to a field: which of the two was wrong is not known (decision 038).
  const [formError, setFormError] = useState<string | null>(null);
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const signedIn = (user: User) =>
    navigate(safeRedirect(params.get('redirect')) ?? homePathFor(user), { replace: true });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await login.mutateAsync(LoginSchema.parse(values));
      if (answer.user) signedIn(answer.user);
      else setMfaToken(answer.mfaToken);
    } catch (err) {
      if (err instanceof ApiError && !err.field && err.code === 'unauthenticated') setFormError(err.message);
      else showServerError(form, err);
    }
  });

  if (mfaToken) {
    return (
      <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={420}>
        <SecondStepForm
          mfaToken={mfaToken}
          onSignedIn={signedIn}
          onExpired={(message) => {
            setMfaToken(null);
            form.setFieldValue('password', '');
            setFormError(message);
          }}
        />
      </Paper>
    );
  }

  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={420}>
      <Title order={2} mb={4}>
        Sign in
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        Brokers, planners and their clients sign in here.
      </Text>
      <form onSubmit={submit} noValidate aria-describedby={formError ? 'login-error' : undefined}>
        <Stack>
          {formError && (
            <Alert color="red" id="login-error" role="alert" data-testid="login-error">
              {formError}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            placeholder="you@example.com"
            {...form.getInputProps('email')}
          />
          <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="space-between">
            <Anchor component={Link} to="/forgot-password" fz="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            Sign in
          </Button>
          <Text fz="sm" ta="center" c="dimmed">
            New to the product?{' '}
            <Anchor component={Link} to="/signup" fz="sm">
              {billingOff ? 'Create an account' : 'Start a free trial'}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

export { LoginPage as Component };
