import { Badge, Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDeviceSessions, useSignOutDevice } from './security-api';

/** A readable name for a browser's user agent: its browser and system, or the raw text. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return browser && system ? `${browser} on ${system}` : userAgent.slice(0, 60);
}

/** Each open sign-in of the person, with the one in use marked; any other can be signed out. */
export function DevicesCard() {
  const { data } = useDeviceSessions();
  const signOut = useSignOutDevice();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="devices-title">
      <Title order={2} fz={20} id="devices-title" mb="xs">
        Signed-in devices
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Where you are signed in now. Sign out any device you do not recognise, then change your password.
      </Text>
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Device</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Signed in</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.sessions.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td title={s.user_agent ?? undefined}>{deviceName(s.user_agent)}</Table.Td>
                <Table.Td>{s.ip ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
                <Table.Td>{formatDateTime(s.last_seen_at)}</Table.Td>
                <Table.Td>
                  {s.current ? (
                    <Badge variant="light">This device</Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      loading={signOut.isPending && signOut.variables === s.id}
                      aria-label={`Sign out ${deviceName(s.user_agent)}, last used ${formatDateTime(s.last_seen_at)}`}
                      onClick={() =>
                        signOut.mutate(s.id, {
                          onSuccess: (answer) => notifySuccess(answer.message),
                          onError: (err) => notifyError(errorMessage(err)),
                        })
                      }
                    >
                      Sign out
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
