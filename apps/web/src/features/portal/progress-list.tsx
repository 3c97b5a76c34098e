import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PageProgress } from './portal-pages';

/** Each page's completeness, linked to the page so whatever is missing is one tap away. */
export function ProgressList({ pages }: { pages: PageProgress[] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="submit-progress">
      <Stack gap="xs">
        {pages.map((p) => (
          <Group key={p.key} justify="space-between" wrap="nowrap" gap="sm" data-testid={`progress-${p.key}`}>
            <Anchor component={Link} to={p.to}>
              {p.label}
            </Anchor>
            {p.completeness.complete ? (
              <Badge color="teal" variant="light">
                Complete
              </Badge>
            ) : (
              <Badge color="orange" variant="light">
                {p.completeness.missing === 1 ? '1 answer missing' : `${p.completeness.missing} answers missing`}
              </Badge>
            )}
          </Group>
        ))}
        {pages.length === 0 && <Text c="dimmed">No pages to show.</Text>}
      </Stack>
    </Paper>
  );
}
