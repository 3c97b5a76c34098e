import { LoginSchema } from '@brokerdesk/contract';
import { Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { homePathFor } from '../../app/session';
import { safeRedirect, showServerError } from '../../lib/forms';
import { useLogin } from './api';

/**
 * docs/spec/core-and-application.md §2 Login: email and password, the spec's messages, then on to the wanted page or
 * the role's home.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(LoginSchema.parse(values));
      navigate(safeRedirect(params.get('redirect')) ?? homePathFor(user), { replace: true });
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={420}>
      <Title order={2} mb={4}>
        Sign in
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        Brokers, planners and their clients sign in here.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
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
            Login
          </Button>
          <Text fz="sm" ta="center" c="dimmed">
            New to the product?{' '}
            <Anchor component={Link} to="/signup" fz="sm">
              Start a free trial
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

export { LoginPage as Component };
