import { MESSAGES, type User } from '@brokerdesk/contract/constants';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showServerError } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { afterEnrolment, useTotpDisable, useTotpEnable, useTotpSetup } from './security-api';

const sixDigits = (v: string) => (/^\d{6}$/.test(v.replace(/\s+/g, '')) ? null : MESSAGES.mfaCodeInvalid);

/** Set-up: the QR code and its key, then the first code; then the ten recovery codes, shown once. */
function Enrolment() {
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({ initialValues: { code: '' }, validate: { code: sixDigits } });

  if (codes) {
    return (
      <Stack>
        <Alert color="teal" title="Two-step sign-in is on">
          Save these ten recovery codes somewhere safe, away from your phone. Each signs you in once if you lose your
          phone. They are not shown again.
        </Alert>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" aria-label="Recovery codes" component="ul" p={0} m={0}>
          {codes.map((c) => (
            <Code key={c} component="li" fz="md" style={{ listStyle: 'none', textAlign: 'center' }}>
              {c}
            </Code>
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={() => void afterEnrolment()}>I have saved my recovery codes</Button>
        </Group>
      </Stack>
    );
  }
  if (!setup.data) {
    return (
      <Group>
        <Button
          loading={setup.isPending}
          onClick={() => setup.mutate(undefined, { onError: (e) => showServerError(form, e) })}
        >
          Set up two-step sign-in
        </Button>
      </Group>
    );
  }
  const { secret, qr_svg } = setup.data;
  const submit = form.onSubmit(async ({ code }) => {
    try {
      setCodes((await enable.mutateAsync(code)).recovery_codes);
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
        </Text>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr_svg)}`}
          alt="QR code to scan with your authenticator app"
          w={180}
          h={180}
        />
        <Text fz="sm">
          Or type this key into the app: <Code data-testid="totp-secret">{secret}</Code>
        </Text>
        <Text>2. Type the six-digit code the app shows.</Text>
        <Group align="flex-end">
          <TextInput
            label="Code from your app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            w={200}
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={enable.isPending}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Turning it off is a step-up: the password and a code (or a recovery code). */
function TurnOff() {
  const disable = useTotpDisable();
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: {
      password: (v) => (v ? null : MESSAGES.currentPasswordRequired),
      code: (v) => (v.trim() ? null : MESSAGES.mfaCodeNeeded),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      notifySuccess((await disable.mutateAsync(values)).message);
      form.reset();
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fz="sm">To turn it off, type your password and a code from your app (or a recovery code).</Text>
        <Group align="flex-start">
          <PasswordInput label="Password" autoComplete="current-password" w={220} {...form.getInputProps('password')} />
          <TextInput label="Code" autoComplete="one-time-code" w={200} {...form.getInputProps('code')} />
        </Group>
        <Group>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            Turn off two-step sign-in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TwoStepCard({ me }: { me: User }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="two-step-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz={20} id="two-step-title">
          Two-step sign-in
        </Title>
        <Badge color={me.mfa_enabled ? 'teal' : 'gray'} variant="light">
          {me.mfa_enabled ? 'On' : 'Off'}
        </Badge>
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        After your password, sign-in asks for a code from an app on your phone, so a stolen password alone cannot open
        your account.
      </Text>
      {me.mfa_enrolment_required && (
        <Alert color="orange" title="Required by your firm" mb="md">
          {MESSAGES.mfaRequired} The other pages open once it is on.
        </Alert>
      )}
      {me.mfa_enabled ? <TurnOff /> : <Enrolment />}
    </Paper>
  );
}
