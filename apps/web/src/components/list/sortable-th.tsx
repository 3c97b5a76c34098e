import type { OrderType } from '@brokerdesk/contract/constants';
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './list.module.css';

/**
 * A column header that sorts its list. The sorted column shows ▲ or ▼ and says so to screen readers
 * (aria-sort); the others show a faint ↕ so it is clear they sort too.
 */
export function SortableTh({
  children,
  sorted,
  onSort,
}: {
  children: ReactNode;
  /** This column's direction when the list is sorted by it. */
  sorted: OrderType | null;
  onSort: () => void;
}) {
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={ariaSort} className={classes.sortableTh}>
      <UnstyledButton onClick={onSort} className={classes.sortButton}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} fz="sm" span>
            {children}
          </Text>
          <Text span fz="xs" c={sorted ? 'navy.8' : 'gray.5'} aria-hidden data-testid="sort-indicator">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
