import { MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { rememberedPortalAdviser, usePublicAdviser } from '../../lib/public-branding';

/**
 * Where clients land after logging out (docs/spec/core-and-application.md §4 Logout), in their adviser's header. The
 * way back is Sign in again: the invitation link works once, so it is not offered.
 */
export function ClientLoggedOutPage() {
  const [adviser] = useState(rememberedPortalAdviser);
  usePublicAdviser(adviser);
  const who = adviser?.first_name || 'your adviser';
  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={420} ta="center">
      <Title order={2} mb="sm">
        {MESSAGES.loggedOut}
      </Title>
      <Text c="dimmed" mb="md">
        Everything you entered has been saved for {who}. To continue, sign in again with your email address and the
        password you chose.
      </Text>
      <Button component={Link} to="/login" fullWidth>
        Sign in again
      </Button>
    </Paper>
  );
}

export { ClientLoggedOutPage as Component };
