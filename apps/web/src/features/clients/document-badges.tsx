import type { ClientRow } from '@brokerdesk/contract/constants';
import { Badge, Group } from '@mantine/core';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The client's documents past (or soon past) their validity rule, in the client list (the documents issue), beside
 * the 'to review' badge. Nothing when all is in order.
 */
export function DocumentBadges({ row }: { row: ClientRow }) {
  const { num_stale_documents: stale, num_soon_stale_documents: soon } = row;
  if (stale === 0 && soon === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {stale > 0 && (
        <Badge color="red.8" variant="filled" radius="sm" data-testid="stale">
          {plural(stale, 'stale document', 'stale documents')}
        </Badge>
      )}
      {soon > 0 && (
        <Badge color="yellow" variant="light" c="dark" radius="sm" data-testid="soon-stale">
          {plural(soon, 'document soon stale', 'documents soon stale')}
        </Badge>
      )}
    </Group>
  );
}
