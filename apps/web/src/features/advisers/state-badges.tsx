import type { AdviserRow } from '@brokerdesk/contract/constants';
import { Badge, Group } from '@mantine/core';

const PLAN_LABELS = { standard: 'Standard', pro: 'Pro' } as const;

/**
 * An adviser's account state at a glance (docs/spec/core-and-application.md §4,
 * docs/spec/settings-billing-admin.md §4): Suspended, Free access, Paying (with the plan), or where the trial stands
 * when none of those applies. `withPaying` is off where a column says it.
 */
export function StateBadges({
  row,
  withPaying = true,
  withTrial = true,
}: {
  row: AdviserRow;
  withPaying?: boolean;
  withTrial?: boolean;
}) {
  const badges = [];
  if (row.suspended)
    badges.push(
      <Badge key="suspended" color="red" variant="light">
        Suspended
      </Badge>,
    );
  if (row.free_access)
    badges.push(
      <Badge key="free" color="teal" variant="light">
        Free access
      </Badge>,
    );
  if (withPaying && row.paying)
    badges.push(
      <Badge key="paying" color="blue" variant="light">
        Paying{row.plan ? ` · ${PLAN_LABELS[row.plan]}` : ''}
      </Badge>,
    );
  if (withTrial && badges.length === 0 && !row.paying)
    badges.push(
      <Badge key="trial" color={row.trial_ended ? 'orange' : 'gray'} variant="light">
        {row.trial_ended ? 'Trial ended' : 'On trial'}
      </Badge>,
    );
  if (badges.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="state-badges">
      {badges}
    </Group>
  );
}

export function planLabel(row: AdviserRow): string {
  return row.plan ? PLAN_LABELS[row.plan] : '';
}
