import {
  type ApplicationItem,
  clientListMissing,
  type FieldData,
  LIST_NO_WITH_ITEMS,
  LIST_QUESTION_KEYS,
  type ListPage,
  pageCompleteness,
} from '@brokerdesk/contract';
import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

/**
 * For the page tests: the Assets and Liabilities pages' question ('Do you have any assets?') over the fake fact-find
 * API of test/fake-fact-find.ts, which knows the lists but not the question. Installed after it, it wraps its fetch:
 * the lists gain their question's answers (and the completeness that follows), a created item answers yes, and
 * POST application/<page>/answer saves as the server does, refusing a No while items are listed.
 */
export function fakeListQuestions(initial: Partial<Record<ListPage, FieldData>> = {}) {
  const inner = globalThis.fetch;
  const data: Record<ListPage, FieldData> = { asset: { ...initial.asset }, liability: { ...initial.liability } };
  const answers: { page: ListPage; body: Record<string, unknown> }[] = [];

  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = (url.split('?')[0] ?? '').replace('/api/', '');
    const [, page, action] = path.split('/') as [string, ListPage | undefined, string | undefined];
    if (path.startsWith('application/') && (page === 'asset' || page === 'liability')) {
      const key = LIST_QUESTION_KEYS[page];
      if (action === 'answer') {
        const body = JSON.parse(String(init.body)) as { keyValueArr: { key: string; value: unknown }[] };
        answers.push({ page, body });
        const list = (await (await inner(`/api/application/${page}`, { method: 'GET' })).json()) as {
          items: ApplicationItem[];
        };
        const next = { ...data[page] };
        for (const { key: k, value } of body.keyValueArr) next[k] = value;
        if (next[key] === false && list.items.length > 0) {
          return jsonResponse(400, { error: { code: 'validation', message: LIST_NO_WITH_ITEMS[page], field: key } });
        }
        data[page] = next;
        return jsonResponse(200, {
          client_id: 41,
          section: page,
          data: next,
          answers: {},
          completeness: pageCompleteness(clientListMissing(page, list.items, next)),
        });
      }
      const answer = await inner(url, init);
      if (action === 'create' && answer.ok) data[page] = { ...data[page], [key]: true };
      if (action || !answer.ok) return answer;
      const list = (await answer.json()) as { items: ApplicationItem[] };
      return jsonResponse(200, {
        ...list,
        data: data[page],
        answers: {},
        completeness: pageCompleteness(clientListMissing(page, list.items, data[page])),
      });
    }
    return inner(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { answers, data };
}
