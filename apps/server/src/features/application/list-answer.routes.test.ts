import { LIST_NO_WITH_ITEMS, MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityOf,
  addItem,
  type Broker,
  del,
  get,
  makeBroker,
  makePortalClient,
  newClient,
  post,
} from '../../../test/application-fixtures';
import { useTestApp } from '../../../test/use-test-app';

/**
 * The Assets and Liabilities pages' own question ('Do you have any assets?'): an empty page is complete only once
 * answered; No with nothing listed is complete, Yes needs an item; listing an item answers Yes.
 */
const t = useTestApp();
let broker: Broker;
beforeAll(async () => {
  broker = await makeBroker(t);
});

type Page = 'asset' | 'liability';
const KEY = { asset: 'has_assets', liability: 'has_liabilities' } as const;
const list = (page: Page, clientId: number, token = broker.token) =>
  get(t, token, `/api/application/${page}?clientId=${clientId}`);
const answer = (page: Page, clientId: number, body: Record<string, unknown>, token = broker.token) =>
  post(t, token, `/api/application/${page}/answer`, { clientId, ...body });
const progress = async (clientId: number) =>
  (await get(t, broker.token, `/api/application/progress?clientId=${clientId}`)).json().pages;

describe.each(['asset', 'liability'] as const)('the %s page’s question', (page) => {
  const key = KEY[page];

  it('an empty page is one answer missing until answered; No makes it complete', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const before = (await list(page, clientId)).json();
    expect(before).toMatchObject({ items: [], data: {}, answers: {} });
    expect(before.completeness).toEqual({ complete: false, missing: 1, missing_keys: [key] });

    const res = await answer(page, clientId, { key, value: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ client_id: clientId, section: page, data: { [key]: false } });
    expect(res.json().answers[key]).toEqual({ user_id: broker.user.userId, at: expect.any(String) });
    expect(res.json().completeness).toEqual({ complete: true, missing: 0, missing_keys: [] });

    const after = (await list(page, clientId)).json();
    expect(after.data).toEqual({ [key]: false });
    expect(after.completeness.complete).toBe(true);
    expect((await progress(clientId))[page].complete).toBe(true);
    // The answer is on the timeline, on its page.
    const [entry] = await activityOf(t, clientId);
    expect(entry).toMatchObject({ action: 'field_changed', detail: { section: page, key, old: null, new: false } });
  });

  it('Yes with nothing listed still needs an item', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const res = await answer(page, clientId, { keyValueArr: [{ key, value: true }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().completeness).toEqual({ complete: false, missing: 1, missing_keys: [`${page}_items`] });
    expect((await progress(clientId))[page].missing_keys).toEqual([`${page}_items`]);
  });

  it('adding an item answers Yes; No is then refused with a clear message and nothing changes', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    await answer(page, clientId, { key, value: false });
    const kind = page === 'asset' ? 'Savings' : 'Personal Loan';
    const created = await post(t, broker.token, `/api/application/${page}/create`, { clientId, kind });
    expect(created.statusCode).toBe(201);
    const listed = (await list(page, clientId)).json();
    expect(listed.data).toEqual({ [key]: true });
    // The page now needs what its item misses, not the question.
    expect(listed.completeness.missing_keys).not.toContain(key);
    expect(listed.completeness.missing_keys.every((k: string) => k.startsWith(`${page}.${created.json().id}.`))).toBe(
      true,
    );

    const before = await activityOf(t, clientId);
    const refused = await answer(page, clientId, { key, value: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation', field: key, message: LIST_NO_WITH_ITEMS[page] });
    expect((await list(page, clientId)).json().data).toEqual({ [key]: true });
    expect(await activityOf(t, clientId)).toHaveLength(before.length);

    // Once the items are deleted, No is taken.
    const gone = await del(t, broker.token, `/api/application/${page}/delete`, { clientId, itemId: created.json().id });
    expect(gone.statusCode).toBe(200);
    expect((await answer(page, clientId, { key, value: false })).statusCode).toBe(200);
  });

  it.each([
    ['maybe', MESSAGES.invalidYesNo],
    [1, MESSAGES.invalidYesNo],
    [{ yes: true }, MESSAGES.invalidYesNo],
  ])('refuses %j with a clear message, changing nothing', async (value, message) => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    await answer(page, clientId, { key, value: true });
    const res = await answer(page, clientId, { key, value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: key, message });
    expect((await list(page, clientId)).json().data).toEqual({ [key]: true });
  });

  it('refuses keys that are not the page’s question, and item keys', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    for (const other of [page === 'asset' ? 'has_liabilities' : 'has_assets', 'value', 'purpose']) {
      const res = await answer(page, clientId, { key: other, value: true });
      expect(res.statusCode, other).toBe(400);
      expect(res.json().error).toMatchObject({ field: other, message: MESSAGES.unknownSettingKey });
    }
    expect((await list(page, clientId)).json().data).toEqual({});
  });

  it('a client with items listed before the question existed stays complete', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const owners = [{ applicant_id: applicantId, share_percent: 100 }];
    const data =
      page === 'asset'
        ? { value: 100_000, institution: 'ING', owners }
        : { lender: 'ANZ', balance: 1_000, repayment: 100, repayment_frequency: 'monthly', owners };
    await addItem(t.ctx, broker.adviserId, clientId, {
      section: page,
      kind: page === 'asset' ? 'Savings' : 'Personal Loan',
      data,
    });
    expect((await list(page, clientId)).json().completeness).toEqual({ complete: true, missing: 0, missing_keys: [] });
    expect((await progress(clientId))[page].complete).toBe(true);
  });
});

describe('who may answer', () => {
  it('a client answers on a page they are given, and not on one they are not', async () => {
    const portal = await makePortalClient(t, broker.adviserId, 'profile,asset,submit');
    const ok = await answer('asset', portal.clientId, { key: 'has_assets', value: false }, portal.token);
    expect(ok.statusCode).toBe(200);
    const refused = await answer('liability', portal.clientId, { key: 'has_liabilities', value: false }, portal.token);
    expect(refused.statusCode).toBe(403);
    expect((await list('liability', portal.clientId)).json().data).toEqual({});
  });

  it('another adviser’s client answers 404', async () => {
    const other = await makeBroker(t);
    const { clientId } = await newClient(t.ctx, other.adviserId);
    expect((await answer('asset', clientId, { key: 'has_assets', value: false })).statusCode).toBe(404);
  });

  it('a suspended broker gets the plan message on Liabilities’ question, not on Assets’', async () => {
    const suspended = await makeBroker(t);
    const { clientId } = await newClient(t.ctx, suspended.adviserId);
    await t.database.executeSql('update advisers set suspended = true where id = $1', [suspended.adviserId]);
    const locked = await answer('liability', clientId, { key: 'has_liabilities', value: false }, suspended.token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(MESSAGES.planFeatureLocked);
    expect((await answer('asset', clientId, { key: 'has_assets', value: false }, suspended.token)).statusCode).toBe(
      200,
    );
  });
});
