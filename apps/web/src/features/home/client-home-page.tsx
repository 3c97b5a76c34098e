import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMe } from '../users/api';

/** The client's home: a welcome from their adviser, whose branding the header already carries. */
export function ClientHomePage() {
  const me = useMe();
  const adviser = me.branding;
  return (
    <Stack maw={720} mx="auto">
      <Title order={1} fz={26}>
        Welcome, {me.first_name}
      </Title>
      {adviser && (
        <Paper withBorder p="lg" radius="md">
          <Text>
            {adviser.first_name} {adviser.last_name}
            {adviser.company ? ` of ${adviser.company}` : ''} uses this secure site to collect the information for your
            application. Your answers are saved as you type, so you can stop and come back at any time.
          </Text>
          <Text mt="md" fz="sm" c="dimmed">
            Questions? Call {adviser.first_name} on {adviser.phone_display} or write to {adviser.email}.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

export { ClientHomePage as Component };
