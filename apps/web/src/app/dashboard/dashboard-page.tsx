import type { DashboardStats } from '@brokerdesk/contract/constants';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { iconProps } from '../../components/icons';
import { LoadingStatus } from '../../components/skeletons';
import { useDashboardStats } from './api';
import classes from './dashboard-page.module.css';
import { RecentActivity } from './recent-activity';

interface StatCard {
  key: keyof DashboardStats;
  label: string;
  hint: string;
  /** Where the count comes from; absent while that page does not exist yet (no dead links). */
  to?: string;
  linkLabel?: string;
}

/** docs/spec/core-and-application.md §2 Admin dashboard: the five counts, each pointing at the page it comes from. */
const CARDS: StatCard[] = [
  {
    key: 'numBrokers',
    label: 'Brokers',
    hint: 'Broker accounts (deleted ones not counted)',
    to: '/broker/list',
    linkLabel: 'Broker list',
  },
  { key: 'numClients', label: 'Clients', hint: 'Clients of current brokers and planners' },
  {
    key: 'numEmails',
    label: 'Emails sent',
    hint: 'Every email the product has sent or queued',
    to: '/mailbox',
    linkLabel: 'Mailbox',
  },
  {
    key: 'numStripeCustomers',
    label: 'Stripe customers',
    hint: 'Brokers and planners known to Stripe',
    to: '/stripe/list',
    linkLabel: 'Webhook responses',
  },
  { key: 'numMercuryBrokers', label: 'Brokers using lodgement', hint: 'Brokers with the lodgement integration set up' },
];

const QUICK_LINKS = [
  { to: '/planner/list', label: 'Planners' },
  { to: '/metric/home', label: 'Weekly metrics' },
];

const number = new Intl.NumberFormat('en-AU');

export function DashboardPage() {
  const { data, isError } = useDashboardStats();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={24}>
            Dashboard
          </Title>
          <Text c="dimmed" fz="sm">
            The business at a glance. Each count opens the list it comes from.
          </Text>
        </div>
        <Group gap="md">
          {QUICK_LINKS.map((l) => (
            <Anchor key={l.to} component={Link} to={l.to} fz="sm">
              <Group component="span" gap={4} wrap="nowrap">
                {l.label}
                <IconArrowRight {...iconProps('sm')} />
              </Group>
            </Anchor>
          ))}
        </Group>
      </Group>
      {isError && <Text c="red">The counts could not be loaded. Please reload the page.</Text>}
      {!data && !isError && <LoadingStatus label="Loading the counts" />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {CARDS.map((card) => (
          <Card key={card.key} card={card} value={data?.[card.key]} />
        ))}
      </SimpleGrid>
      <RecentActivity />
    </Stack>
  );
}

function Card({ card, value }: { card: StatCard; value: number | undefined }) {
  // The spaces between the lines lay out as nothing in the stack; they keep the card's words apart when its text is
  // read as one string, as a check of the link's name against its visible words does.
  const body = (
    <Stack gap={6}>
      <Text fz="xs" fw={700} c="dimmed">
        {card.label}
      </Text>{' '}
      {value === undefined ? (
        <Skeleton h={38} w="60%" aria-hidden="true" />
      ) : (
        <Text fz={34} fw={700} lh={1.1} c="navy.8" data-testid={`stat-${card.key}`}>
          {number.format(value)}
        </Text>
      )}{' '}
      <Text fz="sm" c="dimmed">
        {card.hint}
      </Text>{' '}
      {card.linkLabel && (
        <Group gap={4} wrap="nowrap" c="navy.6">
          <Text fz="sm" fw={500} c="navy.6">
            {card.linkLabel}
          </Text>
          <IconArrowRight {...iconProps('sm')} />
        </Group>
      )}
    </Stack>
  );
  return card.to ? (
    <Paper
      component={Link}
      to={card.to}
      withBorder
      p="lg"
      radius="md"
      className={classes.linkCard}
      // Everything the card shows, in order, so the name holds the visible words (WCAG 2.5.3 Label in Name).
      aria-label={`${card.label}: ${value === undefined ? '' : number.format(value)}. ${card.hint}. ${card.linkLabel}`}
    >
      {body}
    </Paper>
  ) : (
    <Paper withBorder p="lg" radius="md">
      {body}
    </Paper>
  );
}

export { DashboardPage as Component };
