import { ApiError, type Endpoint } from '@brokerdesk/contract/constants';
import { clear, createStore, del, set, values } from 'idb-keyval';
import { api } from '../api-client';
import { queryClient } from '../query-client';
import { type KeptAnswer, KeptAnswers, type KeptStore, type SendOutcome } from './kept-answers';
import { PORTAL_DATA_CACHE } from './portal-data-cache';

/**
 * What the phone keeps for the signed-in client (docs/decisions/045-portal-offline.md): their answers typed offline,
 * in IndexedDB, and (through the service worker) the last answers of the pages they read. Signing out removes both.
 */

/** One IndexedDB database of its own, opened on first use. */
let idb: ReturnType<typeof createStore> | null = null;
const useIdb = () => {
  idb ??= createStore('brokerdesk-offline', 'kept-answers');
  return idb;
};

const indexedDbStore: KeptStore = {
  entries: () => values<KeptAnswer>(useIdb()),
  set: (answer) => set(answer.id, answer, useIdb()),
  del: (id) => del(id, useIdb()),
  clear: () => clear(useIdb()),
};

/** What an answer sent became, from the server's reply. */
export function outcomeOf(err: unknown): SendOutcome {
  if (!(err instanceof ApiError)) return 'unsent';
  if (err.code === 'conflict') return 'conflict';
  // The session ended, the network or the server failed: the answer waits (for this person's next sign-in).
  if (err.code === 'unavailable' || err.code === 'rate_limited' || err.code === 'unauthenticated') return 'unsent';
  return err.status >= 500 ? 'unsent' : 'refused';
}

/** Every save endpoint of the field kit takes ids beside `keyValueArr` (components/fields/use-field-save.ts). */
const post = api as unknown as (endpoint: Endpoint, input: { body: Record<string, unknown> }) => Promise<unknown>;

async function sendDirect(answer: KeptAnswer): Promise<SendOutcome> {
  try {
    await post(answer.endpoint, {
      body: { ...answer.body, keyValueArr: [{ key: answer.key, ...answer.stored }] },
    });
    return 'saved';
  } catch (err) {
    return outcomeOf(err);
  }
}

export const keptAnswers = new KeptAnswers(indexedDbStore, sendDirect, () => void queryClient.invalidateQueries());

/** Answers wait at most this long for the next try while the phone thinks it is online but the server did not answer. */
const RETRY_MS = 15_000;
let stopKeeping: (() => void) | null = null;

/**
 * A client signed in: their kept answers are drawn on their fields and sent when the connection returns, now if it
 * is there, and every little while in case the server was away rather than the network.
 */
export function keepAnswersFor(owner: number): () => void {
  stopKeeping?.();
  let stopWatching: (() => void) | null = null;
  let stopped = false;
  void keptAnswers.signedIn(owner).then(() => {
    if (!stopped) stopWatching = keptAnswers.watchConnection(window, RETRY_MS);
  });
  const stop = () => {
    stopped = true;
    stopWatching?.();
    keptAnswers.release();
    if (stopKeeping === stop) stopKeeping = null;
  };
  stopKeeping = stop;
  return stop;
}

/** Signing out: the kept answers and the service worker's copies of the pages' data leave the phone. */
export async function forgetWhatThePhoneKept(): Promise<void> {
  stopKeeping?.();
  await Promise.all([
    keptAnswers.clear().catch(() => undefined),
    typeof caches === 'undefined' ? undefined : caches.delete(PORTAL_DATA_CACHE).catch(() => undefined),
  ]);
}
