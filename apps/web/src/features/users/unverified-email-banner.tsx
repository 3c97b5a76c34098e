import { MESSAGES, type User } from '@brokerdesk/contract/constants';
import { Alert, Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import { useResendVerification } from './api';

/**
 * The banner an adviser sees until their email is verified (decision 016): what they may not do yet, and a
 * button that sends a new link. Loaded only for such an adviser (app-layout.tsx).
 */
export function UnverifiedEmailBanner({ me }: { me: User }) {
  const resend = useResendVerification();
  const failure = resend.error ? errorMessage(resend.error) : null;
  return (
    <Alert color="yellow" mb="lg" data-testid="unverified-email-banner">
      <Text fz="sm">
        {MESSAGES.emailUnverified} The link went to <strong>{me.email}</strong>.
      </Text>
      <Group mt="xs" gap="sm">
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          Resend link
        </Button>
        {resend.isSuccess && (
          <Text fz="sm" role="status">
            {resend.data.message}
          </Text>
        )}
        {failure && (
          <Text fz="sm" c="red" data-testid="resend-failed">
            {failure}
          </Text>
        )}
      </Group>
    </Alert>
  );
}
