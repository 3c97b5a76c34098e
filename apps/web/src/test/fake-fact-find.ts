import {
  type ApplicationItem,
  assetTotals,
  clientListMissing,
  expenseMonthlyTotals,
  type FieldData,
  liabilityTotals,
  MESSAGES,
  missingKeys,
  pageCompleteness,
  SECTION_FIELDS,
  type SectionRecord,
} from '@brokerdesk/contract';
import { vi } from 'vitest';
import { CLIENT_ID, testClient, testProgress } from './client-fixtures';
import { brokerUser, jsonResponse } from './fixtures';

/**
 * A small in-memory fact-find API for the page tests: it keeps what is saved, stamps who answered, and works
 * out totals and completeness with the contract's own pure functions, as the server does.
 */
type Page = 'requirement' | 'expense' | 'risk-profile' | 'asset' | 'liability';
const SECTION_OF = { requirement: 'requirement', expense: 'expense', 'risk-profile': 'risk_profile' } as const;

export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

export interface FakeOptions {
  sections?: Partial<Record<'requirement' | 'expense' | 'risk-profile', FieldData>>;
  items?: ApplicationItem[];
  /** Pages the adviser's plan locks (403 with the plan message). */
  locked?: Page[];
}

export function testItem(
  id: number,
  section: 'asset' | 'liability',
  kind: string,
  data: FieldData = {},
): ApplicationItem {
  return {
    id,
    client_id: CLIENT_ID,
    applicant_id: null,
    section,
    kind,
    position: id,
    data,
    answers: {},
    updated_at: '',
  };
}

export function fakeFactFind(options: FakeOptions = {}) {
  const sections: Record<string, { data: FieldData; answers: SectionRecord['answers'] }> = {};
  for (const [page, data] of Object.entries(options.sections ?? {})) sections[page] = { data, answers: {} };
  let items = [...(options.items ?? [])];
  let nextId = 900;
  const calls: FakeCall[] = [];
  const stamp = () => ({ user_id: brokerUser.id, at: '2026-03-02T03:04:00.000Z' });

  const record = (page: keyof typeof SECTION_OF): SectionRecord => {
    const { data, answers } = sections[page] ?? { data: {}, answers: {} };
    const section = SECTION_OF[page];
    return {
      client_id: CLIENT_ID,
      section,
      data,
      answers,
      answerers: { [String(brokerUser.id)]: 'Sarah Mitchell' },
      completeness: pageCompleteness(missingKeys(SECTION_FIELDS[section], data)),
      ...(page === 'expense' ? { totals: expenseMonthlyTotals(data) } : {}),
    };
  };
  const list = (page: 'asset' | 'liability') => {
    const own = items.filter((i) => i.section === page);
    const totals = page === 'asset' ? assetTotals(own) : liabilityTotals(own);
    return { items: own, totals, completeness: pageCompleteness(clientListMissing(page, own)) };
  };
  const merged = (kv: { key: string; value: unknown }[], data: FieldData, answers: SectionRecord['answers']) => {
    const next = { data: { ...data }, answers: { ...answers } };
    for (const { key, value } of kv) {
      next.data[key] = value;
      next.answers[key] = stamp();
    }
    return next;
  };

  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = (url.split('?')[0] ?? '').replace('/api/', '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const method = init.method ?? 'GET';
    calls.push({ method, path, body });
    if (path === 'client/detail') return jsonResponse(200, testClient());
    if (path === 'application/progress') return jsonResponse(200, testProgress());
    const [, page, action] = path.split('/') as [string, Page, string | undefined];
    if (options.locked?.includes(page)) {
      return jsonResponse(403, { error: { code: 'forbidden', message: MESSAGES.planFeatureLocked } });
    }
    const kv = (body?.keyValueArr ?? []) as { key: string; value: unknown }[];
    if (page === 'asset' || page === 'liability') {
      if (!action) return jsonResponse(200, list(page));
      if (action === 'create') {
        const item = testItem(nextId++, page, String(body?.kind));
        items.push(item);
        return jsonResponse(201, item);
      }
      if (action === 'delete') {
        items = items.filter((i) => i.id !== body?.itemId);
        return jsonResponse(200, { message: page === 'asset' ? MESSAGES.assetDeleted : MESSAGES.liabilityDeleted });
      }
      const item = items.find((i) => i.id === body?.itemId) as ApplicationItem;
      const next = { ...item, ...merged(kv, item.data, item.answers) };
      items = items.map((i) => (i.id === item.id ? next : i));
      return jsonResponse(200, next);
    }
    if (action === 'save') {
      const current = sections[page] ?? { data: {}, answers: {} };
      sections[page] = merged(kv, current.data, current.answers);
    }
    return jsonResponse(200, record(page));
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    saves: () => calls.filter((c) => c.method !== 'GET'),
  };
}

export const pagePath = (page: Page) => `/client/${CLIENT_ID}/application/${page}`;
