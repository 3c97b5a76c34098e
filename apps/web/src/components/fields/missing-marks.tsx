import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';

/**
 * Missing answers made visible. A required field still unanswered carries `data-missing-answer` (the page's
 * "Next missing answer" link moves focus through them); once the page has been visited before, each is also marked
 * "Still needed" under its control. The first visit stays unmarked: a form that opens covered in marks reads as
 * errors before anything was typed.
 */
const MarkMissing = createContext(false);

export const MISSING_ANSWER_ATTR = 'data-missing-answer';
const VISITED_KEY = 'brokerdesk.visited-pages';
const REMEMBERED = 200;
export const STILL_NEEDED = 'Still needed';

function readVisited(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(VISITED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

function rememberVisit(page: string) {
  try {
    const list = [page, ...readVisited().filter((p) => p !== page)].slice(0, REMEMBERED);
    localStorage.setItem(VISITED_KEY, JSON.stringify(list));
  } catch {
    // Storage refused (a private window): this visit is not remembered.
  }
}

/** Pages on their first visit now: a page drawn again during that visit (after loading) stays unmarked. */
const firstVisits = new Set<string>();

/** Arriving on `page`: whether it was visited before; the visit is remembered for the next. */
function arrive(page: string): boolean {
  if (firstVisits.has(page)) return false;
  const seen = readVisited().includes(page);
  if (!seen) firstVisits.add(page);
  rememberVisit(page);
  return seen;
}

/** Whether `page` (its path) was visited before this visit. Leaving it ends the first visit. */
export function useVisitedBefore(page: string): boolean {
  const visited = useMemo(() => arrive(page), [page]);
  useEffect(
    () => () => {
      if (window.location.pathname !== page) firstVisits.delete(page);
    },
    [page],
  );
  return visited;
}

/** Marks the missing answers of the fields inside when `active` (a page visited before). */
export function MissingMarks({ active, children }: { active: boolean; children: ReactNode }) {
  return <MarkMissing.Provider value={active}>{children}</MarkMissing.Provider>;
}

export const useMarkMissing = () => useContext(MarkMissing);

/** The missing answers on the page, in the order they are read. */
export function missingAnswerTargets(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${MISSING_ANSWER_ATTR}]`)];
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the next missing answer after `from` (the one the link moved to last; the first when none, and again
 * the first after the last): its first control, scrolled to the middle of the window. Answers the field moved to.
 */
export function focusNextMissing(root: ParentNode, from: Element | null): HTMLElement | null {
  const targets = missingAnswerTargets(root);
  if (targets.length === 0) return null;
  const after = from?.isConnected
    ? targets.find((t) => t !== from && from.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING)
    : undefined;
  const target = after ?? (targets[0] as HTMLElement);
  const control = target.querySelector<HTMLElement>(FOCUSABLE);
  (control?.parentElement ?? target).scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
  return target;
}
