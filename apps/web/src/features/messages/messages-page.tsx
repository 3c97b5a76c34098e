import { CLIENT_MESSAGES_TEXT, type ClientMessage, MESSAGE_MAX_LENGTH } from '@brokerdesk/contract/constants';
import { Alert, Anchor, Button, FileButton, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { RowsSkeleton } from '../../components/skeletons';
import { errorMessage, saveBlob } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useClientId } from '../../lib/route-params';
import { downloadAttachment, useConversation, useMarkRead, useSendMessage } from './api';

/**
 * client/:clientId/messages (docs/decisions/022-leads-messages-help.md): the conversation between the client and their
 * adviser, for both; opening it marks the other side's messages read.
 */
export function MessagesPage() {
  const clientId = useClientId();
  const me = useMe();
  const mine: ClientMessage['sender'] = me.role === 'client' ? 'client' : 'adviser';
  const conversation = useConversation(clientId);
  const markRead = useMarkRead(clientId);
  const unread = conversation.data?.unread ?? 0;
  const { mutate: read, isPending: reading } = markRead;
  const bottom = useRef<HTMLDivElement>(null);

  // An administrator looking in leaves no receipt (the server ignores it too); the two sides do.
  useEffect(() => {
    if (unread > 0 && !reading && !me.is_admin) read();
  }, [unread, reading, read, me.is_admin]);

  const count = conversation.data?.messages.length ?? 0;
  useEffect(() => {
    if (count > 0) bottom.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={760}>
      <Title order={1} fz={24} mb="xs">
        Messages
      </Title>
      <Text fz="sm" c="dimmed" mb="lg">
        {mine === 'client'
          ? 'Write to your adviser here and attach a file if you need to. They get an email when you write.'
          : 'Write to your client here. They get an email (in your branding) and read it in their portal.'}
      </Text>
      {conversation.isPending ? (
        <RowsSkeleton label="Loading the messages" rows={3} />
      ) : conversation.isError ? (
        <Alert color="red">{errorMessage(conversation.error)}</Alert>
      ) : (
        <Stack gap="sm" aria-live="polite" data-testid="conversation">
          {conversation.data.messages.length === 0 && <Text c="dimmed">{CLIENT_MESSAGES_TEXT.empty}</Text>}
          {conversation.data.messages.map((m) => (
            <MessageBubble key={m.id} message={m} isMine={m.sender === mine} clientId={clientId} />
          ))}
          <div ref={bottom} />
        </Stack>
      )}
      <Composer clientId={clientId} />
    </Paper>
  );
}

function MessageBubble({ message, isMine, clientId }: { message: ClientMessage; isMine: boolean; clientId: number }) {
  const download = async (messageId: number) => {
    try {
      const { blob, fileName } = await downloadAttachment(clientId, messageId);
      saveBlob(blob, fileName ?? message.attachment?.file_name ?? 'attachment');
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  return (
    <Paper
      data-testid="message"
      p="sm"
      radius="md"
      maw="85%"
      ml={isMine ? 'auto' : undefined}
      bg={isMine ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-1)'}
    >
      <Text fz="xs" fw={600}>
        {isMine ? 'You' : message.sender_name || (message.sender === 'client' ? 'Client' : 'Adviser')}
      </Text>
      {message.body && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
      )}
      {message.attachment && (
        <Anchor component="button" type="button" fz="sm" onClick={() => void download(message.id)}>
          Download {message.attachment.file_name}
        </Anchor>
      )}
      <Text fz="xs" c="dimmed" mt={4}>
        {formatDateTime(message.created_at)}
        {isMine && (message.read_at ? ` · Read ${formatDateTime(message.read_at)}` : ' · Sent')}
      </Text>
    </Paper>
  );
}

function Composer({ clientId }: { clientId: number }) {
  const send = useSendMessage(clientId);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim() && !file) return setError(CLIENT_MESSAGES_TEXT.bodyRequired);
    setError(null);
    send.mutate(
      { body: body.trim(), file },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
          resetFile.current?.();
          notifySuccess(CLIENT_MESSAGES_TEXT.sent);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="xs" mt="lg">
        <Textarea
          label="Your message"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={MESSAGE_MAX_LENGTH}
          value={body}
          error={error}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <FileButton
              resetRef={resetFile}
              onChange={setFile}
              accept="application/pdf,image/png,image/jpeg,image/webp,.doc,.docx,.xls,.xlsx,.odt,.ods,.rtf,.txt,.csv"
            >
              {(props) => (
                <Button variant="default" {...props}>
                  {file ? 'Change file' : 'Attach a file'}
                </Button>
              )}
            </FileButton>
            {file && (
              <Text fz="sm" truncate="end" maw={180} data-testid="chosen-file">
                {file.name}
              </Text>
            )}
          </Group>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export { MessagesPage as Component };
