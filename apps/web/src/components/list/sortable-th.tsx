import type { OrderType } from '@brokerdesk/contract/constants';
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { iconProps } from '../icons';
import classes from './list.module.css';

/**
 * A column header that sorts its list. The sorted column shows an up or down chevron and says so to
 * screen readers (aria-sort); the others show a faint up-and-down selector so it is clear they sort too.
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
  const Indicator = sorted === 'asc' ? IconChevronUp : sorted === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={ariaSort} className={classes.sortableTh}>
      <UnstyledButton onClick={onSort} className={classes.sortButton}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} fz="sm" span>
            {children}
          </Text>
          <Text span display="inline-flex" c={sorted ? 'navy.8' : 'gray.5'} aria-hidden data-testid="sort-indicator">
            <Indicator {...iconProps('sm')} />
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
