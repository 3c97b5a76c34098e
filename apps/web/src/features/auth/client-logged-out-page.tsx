import { MESSAGES } from '@brokerdesk/contract/constants';
import { Paper, Text, Title } from '@mantine/core';

/** Where clients land after logging out (docs/spec/core-and-application.md §4 Logout). */
export function ClientLoggedOutPage() {
  return (
    <Paper component="section" withBorder shadow="md" p={32} radius="md" w="100%" maw={420} ta="center">
      <Title order={2} mb="sm">
        {MESSAGES.loggedOut}
      </Title>
      <Text c="dimmed">
        Everything you entered has been saved for your adviser. To continue later, open the link in your invitation
        email or sign in again from the login page.
      </Text>
    </Paper>
  );
}

export { ClientLoggedOutPage as Component };
