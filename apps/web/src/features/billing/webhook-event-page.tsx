import { MESSAGES } from '@brokerdesk/contract/constants';
import { Box, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { RowsSkeleton } from '../../components/skeletons';
import { formatDateTime } from '../../lib/dates';
import { useStripeEvent } from './stripe-events-api';

/** One stored webhook event, whole, as formatted JSON (docs/spec/settings-billing-admin.md §2 Webhook responses). */
export function WebhookEventPage() {
  const id = useParams().id ?? '';
  const { data: event, isPending, isError } = useStripeEvent(id);
  return (
    <Paper withBorder p="lg" radius="md">
      <BackLink to="/stripe/list" label="Webhook responses" />
      {isPending ? (
        <Box mt="sm">
          <RowsSkeleton label="Loading the webhook response" rows={4} withBadge={false} />
        </Box>
      ) : isError ? (
        <Text c="dimmed" py="xl" ta="center">
          {MESSAGES.notFound}
        </Text>
      ) : (
        <Stack gap="md" mt="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={2}>
              <Title order={1} fz={22} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {event.id}
              </Title>
              <Text fz="sm" c="dimmed">
                <Code>{event.type}</Code> · received {formatDateTime(event.received_at)}
              </Text>
            </Stack>
          </Group>
          {/* A scrolling block a keyboard can reach and scroll (WCAG 2.1.1; axe scrollable-region-focusable). */}
          <Code
            block
            data-testid="webhook-json"
            tabIndex={0}
            role="region"
            aria-label="Event data"
            style={{ maxHeight: '70vh', overflow: 'auto' }}
          >
            {JSON.stringify(event.data, null, 2)}
          </Code>
        </Stack>
      )}
    </Paper>
  );
}

export { WebhookEventPage as Component };
