import { Alert, Anchor, Badge, Box, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { RowsSkeleton } from '../../components/skeletons';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useMailboxEmail } from './api';
import { STATUS_COLOURS } from './mailbox-page';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its links clickable, so a reset or invitation link can be followed from here. */
function LinkifiedText({ text }: { text: string }) {
  return (
    <Text
      component="pre"
      fz="sm"
      style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
      data-testid="email-text"
    >
      {text.split(URL_PATTERN).map((part, i) => {
        const key = `${i}:${part.length}`;
        return i % 2 === 1 ? (
          <Anchor key={key} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={key}>{part}</Fragment>
        );
      })}
    </Text>
  );
}

export function MailboxEmailPage() {
  const id = Number(useParams().emailId);
  const { data: email, error } = useMailboxEmail(id);
  if (!email)
    return (
      <Paper withBorder p="lg" radius="md">
        <BackLink to="/mailbox" label="Mailbox" />
        {error ? (
          <Alert color="red" mt="sm">
            {errorMessage(error)}
          </Alert>
        ) : (
          <Box mt="sm">
            <RowsSkeleton label="Loading the email" rows={4} withBadge={false} />
          </Box>
        )}
      </Paper>
    );
  return (
    <Paper withBorder p="lg" radius="md">
      <BackLink to="/mailbox" label="Mailbox" />
      <Group justify="space-between" mt="sm" mb="md" align="flex-start">
        <Stack gap={2}>
          <Title order={1} fz={22}>
            {email.subject}
          </Title>
          <Text fz="sm" c="dimmed">
            From {email.from_address} to {email.to_address}
            {email.reply_to ? ` (reply to ${email.reply_to})` : ''} · {formatDateTime(email.created_at)}
          </Text>
          {email.last_error && (
            <Text fz="sm" c="red">
              Last error after {email.attempts} attempt(s): {email.last_error}
            </Text>
          )}
        </Stack>
        <Badge color={STATUS_COLOURS[email.status]} variant="light">
          {email.status}
        </Badge>
      </Group>
      <Tabs defaultValue="text">
        <Tabs.List>
          <Tabs.Tab value="text">Text</Tabs.Tab>
          {email.html_body && <Tabs.Tab value="html">HTML</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="text" pt="md">
          <LinkifiedText text={email.text_body} />
        </Tabs.Panel>
        {email.html_body && (
          <Tabs.Panel value="html" pt="md">
            {/* sandbox without allow-scripts: the email's HTML is shown, never run. */}
            <iframe
              title="Email preview"
              sandbox=""
              srcDoc={email.html_body}
              style={{ width: '100%', height: 520, border: '1px solid #dee2e6', borderRadius: 8 }}
            />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}

export { MailboxEmailPage as Component };
