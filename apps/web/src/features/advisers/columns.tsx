import type { AdviserRow } from '@brokerdesk/contract/constants';
import { Anchor, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { planLabel, StateBadges } from './state-badges';

export interface AdviserColumn {
  label: string;
  /** The list's orderBy for this column; absent when it does not sort. */
  sort?: string;
  /** Short values (dates, Yes/No) that read badly when wrapped. */
  nowrap?: boolean;
  render: (row: AdviserRow) => ReactNode;
}

const dash = (
  <Text span c="dimmed">
    —
  </Text>
);

// The name opens the adviser's account page, where an administrator may edit any of their details
// (docs/spec/core-and-application.md §6). It stays on one line, with the company under it; the column is as wide as
// the longest name needs.
const name: AdviserColumn = {
  label: 'Name',
  sort: 'name',
  render: (row) => (
    <Stack gap={2}>
      <Anchor component={Link} to={`/${row.kind}/${row.id}/account`} fz="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {`${row.first_name} ${row.last_name}`.trim() || '(no name)'}
      </Anchor>
      {row.company && (
        <Text fz="xs" c="dimmed">
          {row.company}
        </Text>
      )}
    </Stack>
  ),
};
// A long address may break before its '@' and the dots of its domain rather than take the width the names need.
const email: AdviserColumn = {
  label: 'Email',
  sort: 'email',
  render: (row) =>
    row.email.split(/(?=[@.])/).map((part, i) => (
      // The parts of one address never change order, so their position is a stable key.
      <Fragment key={i}>
        {i > 0 && <wbr />}
        {part}
      </Fragment>
    )),
};
const clients = (sort?: string): AdviserColumn => ({
  label: 'Clients past month',
  sort,
  render: (row) => row.recent_clients_count,
});
const registered = (sort?: string): AdviserColumn => ({
  label: 'Registered',
  sort,
  nowrap: true,
  render: (row) => formatDate(row.registered_at),
});
const trialEnds = (sort?: string): AdviserColumn => ({
  label: 'Trial ends',
  sort,
  nowrap: true,
  render: (row) =>
    row.trial_end_date ? (
      <Text fz="sm" c={row.trial_ended ? 'dimmed' : undefined}>
        {formatDate(row.trial_end_date)}
      </Text>
    ) : (
      dash
    ),
});

/** docs/spec/core-and-application.md §2 Broker list: every column but Actions sorts. */
export const BROKER_COLUMNS: AdviserColumn[] = [
  {
    ...name,
    render: (row) => (
      <Stack gap={4}>
        {name.render(row)}
        <StateBadges row={row} withPaying={false} withTrial={false} />
      </Stack>
    ),
  },
  email,
  clients('recent_clients_count'),
  registered('registered_at'),
  trialEnds('trial_end_date'),
  {
    label: 'Paying?',
    sort: 'paying',
    render: (row) => (row.paying ? `Yes${row.plan ? ` (${planLabel(row)})` : ''}` : 'No'),
  },
  {
    label: 'Referral',
    sort: 'referrer',
    render: (row) =>
      row.referrer_code || row.referrer_first_name ? (
        <Stack gap={2}>
          {row.referrer_code && <Text fz="sm">{row.referrer_code}</Text>}
          {row.referrer_first_name && (
            <Text fz="xs" c="dimmed">
              {row.referrer_first_name} {row.referrer_last_name}
            </Text>
          )}
        </Stack>
      ) : (
        dash
      ),
  },
  { label: 'Source', sort: 'source', render: (row) => row.source || dash },
];

/** docs/spec/settings-billing-admin.md §2 Planner list: sortable by name and email only. */
export const PLANNER_COLUMNS: AdviserColumn[] = [
  name,
  email,
  registered(),
  trialEnds(),
  clients(),
  { label: 'Status', render: (row) => <StateBadges row={row} /> },
];
