import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useClientId } from '../../lib/route-params';
import { useLodgementStatus } from './api';

/** The lodgement confirmation route (docs/spec/core-and-application.md §2): the remote reference and a link to it. */
export function LodgementConfirmation() {
  const clientId = useClientId();
  const status = useLodgementStatus(clientId);
  const s = status.data;
  return (
    <Stack maw={880} gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Lodgement confirmation
      </Title>
      {status.error && <Alert color="red">{errorMessage(status.error)}</Alert>}
      {!s && !status.error && <Skeleton height={100} radius="md" />}
      {s && s.state === 'done' && s.remote_reference ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="lodgement-confirmation">
          <Stack gap="sm">
            <Text>The application was uploaded to the lodgement system {formatDateTime(s.lodged_at)}.</Text>
            <Text>
              Reference: <strong data-testid="lodgement-reference">{s.remote_reference}</strong>
            </Text>
            {s.documents_total > 0 && (
              <Text>
                {s.documents_sent} of {s.documents_total} documents attached.
              </Text>
            )}
            <Group>
              {s.remote_url && (
                <Button component="a" href={s.remote_url} target="_blank" rel="noopener noreferrer">
                  Open in the lodgement system
                </Button>
              )}
              <Anchor component={Link} to={`/client/${clientId}/lodgement`}>
                Back to the upload
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      ) : (
        s && (
          <Alert color="yellow">
            This application has not been uploaded yet.{' '}
            <Anchor component={Link} to={`/client/${clientId}/lodgement`} fz="inherit">
              Upload it
            </Anchor>
          </Alert>
        )
      )}
    </Stack>
  );
}
