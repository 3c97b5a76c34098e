import {
  Box,
  type BoxProps,
  Group,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Skeletons: the shapes a page draws while its data loads, so it opens with the outline of what is coming and nothing jumps when
 * the data arrives. Screen readers hear one status ('Loading your clients') and none of the shapes. Every loading part
 * of a page uses these, so the shapes are the same everywhere: a line of text is 14 px high, an input 36 px (Mantine's
 * sm), a badge a 20 px pill.
 */
export function SkeletonFrame({ label, children, ...box }: { label: string; children: ReactNode } & BoxProps) {
  return (
    <Box aria-busy="true" data-testid="skeleton" {...box}>
      <LoadingStatus label={label} />
      <div aria-hidden="true">{children}</div>
    </Box>
  );
}

/**
 * The status alone, for a page that draws its skeletons inside its real layout (a count's place in its card): those
 * shapes then carry aria-hidden themselves.
 */
export function LoadingStatus({ label }: { label: string }) {
  return <VisuallyHidden role="status">{label}</VisuallyHidden>;
}

/** A line of text of a given width, for a caller's own shape. */
export function LineSkeleton({ width = '60%', height = 14 }: { width?: number | string; height?: number }) {
  return <Skeleton height={height} width={width} radius="sm" />;
}

/** Widths that look like real text: varied, never the same in two neighbouring rows. */
const width = (row: number, column = 0, from = 35, spread = 40) => `${from + ((row * 23 + column * 37) % spread)}%`;

/** A table loading: its header line, then `rows` rows (about a screen's worth) of the given columns. */
export function TableSkeleton({ label, columns, rows = 8 }: { label: string; columns: number; rows?: number }) {
  // Columns keep a readable width and the ones past the screen's edge are cut off, as the table scrolls on a phone.
  const grid = { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(96px, 1fr))`, gap: 16 };
  return (
    <SkeletonFrame label={label} style={{ overflow: 'hidden' }}>
      <Box style={{ ...grid, borderBottom: '1px solid var(--mantine-color-gray-3)' }} py={10} px="xs">
        {Array.from({ length: columns }, (_, c) => (
          <LineSkeleton key={c} width={width(0, c, 30, 30)} height={12} />
        ))}
      </Box>
      {Array.from({ length: rows }, (_, r) => (
        <Box key={r} style={{ ...grid, borderBottom: '1px solid var(--mantine-color-gray-2)' }} py={13} px="xs">
          {Array.from({ length: columns }, (_, c) => (
            <LineSkeleton key={c} width={width(r + 1, c)} />
          ))}
        </Box>
      ))}
    </SkeletonFrame>
  );
}

/**
 * A list loading: rows of a name over a short line, and on the right a badge (as in the home page's client search or
 * the set-up checklist, which has a round mark on the left: `withMark`).
 */
export function RowsSkeleton({
  label,
  rows = 5,
  withBadge = true,
  withMark = false,
}: {
  label: string;
  rows?: number;
  withBadge?: boolean;
  withMark?: boolean;
}) {
  return (
    <SkeletonFrame label={label}>
      <Stack gap={0}>
        {Array.from({ length: rows }, (_, r) => (
          <Group key={r} justify="space-between" wrap="nowrap" py={10} gap="md">
            <Group gap="sm" wrap="nowrap" style={{ flex: 1 }}>
              {withMark && <Skeleton height={28} circle />}
              <Stack gap={8} style={{ flex: 1 }}>
                <LineSkeleton width={width(r, 0, 30, 35)} />
                <LineSkeleton width={width(r, 1, 20, 25)} height={10} />
              </Stack>
            </Group>
            {withBadge && <Skeleton height={20} width={90} radius="xl" />}
          </Group>
        ))}
      </Stack>
    </SkeletonFrame>
  );
}

/** A form loading: its fields, each a label over an input, in one column on phones and `cols` from tablets up. */
export function FieldsSkeleton({
  label,
  fields = 4,
  cols = 1,
}: {
  label: string;
  fields?: number;
  cols?: SimpleGridProps['cols'];
}) {
  return (
    <SkeletonFrame label={label}>
      <SimpleGrid cols={typeof cols === 'number' ? { base: 1, sm: cols } : cols} spacing="md" verticalSpacing="lg">
        {Array.from({ length: fields }, (_, f) => (
          <Stack key={f} gap={6}>
            <LineSkeleton width={width(f, 0, 25, 30)} />
            <Skeleton height={36} radius="sm" />
          </Stack>
        ))}
      </SimpleGrid>
    </SkeletonFrame>
  );
}

/** Cards loading (templates, a phone's client list): each a bordered card with a title and a few lines. */
export function CardsSkeleton({
  label,
  cards = 3,
  cols = 1,
  lines = 2,
}: {
  label: string;
  cards?: number;
  cols?: SimpleGridProps['cols'];
  lines?: number;
}) {
  return (
    <SkeletonFrame label={label}>
      <SimpleGrid cols={typeof cols === 'number' ? { base: 1, sm: cols } : cols} spacing="md">
        {Array.from({ length: cards }, (_, c) => (
          <Paper key={c} withBorder radius="md" p="md">
            <Stack gap={10}>
              <LineSkeleton width={width(c, 0, 40, 30)} height={18} />
              {Array.from({ length: lines }, (_, l) => (
                <LineSkeleton key={l} width={width(c, l + 1, 50, 45)} />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </SkeletonFrame>
  );
}
