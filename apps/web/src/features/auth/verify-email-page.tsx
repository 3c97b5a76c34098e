import { ApiError } from '@brokerdesk/contract/constants';
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { usePublicAdviser } from '../../lib/public-branding';
import { getToken } from '../../lib/session';
import { verifyEmailQuery } from './api';

/**
 * The page of an emailed link that confirms a new account's address or a change of login email (decision 016):
 * it posts the link's token once and says what happened, with the way on.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verify = useQuery(verifyEmailQuery(token));
  // The account's adviser (a client's adviser, or the adviser themselves) brands the page, as their email did.
  usePublicAdviser(verify.data?.adviser);
  const signedIn = getToken() !== null;
  const onward = signedIn ? { to: '/', label: 'Continue to BrokerDesk' } : { to: '/login', label: 'Sign in' };

  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={460}>
      <Title order={2} mb="md">
        Confirm your email address
      </Title>
      {verify.isPending ? (
        <Stack align="center" py="md" role="status">
          <Loader size="sm" />
          <Text fz="sm">Confirming your email address…</Text>
        </Stack>
      ) : (
        <Stack>
          {verify.isSuccess ? (
            <Alert color="teal" data-testid="verify-email-done">
              {verify.data.message}
            </Alert>
          ) : (
            <Alert color="red" data-testid="verify-email-failed">
              {errorMessage(verify.error)}
              {signedIn && verify.error instanceof ApiError && verify.error.field === 'token'
                ? ' You can ask for a new link from the banner on your account pages.'
                : ''}
            </Alert>
          )}
          <Button component={Link} to={onward.to}>
            {onward.label}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

export { VerifyEmailPage as Component };
