import type { Endpoint } from '@brokerdesk/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { fieldIdOf, type KeptAnswer, KeptAnswers, type KeptStore, type SendOutcome } from './kept-answers';

const endpoint = { method: 'POST', path: '/application/requirement/save' } as Endpoint;
const body = { clientId: 7 };

/** The phone's storage, in memory: what a reload would read back. */
function memoryStore(initial: KeptAnswer[] = []): KeptStore & { rows: Map<string, KeptAnswer> } {
  const rows = new Map(initial.map((a) => [a.id, a]));
  return {
    rows,
    entries: async () => [...rows.values()],
    set: async (a) => void rows.set(a.id, structuredClone(a)),
    del: async (id) => void rows.delete(id),
    clear: async () => rows.clear(),
  };
}

const answer = (key: string, value: unknown, previous: unknown = null) => ({
  id: fieldIdOf(endpoint, body, key),
  endpoint,
  body,
  key,
  value,
  previous,
  stored: { value, previous },
});

/** A queue signed in as user 1 whose direct sends are recorded and answered by `outcome`. */
async function queue(store = memoryStore(), outcome: (a: KeptAnswer) => SendOutcome = () => 'saved') {
  const sent: KeptAnswer[] = [];
  const afterDirectSaves = vi.fn();
  const kept = new KeptAnswers(
    store,
    async (a) => {
      sent.push(a);
      return outcome(a);
    },
    afterDirectSaves,
  );
  await kept.signedIn(1);
  return { kept, sent, store, afterDirectSaves };
}

