import { MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Paper, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/forms';

/**
 * Where a session ended by the server lands (docs/spec/core-and-application.md §2 Login: the logged-out page with
 * 'login again', worded as the one verb of decision 038).
 */
export function LoggedOutPage() {
  const [params] = useSearchParams();
  const wanted = safeRedirect(params.get('redirect'));
  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={420} ta="center">
      <Title order={2} mb="sm">
        {MESSAGES.loggedOut}
      </Title>
      <Text c="dimmed" mb="md">
        Nothing you saved is lost.
      </Text>
      <Button component={Link} to={wanted ? `/login?redirect=${encodeURIComponent(wanted)}` : '/login'}>
        Sign in again
      </Button>
    </Paper>
  );
}

export { LoggedOutPage as Component };
