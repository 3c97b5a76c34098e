import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messagesPath } from './messages-path';
import { useUnreadMessages } from './unread-api';

/** How many clients an adviser's home lists by name; the rest are counted. */
const SHOWN = 5;

/**
 * The adviser's home: which clients wrote and are waiting for an answer, each a link to the conversation, so a
 * message is seen without opening every client.
 */
export function UnreadMessagesCard() {
  const { data, isPending } = useUnreadMessages();
  const rows = data?.by_client ?? [];
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      data-testid="home-unread-messages"
      component="section"
      aria-labelledby="home-unread-title"
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz={18} id="home-unread-title">
            Unread messages
          </Title>
          {data && data.total > 0 && (
            <Badge color="red" aria-hidden>
              {data.total}
            </Badge>
          )}
        </Group>
        {isPending ? (
          <Text fz="sm" c="dimmed">
            Loading…
          </Text>
        ) : rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No unread messages.
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.slice(0, SHOWN).map((row) => (
              <li key={row.client_id}>
                <Anchor component={Link} to={messagesPath(row.client_id)} fz="sm">
                  {row.name || `Client ${row.client_id}`}: {row.unread} unread
                </Anchor>
              </li>
            ))}
            {rows.length > SHOWN && (
              <Text component="li" fz="sm" c="dimmed">
                and {rows.length - SHOWN} more clients
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

export default UnreadMessagesCard;
