import type { Endpoint } from '@brokerdesk/contract/constants';

/**
 * Answers the phone keeps while it cannot reach the server, sent again in the order they were typed when it can
 * (docs/decisions/045-portal-offline.md). One answer per field: typing into a kept field again replaces its value and
 * keeps the `previous` it was first typed over, so the server's version check still compares with what the person
 * saw before they went offline, and a field someone else changed meanwhile answers 409 (the conflict choice), never a
 * silent overwrite.
 *
 * This module is the queue's logic only; where it is stored (IndexedDB through idb-keyval) and how an answer is sent
 * are given to it, so the logic is tested without a browser (kept-answers.test.ts).
 */
export interface KeptAnswer {
  /** The field: its save endpoint, the ids it is saved with and its key (`fieldIdOf`). */
  id: string;
  /** The signed-in user who typed it: no one else's session sends it. */
  owner: number;
  /** The order it was first typed in. */
  seq: number;
  endpoint: Endpoint;
  /** The ids the endpoint takes beside `keyValueArr`. */
  body: Record<string, unknown>;
  key: string;
  /** As the field shows them, to draw it again after a reload. */
  value: unknown;
  previous: unknown;
  /** As the server stores them: what is sent. `previous` is left out when the field sends none. */
  stored: { value: unknown; previous?: unknown };
  /** The server refused it as stale (409): kept until the person chooses on the field's page. */
  conflict?: boolean;
}

/** An answer to keep: the queue adds its place in the order and whose it is. */
export type NewKeptAnswer = Omit<KeptAnswer, 'seq' | 'conflict' | 'owner'>;

/** What became of one answer sent: saved, refused as stale, refused for good, or not sent (no network, no server). */
export type SendOutcome = 'saved' | 'conflict' | 'refused' | 'unsent';

/** A field on the page that sends its own kept answer through its autosave, so its conflict choice shows there. */
export type FieldSender = (answer: KeptAnswer) => Promise<SendOutcome>;

/** Where the answers are kept: one record per field id. */
export interface KeptStore {
  entries(): Promise<KeptAnswer[]>;
  set(answer: KeptAnswer): Promise<void>;
  del(id: string): Promise<void>;
  clear(): Promise<void>;
}

/** The identity of a field across reloads: its endpoint, the ids it is saved with and its key. */
export function fieldIdOf(endpoint: Pick<Endpoint, 'method' | 'path'>, body: Record<string, unknown>, key: string) {
  const ids = Object.keys(body)
    .sort()
    .map((k) => `${k}=${JSON.stringify(body[k])}`)
    .join('&');
  return `${endpoint.method} ${endpoint.path}?${ids}#${key}`;
}

const sameValue = (a: KeptAnswer, b: KeptAnswer) => JSON.stringify(a.stored.value) === JSON.stringify(b.stored.value);

export class KeptAnswers {
  private answers = new Map<string, KeptAnswer>();
  private readonly listeners = new Set<() => void>();
  private readonly senders = new Map<string, FieldSender>();
  private owner: number | null = null;
  private loaded: Promise<void> | null = null;
  private flushing: Promise<void> | null = null;
  private again = false;
  /** Bumped on `clear`, so a write or a send that was under way then does not bring an answer back. */
  private generation = 0;

  constructor(
    private readonly store: KeptStore,
    /** Sends an answer of a field that is not on the page. */
    private readonly sendDirect: (answer: KeptAnswer) => Promise<SendOutcome>,
    /** Called after a flush that saved answers of fields not on the page, so their pages fetch them again. */
    private readonly afterDirectSaves: () => void = () => undefined,
  ) {}

  /** Reads what the phone kept, once. */
  load(): Promise<void> {
    this.loaded ??= Promise.resolve()
      .then(() => this.store.entries())
      .then(
        (entries) => {
          for (const answer of entries) if (!this.answers.has(answer.id)) this.answers.set(answer.id, answer);
          this.emit();
        },
        // No storage (a private window that refuses IndexedDB): the phone keeps nothing across reloads.
        () => undefined,
      );
    return this.loaded;
  }

  /**
   * The signed-in user: only their answers are sent or shown. Answers another person typed on this phone are removed,
   * so the phone keeps one person's answers at a time.
   */
  async signedIn(owner: number): Promise<void> {
    this.owner = owner;
    await this.load();
    for (const answer of [...this.answers.values()]) if (answer.owner !== owner) await this.remove(answer.id);
  }

  /** No one keeps answers here any longer (an adviser signed in): fields save online only, as they always did. */
  release(): void {
    this.owner = null;
    this.emit();
  }

  /** The kept answer of a field of the signed-in user, if any. */
  get(id: string): KeptAnswer | undefined {
    const answer = this.answers.get(id);
    return answer && answer.owner === this.owner ? answer : undefined;
  }

  /** The signed-in user's answers, in the order they were first typed. */
  list(): KeptAnswer[] {
    return [...this.answers.values()].filter((a) => a.owner === this.owner).sort((a, b) => a.seq - b.seq);
  }

