import { ApiError } from '@brokerdesk/contract/constants';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { setFieldSaveState } from './autosave-store';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';

/** A save that failed for want of a network or a working server, not because the value was refused. */
const isTransientSaveError = (err: unknown) =>
  !(err instanceof ApiError) || err.code === 'unavailable' || err.code === 'rate_limited' || err.status >= 500;

export interface AutosaveOptions<T> {
  /** The value as the server last answered it. */
  serverValue: T;
  /** Saves `value`; `previous` is what this editor last saw, so the server can refuse a stale overwrite (409). */
  save: (value: T, previous: T) => Promise<unknown>;
  /** A check run before saving; a message stops the save and is shown on the field. */
  validate?: (value: T) => string | null;
  equals?: (a: T, b: T) => boolean;
}

export interface Autosave<T> {
  value: T;
  setValue: (value: T) => void;
  /** Saves if the value changed since the last save (call on blur, or right away for choices). */
  commit: (next?: T) => Promise<void>;
  retry: () => Promise<void>;
  status: AutosaveStatus;
  error: string | null;
  /** The failure was the network's or the server's (not a refused value): sending again may work. */
  retryable: boolean;
  /** On a 409: the value someone else saved meanwhile. */
  conflict: { current: T } | null;
  /** Resolves a conflict: keep the typed value (saved over theirs) or take theirs. */
  resolveConflict: (choice: 'mine' | 'theirs') => Promise<void>;
}

/**
 * One autosaved field: keeps what the user typed until the server has it, marks a failed save and keeps the
 * value for a retry, and on a conflict offers the newer value beside the user's own.
 */
export function useAutosave<T>({ serverValue, save, validate, equals = Object.is }: AutosaveOptions<T>): Autosave<T> {
  const fieldId = useId();
  const [value, setValueState] = useState(serverValue);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [retryable, setRetryable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ current: T } | null>(null);
  const saved = useRef(serverValue);
  const dirty = useRef(false);
  const valueRef = useRef(value);

  // A newer server value (another save, a refetch) replaces the field only when the user has nothing pending.
  useEffect(() => {
    if (!dirty.current && !equals(serverValue, saved.current)) {
      saved.current = serverValue;
      valueRef.current = serverValue;
      setValueState(serverValue);
    }
  }, [serverValue, equals]);

  useEffect(() => () => setFieldSaveState(fieldId, null), [fieldId]);

  const setValue = useCallback((next: T) => {
    valueRef.current = next;
    setValueState(next);
    setError(null);
  }, []);

  const run = useCallback(
    async (next: T, previous: T) => {
      setStatus('saving');
      setFieldSaveState(fieldId, 'saving');
      try {
        await save(next, previous);
        saved.current = next;
        dirty.current = !equals(valueRef.current, next);
        setStatus('saved');
        setRetryable(false);
        setError(null);
        setConflict(null);
        setFieldSaveState(fieldId, null);
      } catch (err) {
        const apiError = err instanceof ApiError ? err : null;
        if (apiError?.code === 'conflict' && apiError.extra && 'current' in apiError.extra) {
          setConflict({ current: apiError.extra.current as T });
          setStatus('conflict');
        } else {
          setStatus('failed');
        }
        setRetryable(isTransientSaveError(err));
        setError(errorMessage(err));
        setFieldSaveState(fieldId, 'failed');
      }
    },
    [fieldId, save, equals],
  );

  const commit = useCallback(
    async (nextArg?: T) => {
      const next = nextArg === undefined ? valueRef.current : nextArg;
      if (nextArg !== undefined) setValue(nextArg);
      if (equals(next, saved.current) && status !== 'failed') {
        dirty.current = false;
        return;
      }
      const problem = validate?.(next) ?? null;
      if (problem) {
        dirty.current = true;
        setError(problem);
        setRetryable(false);
        setStatus('failed');
        setFieldSaveState(fieldId, 'failed');
        return;
      }
      dirty.current = true;
      await run(next, saved.current);
    },
    [equals, fieldId, run, setValue, status, validate],
  );

  const retry = useCallback(() => commit(), [commit]);

  const resolveConflict = useCallback(
    async (choice: 'mine' | 'theirs') => {
      if (!conflict) return;
      const theirs = conflict.current;
      if (choice === 'theirs') {
        saved.current = theirs;
        dirty.current = false;
        setValue(theirs);
        setConflict(null);
        setStatus('idle');
        setFieldSaveState(fieldId, null);
        return;
      }
      await run(valueRef.current, theirs);
    },
    [conflict, fieldId, run, setValue],
  );

  return { value, setValue, commit, retry, status, error, retryable, conflict, resolveConflict };
}
