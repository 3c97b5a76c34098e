import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useConversation } from './api';
import { messagesPath } from './messages-path';
import { unreadOf, useUnreadMessages } from './unread-api';

/**
 * The client's home: their adviser's unread message in sight, with the way to answer it, instead of only inside the
 * conversation page a phone reaches through the Sections sheet. Nothing when everything is read.
 */
export function NewMessageCard({ clientId, adviserFirstName }: { clientId: number; adviserFirstName: string }) {
  const unread = unreadOf(useUnreadMessages().data, clientId);
  // Listing is not reading: the conversation is asked for only to quote its latest message, which stays unread.
  const conversation = useConversation(clientId, unread > 0);
  if (unread === 0) return null;
  const latest = conversation.data?.messages.filter((m) => m.sender === 'adviser').at(-1);
  const from = adviserFirstName || latest?.sender_name || 'your adviser';
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      data-testid="home-new-message"
      role="region"
      aria-labelledby="home-new-message-title"
    >
      <Stack gap="xs">
        <Title order={2} fz={18} id="home-new-message-title">
          New message from {from}
        </Title>
        {unread > 1 && <Text fz="sm">{unread} messages you have not read yet.</Text>}
        {latest?.body && (
          <Text lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {latest.body}
          </Text>
        )}
        <Button component={Link} to={messagesPath(clientId)} variant="light" w={{ base: '100%', sm: 'auto' }}>
          Read and reply
        </Button>
      </Stack>
    </Paper>
  );
}

export default NewMessageCard;
