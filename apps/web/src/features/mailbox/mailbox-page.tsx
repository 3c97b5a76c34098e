import { Badge, Group, Pagination, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { TableSkeleton } from '../../components/skeletons';
import { formatDateTime } from '../../lib/dates';
import { useMailbox } from './api';

const PAGE = 25;
export const STATUS_COLOURS = { queued: 'gray', sent: 'teal', stored: 'blue', failed: 'red' } as const;

/** Every email the product has sent or kept; without SMTP this is where password resets and invitations are read. */
export function MailboxPage() {
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedTo] = useDebouncedValue(to.trim(), 300);
  const { data, isLoading } = useMailbox({ limit: PAGE, offset: (page - 1) * PAGE, to: debouncedTo || undefined });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE));

  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md" wrap="wrap">
        <div>
          <Title order={1} fz={24}>
            Mailbox
          </Title>
          <Text c="dimmed" fz="sm">
            Outgoing email. When no SMTP server is configured, messages are kept here instead of being sent.
          </Text>
        </div>
        <TextInput
          placeholder="Filter by recipient"
          aria-label="Filter by recipient"
          value={to}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
      </Group>
      {isLoading ? (
        <TableSkeleton label="Loading the mailbox" columns={4} rows={10} />
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.emails.map((email) => (
                <Table.Tr key={email.id}>
                  <Table.Td>{formatDateTime(email.created_at)}</Table.Td>
                  <Table.Td>{email.to_address}</Table.Td>
                  <Table.Td>
                    <Link to={`/mailbox/${email.id}`}>{email.subject}</Link>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[email.status]} variant="light">
                      {email.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!isLoading && data?.total === 0 && (
        <Text ta="center" c="dimmed" py="xl">
          No emails yet.
        </Text>
      )}
      {pages > 1 && <Pagination mt="md" total={pages} value={page} onChange={setPage} />}
    </Paper>
  );
}

export { MailboxPage as Component };