  /**
   * Keeps a field's answer. A field already kept keeps its place in the order and the `previous` it was first typed
   * over: the server's version check is against what the person saw before any of it was sent. Null when no one
   * signed in keeps answers here.
   */
  async keep(answer: NewKeptAnswer): Promise<KeptAnswer | null> {
    await this.load();
    const owner = this.owner;
    if (owner === null) return null;
    const generation = this.generation;
    const earlier = this.get(answer.id);
    const kept: KeptAnswer = earlier
      ? {
          ...answer,
          owner,
          seq: earlier.seq,
          previous: earlier.previous,
          stored: { ...answer.stored, previous: earlier.stored.previous },
          ...(earlier.conflict ? { conflict: true } : {}),
        }
      : { ...answer, owner, seq: this.nextSeq() };
    if (!('previous' in kept.stored) || kept.stored.previous === undefined) delete kept.stored.previous;
    this.answers.set(kept.id, kept);
    this.emit();
    await this.write(() => this.store.set(kept));
    // Cleared while it was being written (signed out): the phone must not keep it.
    if (generation !== this.generation) await this.write(() => this.store.del(kept.id));
    return kept;
  }

  async remove(id: string): Promise<void> {
    if (!this.answers.delete(id)) return;
    this.emit();
    await this.write(() => this.store.del(id));
  }

  /** Signing out: everything the phone kept goes. */
  async clear(): Promise<void> {
    this.generation++;
    this.answers.clear();
    this.owner = null;
    this.emit();
    await this.write(() => this.store.clear());
  }

  /**
   * A write the storage refused (a private window without IndexedDB) leaves the answer kept in this page only: it is
   * still sent when the connection returns, as long as the page stays open.
   */
  private async write(change: () => Promise<void>) {
    try {
      await change();
    } catch {
      // Kept in memory, as said above.
    }
  }

  /**
   * Sends the answers when the connection returns (the browser's `online` event), now if it is there, and every
   * `retryMs` while answers wait, in case it was the server rather than the network that was away.
   */
  watchConnection(target: Window, retryMs: number): () => void {
    const isOnline = () => target.navigator.onLine !== false;
    const flush = () => {
      if (isOnline()) void this.flush();
    };
    flush();
    target.addEventListener('online', flush);
    const timer = target.setInterval(() => {
      if (this.list().length > 0) flush();
    }, retryMs);
    return () => {
      target.removeEventListener('online', flush);
      target.clearInterval(timer);
    };
  }

  /** A field on the page sends its own answer when the queue reaches it. */
  register(id: string, send: FieldSender): () => void {
    this.senders.set(id, send);
    return () => {
      if (this.senders.get(id) === send) this.senders.delete(id);
    };
  }

  /**
   * Sends the signed-in user's answers one at a time, in order. A saved answer leaves the phone; one refused as stale
   * stays (marked) for the person to choose on its page, and the rest go on; with no network or server the flush
   * stops and the answers wait for the next one. One flush at a time: asked again meanwhile, it runs once more after.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.again = false;
        await this.flushOnce();
      } while (this.again);
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    await this.load();
    if (this.owner === null) return;
    let savedDirect = false;
    for (const { id } of this.list()) {
      // Read again: typing meanwhile may have replaced it, and a sign-out removed it.
      const answer = this.get(id);
      if (!answer) continue;
      const generation = this.generation;
      const field = this.senders.get(id);
      // Refused as stale once: only its field, on its page, sends it again (and shows the choice).
      if (answer.conflict && !field) continue;
      const outcome = await (field ?? this.sendDirect)(answer);
      if (generation !== this.generation) return;
      if (outcome === 'unsent') break;
      const now = this.answers.get(id);
      if (outcome === 'conflict') {
        if (now) await this.markConflict(now);
        continue;
      }
      // Saved or refused for good (the field says why when it is on the page). A value typed while it was being sent
      // is a newer answer: it stays to be sent over the one just saved.
      if (now && sameValue(now, answer)) await this.remove(id);
      else if (now && outcome === 'saved') await this.keepOver(now, answer);
      if (!field && outcome === 'saved') savedDirect = true;
    }
    if (savedDirect) this.afterDirectSaves();
  }

  /** The answer typed while `sent` was on its way is now sent over `sent`'s value, as the server has it. */
  private async keepOver(now: KeptAnswer, sent: KeptAnswer) {
    const next: KeptAnswer = {
      ...now,
      previous: sent.value,
      stored: { value: now.stored.value, previous: sent.stored.value },
    };
    this.answers.set(next.id, next);
    this.emit();
    await this.write(() => this.store.set(next));
  }

  private async markConflict(answer: KeptAnswer) {
    if (answer.conflict) return;
    const marked = { ...answer, conflict: true };
    this.answers.set(marked.id, marked);
    this.emit();
    await this.write(() => this.store.set(marked));
  }

  private nextSeq(): number {
    let max = 0;
    for (const a of this.answers.values()) max = Math.max(max, a.seq);
    return max + 1;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
