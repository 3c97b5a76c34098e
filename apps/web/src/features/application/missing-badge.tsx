import { Badge, VisuallyHidden } from '@mantine/core';

/** What a page still needs, as the navigation shows it: nothing when complete or not known yet. */
export function MissingBadge({ missing }: { missing: number | undefined }) {
  if (!missing) return null;
  const words = missing === 1 ? 'answer still needed' : 'answers still needed';
  return (
    <Badge
      size="sm"
      circle={missing < 10}
      color="orange"
      variant="filled"
      title={`${missing} ${words}`}
      style={{ flexShrink: 0 }}
      data-testid="missing-badge"
    >
      <span aria-hidden="true">{missing > 99 ? '99+' : missing}</span>
      <VisuallyHidden>{`${missing} ${words}`}</VisuallyHidden>
    </Badge>
  );
}
