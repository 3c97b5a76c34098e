import { Text } from '@mantine/core';

const count = new Intl.NumberFormat('en-AU');

/**
 * 'Found N brokers' (docs/spec/core-and-application.md §2), 'Found N items of feedback'
 * (docs/spec/settings-billing-admin.md §2): how many match the search.
 */
export function FoundLine({
  total,
  one,
  many,
  capped = false,
}: {
  total: number;
  one: string;
  many: string;
  capped?: boolean;
}) {
  return (
    <Text fz="sm" c="dimmed" data-testid="found-line">
      Found {count.format(total)}
      {capped ? '+' : ''} {total === 1 && !capped ? one : many}
    </Text>
  );
}
