import { Text } from '@mantine/core';

const count = new Intl.NumberFormat('en-AU');

/** 'Found N brokers' (core §2), 'Found N items of feedback' (settings §2): how many match the search. */
export function FoundLine({ total, one, many }: { total: number; one: string; many: string }) {
  return (
    <Text fz="sm" c="dimmed" data-testid="found-line">
      Found {count.format(total)} {total === 1 ? one : many}
    </Text>
  );
}
