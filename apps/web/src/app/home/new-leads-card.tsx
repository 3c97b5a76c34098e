import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useClientList } from '../../features/clients';
import { formatDay } from '../../lib/dates';
import { LEADS_LIST_PATH } from '../../lib/paths';
import { NEW_LEADS } from './landing-queries';

/**
 * A broker's home: the newest leads from the lead capture form, each a link to the lead, and the way to all of them,
 * so a prospect who wrote in is seen on arrival rather than only by filtering the client list.
 */
export function NewLeadsCard() {
  const leads = useClientList(NEW_LEADS);
  const rows = leads.data?.clients ?? [];
  const total = leads.data?.total ?? 0;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="home-new-leads-title"
      data-testid="home-new-leads"
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz={18} id="home-new-leads-title">
            New leads
          </Title>
          {total > 0 && (
            <Badge color="blue" aria-hidden>
              {total}
            </Badge>
          )}
        </Group>
        {leads.isPending ? (
          <Text fz="sm" c="dimmed">
            Loading…
          </Text>
        ) : rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No new leads.
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((row) => (
              <li key={row.id}>
                <Anchor component={Link} to={`/client/${row.id}`} fz="sm">
                  {row.name || '[None]'}
                </Anchor>
                <Text component="span" fz="sm" c="dimmed">
                  {' '}
                  · {formatDay(row.created_at)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {total > 0 && (
          <Anchor component={Link} to={LEADS_LIST_PATH} fz="sm">
            {total === 1 ? 'View the lead' : `View all ${total} leads`}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
