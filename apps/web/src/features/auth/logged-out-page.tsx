import { MESSAGES } from '@brokerdesk/contract/constants';
import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/forms';

/**
 * Where a session ended by the server lands (docs/spec/core-and-application.md §2 Login: the logged-out page with
 * 'login again').
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
      <Anchor component={Link} to={wanted ? `/login?redirect=${encodeURIComponent(wanted)}` : '/login'} fw={600}>
        login again
      </Anchor>
    </Paper>
  );
}

export { LoggedOutPage as Component };
