import { useSyncExternalStore } from 'react';

/**
 * Which autosaved fields on the page are saving or failed, so the page can show one 'Auto-saving' indicator and
 * warn before the user leaves with values that were not saved (nothing typed is silently dropped).
 */
export type FieldSaveState = 'saving' | 'failed';

const fields = new Map<string, FieldSaveState>();
const listeners = new Set<() => void>();
let snapshot: { saving: number; failed: number } = { saving: 0, failed: 0 };

function emit() {
  let saving = 0;
  let failed = 0;
  for (const state of fields.values()) state === 'saving' ? saving++ : failed++;
  snapshot = { saving, failed };
  for (const l of listeners) l();
}

export function setFieldSaveState(fieldId: string, state: FieldSaveState | null): void {
  if (state === null) fields.delete(fieldId);
  else fields.set(fieldId, state);
  emit();
}

export function hasUnsavedFields(): boolean {
  return fields.size > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAutosaveSummary(): { saving: number; failed: number } {
  return useSyncExternalStore(subscribe, () => snapshot);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => {
    if (!hasUnsavedFields()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });
}