describe('answers kept on the phone', () => {
  it('sends the answers in the order they were first typed, then lets them go', async () => {
    const { kept, sent, store, afterDirectSaves } = await queue();
    await kept.keep(answer('property_address', '12 Tunnel St'));
    await kept.keep(answer('lender_preferences', 'A credit union'));
    await kept.keep(answer('objectives', 'A home'));
    expect(store.rows.size).toBe(3);

    await kept.flush();

    expect(sent.map((a) => a.key)).toEqual(['property_address', 'lender_preferences', 'objectives']);
    expect(kept.list()).toEqual([]);
    expect(store.rows.size).toBe(0);
    expect(afterDirectSaves).toHaveBeenCalledOnce();
  });

  it('keeps one answer per field: the latest value, over the previous it was first typed over, in its first place', async () => {
    const { kept, sent } = await queue();
    await kept.keep(answer('lender_preferences', 'Credit union', 'Bank A'));
    await kept.keep(answer('objectives', 'A home'));
    await kept.keep(answer('lender_preferences', 'Credit union near home', 'Credit union'));

    expect(kept.list().map((a) => [a.key, a.value, a.previous, a.stored])).toEqual([
      [
        'lender_preferences',
        'Credit union near home',
        'Bank A',
        { value: 'Credit union near home', previous: 'Bank A' },
      ],
      ['objectives', 'A home', null, { value: 'A home', previous: null }],
    ]);
    await kept.flush();
    expect(sent.map((a) => a.value)).toEqual(['Credit union near home', 'A home']);
  });

  it('reads back what a reload finds on the phone, and sends it', async () => {
    const first = await queue();
    await first.kept.keep(answer('objectives', 'A home'));
    await first.kept.keep(answer('property_address', '12 Tunnel St'));

    const again = await queue(first.store);
    expect(again.kept.get(fieldIdOf(endpoint, body, 'objectives'))?.value).toBe('A home');
    await again.kept.flush();
    expect(again.sent.map((a) => a.key)).toEqual(['objectives', 'property_address']);
  });

  it('stops at the first answer the network cannot take, keeping it and those after it', async () => {
    let online = false;
    const { kept, sent } = await queue(memoryStore(), () => (online ? 'saved' : 'unsent'));
    await kept.keep(answer('property_address', '12 Tunnel St'));
    await kept.keep(answer('objectives', 'A home'));

    await kept.flush();
    expect(sent).toHaveLength(1);
    expect(kept.list()).toHaveLength(2);

    online = true;
    await kept.flush();
    expect(sent.map((a) => a.key)).toEqual(['property_address', 'property_address', 'objectives']);
    expect(kept.list()).toEqual([]);
  });

  it('keeps an answer refused as stale, marked for the person to choose, and goes on with the rest', async () => {
    const { kept, sent } = await queue(memoryStore(), (a) => (a.key === 'lender_preferences' ? 'conflict' : 'saved'));
    await kept.keep(answer('lender_preferences', 'A credit union'));
    await kept.keep(answer('objectives', 'A home'));

    await kept.flush();
    expect(sent.map((a) => a.key)).toEqual(['lender_preferences', 'objectives']);
    expect(kept.list().map((a) => [a.key, a.conflict])).toEqual([['lender_preferences', true]]);

    // Not sent again on its own: only its field, on its page, sends it and shows the choice.
    await kept.flush();
    expect(sent).toHaveLength(2);
    const field = vi.fn(async (): Promise<SendOutcome> => 'saved');
    kept.register(fieldIdOf(endpoint, body, 'lender_preferences'), field);
    await kept.flush();
    expect(field).toHaveBeenCalledOnce();
    expect(kept.list()).toEqual([]);
  });

  it('sends through the field on the page when there is one, so its conflict choice shows there', async () => {
    const { kept, sent } = await queue();
    await kept.keep(answer('objectives', 'A home'));
    await kept.keep(answer('property_address', '12 Tunnel St'));
    const field = vi.fn(async (): Promise<SendOutcome> => 'saved');
    const unregister = kept.register(fieldIdOf(endpoint, body, 'objectives'), field);

    await kept.flush();
    unregister();
    expect(field).toHaveBeenCalledWith(expect.objectContaining({ key: 'objectives', value: 'A home' }));
    expect(sent.map((a) => a.key)).toEqual(['property_address']);
    expect(kept.list()).toEqual([]);
  });

  it('sends a value typed while the field was on its way over the value just saved', async () => {
    const { kept, sent } = await queue();
    await kept.keep(answer('objectives', 'A home', 'Nothing yet'));
    kept.register(fieldIdOf(endpoint, body, 'objectives'), async () => {
      await kept.keep(answer('objectives', 'A home by March', 'Nothing yet'));
      return 'saved';
    });

    await kept.flush();
    const left = kept.list();
    expect(left.map((a) => [a.value, a.stored.previous])).toEqual([['A home by March', 'A home']]);
    expect(sent).toEqual([]);
  });

  it('flushes when the browser says the connection is back', async () => {
    const { kept, sent } = await queue();
    await kept.keep(answer('objectives', 'A home'));
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = kept.watchConnection(window, 60_000);
    await Promise.resolve();
    expect(sent).toEqual([]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(kept.list()).toEqual([]));
    expect(sent.map((a) => a.key)).toEqual(['objectives']);
    stop();
    onLine.mockRestore();
  });

  it('forgets everything on sign-out, even an answer being written then', async () => {
    const { kept, store } = await queue();
    await kept.keep(answer('objectives', 'A home'));
    const writing = kept.keep(answer('property_address', '12 Tunnel St'));
    await kept.clear();
    await writing;

    expect(kept.list()).toEqual([]);
    expect(store.rows.size).toBe(0);
    // Nobody is signed in: nothing more is kept.
    expect(await kept.keep(answer('objectives', 'Again'))).toBeNull();
  });

  it("keeps one person's answers: another sign-in removes the previous person's and never sends them", async () => {
    const { kept, store } = await queue();
    await kept.keep(answer('objectives', 'A home'));

    const other = new KeptAnswers(store, async () => 'saved');
    await other.signedIn(2);
    expect(other.list()).toEqual([]);
    expect(store.rows.size).toBe(0);
  });
});
