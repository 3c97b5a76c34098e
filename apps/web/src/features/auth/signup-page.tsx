import { MESSAGES, RegisterSchema } from '@brokerdesk/contract';
import {
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showServerError } from '../../lib/forms';
import { CONFIRM_REGISTRATION_PARAM, homePathFor, onboardPath } from '../../lib/me';
import { useBillingMode } from '../../lib/meta';
import { useRegister } from './api';

/** Sign-up for brokers and planners: a trial starts at once; `?ref=CODE` records who referred them. */
export function SignupPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  // With billing off (docs/decisions/026) there is no trial to start.
  const billingOff = useBillingMode() === 'off';
  const form = useForm({
    initialValues: {
      type: params.get('type') === 'planner' ? 'planner' : 'broker',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      referrer_code: params.get('ref') ?? '',
      source: params.get('source') ?? '',
    },
    validate: schemaResolver(RegisterSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const user = await register.mutateAsync(RegisterSchema.parse(values));
      // A new adviser starts on the set-up checklist, with the confirm-registration modal
      // (docs/spec/core-and-application.md §2).
      const start = user.role === 'broker' || user.role === 'planner' ? onboardPath(user) : homePathFor(user);
      navigate(`${start}?${CONFIRM_REGISTRATION_PARAM}=1`, { replace: true });
    } catch (err) {
      showServerError(form, err);
    }
  });

  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={480}>
      <Title order={2} mb={4}>
        {billingOff ? 'Create your account' : 'Start your free trial'}
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        Collect fact-finds and documents from your clients online.{billingOff ? '' : ' No card needed for the trial.'}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          {/* Side by side the two choices need about 370 px; on a phone they stack rather than one being cut off
              (WCAG 1.4.10 Reflow). */}
          <SegmentedControl
            fullWidth
            orientation={orientation}
            data={[
              { label: 'I am a mortgage broker', value: 'broker' },
              { label: 'I am a financial planner', value: 'planner' },
            ]}
            {...form.getInputProps('type')}
          />
          <Group grow align="flex-start">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
          </Group>
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description={MESSAGES.passwordPolicy}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <TextInput label="Referral code (optional)" {...form.getInputProps('referrer_code')} />
          <TextInput label="How did you hear about us? (optional)" {...form.getInputProps('source')} />
          <Button type="submit" loading={register.isPending} fullWidth>
            Create my account
          </Button>
          <Text fz="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" fz="sm">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

export { SignupPage as Component };
