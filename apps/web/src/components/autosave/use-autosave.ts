import { ApiError } from '@brokerdesk/contract/constants';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessage, isNetworkFailure } from '../../lib/api-client';
import type { KeptAnswer, NewKeptAnswer, SendOutcome } from '../../lib/offline/kept-answers';
import { keptAnswers, outcomeOf } from '../../lib/offline/phone-store';
import { setFieldSaveState } from './autosave-store';

/** `kept`: typed with no connection, kept on the phone and sent when it returns (docs/decisions/045-portal-offline.md). */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict' | 'kept';

/** With no connection, the phone keeps the field's answer and sends it when the connection returns. */
export interface KeepOnPhone<T> {
  /** The field's identity across reloads (`fieldIdOf`). */
  id: string;
  /** What to keep and send for `value` typed over `previous`: the endpoint, its ids, and both in stored form. */
  answer: (value: T, previous: T) => Omit<NewKeptAnswer, 'id' | 'value' | 'previous'>;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const noKept = () => () => undefined;

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
  /** Keep answers typed offline on the phone (the client portal's fact-find). */
  keep?: KeepOnPhone<T>;
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
export function useAutosave<T>({
  serverValue,
  save,
  validate,
  equals = Object.is,
  keep,
}: AutosaveOptions<T>): Autosave<T> {
  const fieldId = useId();
  const keepId = keep?.id;
  // What the phone kept for this field: drawn instead of the server's value, which is older than it.
  const kept = useSyncExternalStore(keepId ? keptAnswers.subscribe : noKept, () =>
    keepId ? keptAnswers.get(keepId) : undefined,
  );
  const keptAtStart = useRef(kept);
  const [value, setValueState] = useState(() => (kept ? (kept.value as T) : serverValue));
  const [status, setStatus] = useState<AutosaveStatus>(kept ? 'kept' : 'idle');
  const [retryable, setRetryable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ current: T } | null>(null);
  const saved = useRef(kept ? (kept.previous as T) : serverValue);
  const dirty = useRef(Boolean(kept));
  const valueRef = useRef(value);

  // An answer the phone kept that was read after the field was drawn (IndexedDB answers a moment later).
  useEffect(() => {
    if (!kept || dirty.current || keptAtStart.current === kept) return;
    keptAtStart.current = kept;
    dirty.current = true;
    saved.current = kept.previous as T;
    valueRef.current = kept.value as T;
    setValueState(kept.value as T);
    setStatus('kept');
  }, [kept]);

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

  /**
   * Keeps the answer on the phone until the connection returns: nothing is lost, so nothing is marked unsaved. False
   * when no one keeps answers on this browser (an adviser's): the field then fails as it always did.
   */
  const keepOnPhone = useCallback(
    async (next: T, previous: T) => {
      if (!keep) return false;
      const kept = await keptAnswers.keep({ id: keep.id, value: next, previous, ...keep.answer(next, previous) });
      if (!kept) return false;
      setStatus('kept');
      setRetryable(false);
      setError(null);
      setFieldSaveState(fieldId, null);
      return true;
    },
    [fieldId, keep],
  );

  /** Sends `next` over `previous`: what became of it is shown on the field and answered to the phone's queue. */
  const run = useCallback(
    async (next: T, previous: T): Promise<SendOutcome> => {
      if (keep && isOffline() && (await keepOnPhone(next, previous))) return 'unsent';
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
        return 'saved';
      } catch (err) {
        const outcome = outcomeOf(err);
        // No network: with the phone keeping answers, this one waits there.
        if (keep && (isNetworkFailure(err) || isOffline()) && (await keepOnPhone(next, previous))) return 'unsent';
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
        return outcome;
      }
    },
    [fieldId, save, equals, keep, keepOnPhone],
  );

  // The phone's queue sends this field's kept answer through the field itself, in its turn, so a 409 shows the
  // conflict choice here. A saved answer leaves the phone (the queue removes it).
  useEffect(() => {
    if (!keepId) return;
    return keptAnswers.register(keepId, (answer: KeptAnswer) => run(answer.value as T, answer.previous as T));
  }, [keepId, run]);

  // A field drawn with an answer kept earlier asks for it to be sent if the connection is there.
  useEffect(() => {
    if (keepId && keptAtStart.current && !isOffline()) void keptAnswers.flush();
  }, [keepId]);

  /** An answer sent or set aside by the person: the phone need not keep it any longer. */
  const forgetKept = useCallback(() => {
    if (keepId && keptAnswers.get(keepId)) void keptAnswers.remove(keepId);
  }, [keepId]);

  const commit = useCallback(
    async (nextArg?: T) => {
      const next = nextArg === undefined ? valueRef.current : nextArg;
      if (nextArg !== undefined) setValue(nextArg);
      if (equals(next, saved.current) && status !== 'failed' && status !== 'kept') {
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
      // Typed while the phone keeps this field's answer: it joins that answer, in its place in the queue.
      if (keep && keptAnswers.get(keep.id) && status === 'kept' && (await keepOnPhone(next, saved.current))) {
        if (!isOffline()) void keptAnswers.flush();
        return;
      }
      if ((await run(next, saved.current)) === 'saved') forgetKept();
    },
    [equals, fieldId, run, setValue, status, validate, keep, keepOnPhone, forgetKept],
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
        forgetKept();
        return;
      }
      // Sent over theirs now: an answer kept over the older value is replaced by this one.
      forgetKept();
      await run(valueRef.current, theirs);
    },
    [conflict, fieldId, run, setValue, forgetKept],
  );

  return { value, setValue, commit, retry, status, error, retryable, conflict, resolveConflict };
}
