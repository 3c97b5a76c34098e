import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: Record<string, { x: number; y: number }> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/**
 * The board's keyboard moves: an arrow jumps the picked-up card to the nearest drop zone that way (the next column,
 * or the Declined and Withdrawn zones), instead of dnd-kit's default nudge of a few pixels.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const dir = DIRECTIONS[event.code] ?? DIRECTIONS[event.key];
  const from = context.collisionRect;
  if (!dir || !from) return undefined;
  event.preventDefault();
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best: { score: number; x: number; y: number } | undefined;
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (!rect) continue;
    // The card's own column is tall: aim at its top, where a card lands, rather than its middle.
    const tx = rect.left + rect.width / 2;
    const ty = rect.top + Math.min(rect.height / 2, 60);
    const along = (tx - cx) * dir.x + (ty - cy) * dir.y;
    if (along <= 8) continue;
    const across = Math.abs((tx - cx) * dir.y) + Math.abs((ty - cy) * dir.x);
    const score = along + 2 * across;
    if (!best || score < best.score) best = { score, x: tx - from.width / 2, y: ty - from.height / 2 };
  }
  return best ? { x: best.x, y: best.y } : undefined;
};
