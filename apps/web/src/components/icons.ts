/**
 * The app's one icon set is Tabler's outline icons (@tabler/icons-react). Import each icon by name from the package
 * (`import { IconLock } from '@tabler/icons-react'`), so the build keeps only those used, and draw it with these
 * props, so every icon has the same stroke: `<IconLock {...iconProps('sm')} />`.
 *
 * Icons here are decoration beside words or inside a named button (its aria-label says what it does), so they are
 * hidden from screen readers.
 */
export const ICON_STROKE = 1.75;

/** Beside small text (14 px), beside body text (16 px), alone in a button (20 px). */
export const ICON_SIZE = { sm: 14, md: 16, lg: 20 } as const;

export function iconProps(size: keyof typeof ICON_SIZE = 'md') {
  return { size: ICON_SIZE[size], stroke: ICON_STROKE, 'aria-hidden': true, focusable: 'false' } as const;
}
