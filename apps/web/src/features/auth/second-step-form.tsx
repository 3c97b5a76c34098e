import { ApiError, MESSAGES, type User } from '@brokerdesk/contract/constants';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showServerError } from '../../lib/forms';
import { useLoginSecondStep } from './api';

/**
 * The second step of a sign-in with two-step sign-in on (decision 044): the code from the authenticator app, or one of
 * the recovery codes. An expired ticket sends the person back to their password.
 */
export function SecondStepForm({
  mfaToken,
  onSignedIn,
  onExpired,
}: {
  mfaToken: string;
  onSignedIn: (user: User) => void;
  onExpired: (message: string) => void;
}) {
  const secondStep = useLoginSecondStep();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({
    initialValues: { code: '', recovery_code: '' },
    validate: {
      code: (v) => (!useRecovery && !/^\d{6}$/.test(v.replace(/\s+/g, '')) ? MESSAGES.mfaCodeInvalid : null),
      recovery_code: (v) => (useRecovery && v.trim() === '' ? MESSAGES.mfaRecoveryCodeInvalid : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const body = useRecovery
      ? { mfa_token: mfaToken, recovery_code: values.recovery_code }
      : { mfa_token: mfaToken, code: values.code };
    try {
      onSignedIn(await secondStep.mutateAsync(body));
    } catch (err) {
      if (err instanceof ApiError && err.field === 'mfa_token') onExpired(err.message);
      else showServerError(form, err);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} mb={-8}>
          Two-step sign-in
        </Title>
        <Text c="dimmed" fz="sm">
          {useRecovery
            ? 'Type one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
            : 'Open your authenticator app and type the six-digit code it shows for BrokerDesk.'}
        </Text>
        {useRecovery ? (
          <TextInput
            key="recovery"
            label="Recovery code"
            autoComplete="off"
            placeholder="xxxxx-xxxxx"
            data-autofocus
            {...form.getInputProps('recovery_code')}
          />
        ) : (
          <TextInput
            key="code"
            label="Code from your app"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={7}
            data-autofocus
            {...form.getInputProps('code')}
          />
        )}
        <Button type="submit" loading={secondStep.isPending} fullWidth>
          Verify and sign in
        </Button>
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={() => {
            setUseRecovery((v) => !v);
            form.clearErrors();
          }}
        >
          {useRecovery ? 'Use a code from your app instead' : 'Lost your phone? Use a recovery code'}
        </Anchor>
      </Stack>
    </form>
  );
}
