import { Badge, VisuallyHidden } from '@mantine/core';

/**
 * What a page still needs, as the navigation shows it: "3 missing", read as "3 answers still needed" (the words of the
 * pages' own completeness line), or "2 documents still needed" on Documents, with the same words as its tooltip.
 * Nothing when complete or not known yet. It reads as answers missing, not as a count of the entries beside it (the
 * applicants).
 */
export function MissingBadge({
  missing,
  unit = 'answer',
}: {
  missing: number | undefined;
  unit?: 'answer' | 'document';
}) {
  if (!missing) return null;
  const words = `${missing} ${missing === 1 ? unit : `${unit}s`} still needed`;
  return (
    <Badge
      size="sm"
      color="orange"
      variant="light"
      title={words}
      px={6}
      style={{ flexShrink: 0 }}
      styles={{ label: { textTransform: 'none' } }}
      data-testid="missing-badge"
    >
      <span aria-hidden="true">{missing > 99 ? '99+' : missing} missing</span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </Badge>
  );
}
