import { MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityOf,
  addApplicant,
  addItem,
  type Broker,
  del,
  get,
  makeBroker,
  newClient,
  post,
} from '../../../../test/application-fixtures';
import { useTestApp } from '../../../../test/use-test-app';

const t = useTestApp();
let broker: Broker;
beforeAll(async () => {
  broker = await makeBroker(t);
});

const editAddress = (body: Record<string, unknown>) => post(t, broker.token, '/api/address/edit', body);
const addresses = async (clientId: number, applicantId: number) =>
  (await get(t, broker.token, `/api/applicant/detail?clientId=${clientId}&applicantId=${applicantId}`)).json()
    .addresses as { id: number; kind: string; data: Record<string, unknown> }[];

describe('POST /api/address/edit', () => {
  it('without an addressId creates a current address holding the value, and logs it', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const res = await editAddress({ clientId, applicantId, key: 'line1', value: '10 Queen St' });
    expect(res.statusCode).toBe(200);
    const address = res.json();
    expect(address).toMatchObject({
      section: 'address',
      kind: 'current',
      applicant_id: applicantId,
      data: { use: 'current', line1: '10 Queen St' },
    });
    expect(await addresses(clientId, applicantId)).toHaveLength(1);
    expect((await activityOf(t, clientId, 'item_added')).map((a) => a.detail)).toEqual([
      { section: 'address', item_id: address.id, kind: 'current', applicant_id: applicantId },
    ]);
  });

  it('creates an address of the use named by `object`, at the end of the list', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    await editAddress({ clientId, applicantId, key: 'line1', value: 'A' });
    const res = await editAddress({ clientId, applicantId, object: 'previous', key: 'line1', value: 'B' });
    expect(res.json()).toMatchObject({ kind: 'previous', position: 1, data: { use: 'previous' } });
    expect((await editAddress({ clientId, applicantId, object: 'home', key: 'line1', value: 'C' })).statusCode).toBe(
      400,
    );
  });

  it('a refused value on create leaves no empty address behind', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const res = await editAddress({ clientId, applicantId, key: 'postcode', value: '30O0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'postcode', message: MESSAGES.invalidPostcode });
    expect(await addresses(clientId, applicantId)).toEqual([]);
    expect(await activityOf(t, clientId, 'item_added')).toEqual([]);
  });

  it('saves into an existing address; changing its use changes its kind', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const addressId = (await editAddress({ clientId, applicantId, key: 'line1', value: '1 A St' })).json().id;
    const res = await editAddress({
      clientId,
      applicantId,
      addressId,
      keyValueArr: [
        { key: 'suburb', value: 'Fitzroy' },
        { key: 'state', value: 7 },
        { key: 'postcode', value: '3065' },
        { key: 'use', value: 'previous', previous: 'current' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: addressId,
      kind: 'previous',
      data: { line1: '1 A St', suburb: 'Fitzroy', state: 7, postcode: '3065', use: 'previous' },
    });
  });

  it("answers 404 for another applicant's address, and after it is deleted", async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const partner = await addApplicant(t.ctx, broker.adviserId, clientId, 'person');
    const addressId = await addItem(t.ctx, broker.adviserId, clientId, { section: 'address', applicantId: partner });
    expect((await editAddress({ clientId, applicantId, addressId, key: 'line1', value: 'X' })).statusCode).toBe(404);
    const deleted = await del(t, broker.token, '/api/address/delete', { clientId, applicantId: partner, addressId });
    expect(deleted.json()).toEqual({ message: MESSAGES.addressDeleted });
    const again = await editAddress({ clientId, applicantId: partner, addressId, key: 'line1', value: 'X' });
    expect(again.statusCode).toBe(404);
    expect(await addresses(clientId, partner)).toEqual([]);
    expect(
      (await del(t, broker.token, '/api/address/delete', { clientId, applicantId: partner, addressId })).statusCode,
    ).toBe(404);
  });

  it('an item id of another section is not an address', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const jobId = await addItem(t.ctx, broker.adviserId, clientId, { section: 'employment', applicantId });
    expect((await editAddress({ clientId, applicantId, addressId: jobId, key: 'line1', value: 'X' })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/address/edit-residence', () => {
  it('saves the residential status and time at the address, and no other key', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const residenceId = await addItem(t.ctx, broker.adviserId, clientId, {
      section: 'address',
      kind: 'current',
      applicantId,
      data: { use: 'current' },
    });
    const save = (key: string, value: unknown, previous?: unknown) =>
      post(t, broker.token, '/api/address/edit-residence', {
        clientId,
        applicantId,
        residenceId,
        key,
        value,
        previous,
      });
    expect((await save('residential_status', 'rent')).json().data.residential_status).toBe('rent');
    expect((await save('years', 3)).json().data.years).toBe(3);
    expect((await save('months', 11)).json().data.months).toBe(11);
    const months = await save('months', 12);
    expect(months.statusCode).toBe(400);
    expect(months.json().error).toMatchObject({ field: 'months', message: 'Please type a whole number from 0 to 11.' });
    expect((await save('residential_status', 'squat')).statusCode).toBe(400);
    const line = await save('line1', '1 Other St');
    expect(line.statusCode).toBe(400);
    expect(line.json().error).toMatchObject({ field: 'line1', message: MESSAGES.unknownSettingKey });
    const stale = await save('years', 5, 2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toBe(3);
  });
});

describe('employment and other income', () => {
  it('creates, edits and deletes an employment of the applicant', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const created = await post(t, broker.token, '/api/employment/create', { clientId, applicantId });
    expect(created.statusCode).toBe(201);
    const employmentId = created.json().id;
    expect(created.json()).toMatchObject({ section: 'employment', applicant_id: applicantId, data: {} });
    const edit = (keyValueArr: unknown[]) =>
      post(t, broker.token, '/api/employment/edit', { clientId, applicantId, employmentId, keyValueArr });
    const res = await edit([
      { key: 'employer', value: 'Acme Pty Ltd' },
      { key: 'basis', value: 'full-time' },
      { key: 'start_date', value: '2019-03-01' },
      { key: 'is_current', value: true },
      { key: 'gross_income', value: 9_500_000 },
      { key: 'income_frequency', value: 'annually' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ employer: 'Acme Pty Ltd', basis: 'full-time', gross_income: 9_500_000 });
    for (const [key, value] of [
      ['basis', 'full time'],
      ['gross_income', 12.5],
      ['gross_income', -1],
      ['income_frequency', 'daily'],
    ] as const) {
      const bad = await edit([{ key, value }]);
      expect(bad.statusCode, `${key}=${value}`).toBe(400);
      expect(bad.json().error.field).toBe(key);
    }
    const gone = await del(t, broker.token, '/api/employment/delete', { clientId, applicantId, employmentId });
    expect(gone.json()).toEqual({ message: MESSAGES.employmentDeleted });
    expect((await edit([{ key: 'employer', value: 'X' }])).statusCode).toBe(404);
  });

  it('creates, edits and deletes other income', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const otherIncomeId = (await post(t, broker.token, '/api/other-income/create', { clientId, applicantId })).json()
      .id;
    const res = await post(t, broker.token, '/api/other-income/edit', {
      clientId,
      applicantId,
      otherIncomeId,
      keyValueArr: [
        { key: 'source', value: 'dividends' },
        { key: 'amount', value: 120_000 },
        { key: 'frequency', value: 'annually' },
      ],
    });
    expect(res.json()).toMatchObject({ section: 'other_income', data: { source: 'dividends', amount: 120_000 } });
    const gone = await del(t, broker.token, '/api/other-income/delete', { clientId, applicantId, otherIncomeId });
    expect(gone.json()).toEqual({ message: MESSAGES.incomeDeleted });
    expect((await activityOf(t, clientId, 'item_deleted')).map((a) => a.detail)).toEqual([
      { section: 'other_income', item_id: otherIncomeId, kind: '', applicant_id: applicantId },
    ]);
  });

  it("cannot create an item for another client's applicant", async () => {
    const mine = await newClient(t.ctx, broker.adviserId);
    const theirs = await newClient(t.ctx, broker.adviserId);
    const res = await post(t, broker.token, '/api/employment/create', {
      clientId: mine.clientId,
      applicantId: theirs.applicantId,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('third parties', () => {
  it('the first save of a type creates it, later saves fill it in; detail lists them', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const save = (type: string, key: string, value: unknown) =>
      post(t, broker.token, '/api/third-party/save', { clientId, type, key, value });
    const first = await save('accountant', 'name', 'Ada Count');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ section: 'third_party', kind: 'accountant', data: { name: 'Ada Count' } });
    const second = await save('accountant', 'phone', '(03) 9123 4567');
    expect(second.json()).toMatchObject({ id: first.json().id, data: { name: 'Ada Count', phone: '+61391234567' } });
    await save('solicitor', 'company', 'Law & Co');
    expect((await save('barber', 'name', 'X')).statusCode).toBe(400);
    expect((await save('solicitor', 'email', 'nope')).statusCode).toBe(400);
    const list = (await get(t, broker.token, `/api/third-party/detail?clientId=${clientId}`)).json().third_parties;
    expect(list.map((p: { kind: string }) => p.kind)).toEqual(['accountant', 'solicitor']);
  });

  it('two first saves of the same type at once make one row holding both values', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const results = await Promise.all(
      [
        ['name', 'Fin Planner'],
        ['email', 'fin@example.com'],
      ].map(([key, value]) =>
        post(t, broker.token, '/api/third-party/save', { clientId, type: 'financial_planner', key, value }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const list = (await get(t, broker.token, `/api/third-party/detail?clientId=${clientId}`)).json().third_parties;
    expect(list).toHaveLength(1);
    expect(list[0].data).toEqual({ name: 'Fin Planner', email: 'fin@example.com' });
  });

  it('a refused first save creates nothing', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    await post(t, broker.token, '/api/third-party/save', { clientId, type: 'other', key: 'email', value: 'x' });
    expect((await get(t, broker.token, `/api/third-party/detail?clientId=${clientId}`)).json().third_parties).toEqual(
      [],
    );
  });
});
