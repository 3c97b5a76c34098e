import { type ReactNode, useId } from 'react';

/**
 * A question answered with several inputs (segments, checkboxes, counts) sits in Mantine's Input.Wrapper, which ties
 * its label, description and error to one input only. These props tie them to the group instead: the wrapper's label
 * becomes the group's name and its description and error the group's description, so a screen reader says the
 * question, and what is wrong with the answer, on reaching it (WCAG 1.3.1, 3.3.1).
 */
export function useInputGroup({ error, description }: { error?: ReactNode; description?: ReactNode }) {
  const id = useId();
  const labelId = `${id}-label`;
  const describedBy = [error ? `${id}-error` : '', description ? `${id}-description` : ''].filter(Boolean).join(' ');
  return {
    wrapperProps: { id, labelElement: 'div' as const, labelProps: { id: labelId } },
    groupProps: { 'aria-labelledby': labelId, 'aria-describedby': describedBy || undefined },
  };
}
