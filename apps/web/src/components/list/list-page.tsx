import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import type { ListQuery } from '../../lib/list-params';
import { ListBody } from './list-body';
import { ListPager } from './list-pager';
import { SearchBar } from './search-bar';

/** What a list page's query hook reports (TanStack Query's fields). */
export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}

/**
 * The frame every admin list shares: title and 'Found N …', the search bar and any actions beside it, the
 * table (or its skeleton while it loads, its failure and empty states), and the pager.
 */
export function ListPage({
  title,
  description,
  found,
  search,
  actions,
  query,
  isEmpty,
  emptyText,
  pager,
  skeleton,
  children,
}: {
  title: string;
  description?: string;
  found: ReactNode;
  search: ComponentProps<typeof SearchBar>;
  actions?: ReactNode;
  query: ListQueryState;
  isEmpty: boolean;
  emptyText: string;
  pager: { view: ListQuery; total: number; onPage: (page: number) => void; always?: boolean };
  /** What the table looks like while its first page loads (a TableSkeleton of its columns). */
  skeleton: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Title order={1} fz={24}>
            {title}
          </Title>
          {description && (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          )}
          {found}
        </Stack>
        {/* On a phone the search row takes the card's width, so the box shrinks and Reset stays on screen. */}
        <Group gap="sm" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
          <SearchBar {...search} />
          {actions}
        </Group>
      </Group>
      <ListBody
        isStale={query.isPlaceholderData}
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={isEmpty}
        emptyText={emptyText}
        skeleton={skeleton}
      >
        {children}
      </ListBody>
      <ListPager {...pager} />
    </Paper>
  );
}
