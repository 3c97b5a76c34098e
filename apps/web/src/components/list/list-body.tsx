import { MESSAGES } from '@brokerdesk/contract/constants';
import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list's table, or while it loads its skeleton (components/skeletons.tsx, shaped like the rows to come), on failure a
 * plain sentence, and with no rows its empty state. While another page or sort loads, the previous rows stay in view,
 * dimmed and marked busy.
 */
export function ListBody({
  isPending,
  isError,
  isEmpty,
  isStale = false,
  emptyText,
  skeleton,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  isStale?: boolean;
  emptyText: string;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  if (isPending) return skeleton;
  if (isError)
    return (
      <Text c="red" ta="center" py="xl">
        {MESSAGES.serverError}
      </Text>
    );
  if (isEmpty)
    return (
      <Text ta="center" c="dimmed" py="xl" data-testid="empty-state">
        {emptyText}
      </Text>
    );
  return (
    <Box
      aria-busy={isStale}
      data-testid="list-body"
      style={{ opacity: isStale ? 0.55 : 1, transition: 'opacity 150ms' }}
    >
      {children}
    </Box>
  );
}
