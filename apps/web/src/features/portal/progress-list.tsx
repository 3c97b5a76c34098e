import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { countWords, type PageProgress } from './portal-pages';

/** Each step's completeness, in the fact-find's order, linked to its page so whatever is missing is one tap away. */
export function ProgressList({ pages }: { pages: PageProgress[] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="submit-progress">
      <Stack gap="xs">
        {pages.map((p) => (
          <Group key={p.key} justify="space-between" wrap="nowrap" gap="sm" data-testid={`progress-${p.key}`}>
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={p.to} style={{ overflowWrap: 'break-word' }}>
                {p.label}
              </Anchor>
              {p.kind && (
                <Text fz="xs" c="dimmed">
                  {p.kind}
                </Text>
              )}
            </Stack>
            {p.completeness.complete ? (
              <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                Complete
              </Badge>
            ) : (
              <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                {countWords(p.completeness.missing, p.unit, p.unit === 'document' ? 'still needed' : 'missing')}
              </Badge>
            )}
          </Group>
        ))}
        {pages.length === 0 && <Text c="dimmed">No pages to show.</Text>}
      </Stack>
    </Paper>
  );
}

/** The list's shape while the progress loads: a row per step, its name and its badge. */
export function ProgressListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-busy="true" data-testid="progress-skeleton">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Stack gap="sm" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <Group key={i} justify="space-between" wrap="nowrap">
            <Skeleton height={16} width={`${40 + ((i * 17) % 30)}%`} radius="sm" />
            <Skeleton height={20} width={110} radius="xl" />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
