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
} from '../../../test/application-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
let broker: Broker;
beforeAll(async () => {
  broker = await makeBroker(t);
});

const list = (section: string, clientId: number) =>
  get(t, broker.token, `/api/application/${section}?clientId=${clientId}`);
const create = (section: string, clientId: number, kind: string) =>
  post(t, broker.token, `/api/application/${section}/create`, { clientId, kind });
const save = (section: string, clientId: number, itemId: number, keyValueArr: unknown[]) =>
  post(t, broker.token, `/api/application/${section}/save`, { clientId, itemId, keyValueArr });

describe('assets', () => {
  it('creates an asset of a template type, saves its fields and lists it with the total', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const partner = await addApplicant(t.ctx, broker.adviserId, clientId, 'person');
    const created = await create('asset', clientId, 'Investment Property');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      section: 'asset',
      kind: 'Investment Property',
      applicant_id: null,
      position: 0,
    });
    const itemId = created.json().id;
    const res = await save('asset', clientId, itemId, [
      { key: 'value', value: 75_000_000 },
      { key: 'address', value: '5 Bay Rd, Sandringham VIC 3191' },
      { key: 'rental_income', value: 55_000 },
      { key: 'rental_income_frequency', value: 'weekly' },
      {
        key: 'owners',
        value: [
          { applicant_id: applicantId, share_percent: 50 },
          { applicant_id: partner, share_percent: 50 },
        ],
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const savings = (await create('asset', clientId, 'Savings')).json();
    await save('asset', clientId, savings.id, [{ key: 'value', value: 123_456 }]);
    const body = (await list('asset', clientId)).json();
    expect(body.items.map((i: { kind: string }) => i.kind)).toEqual(['Investment Property', 'Savings']);
    expect(body.totals).toEqual({ value: 75_000_000 + 123_456 });
    expect(body.completeness.missing_keys).toEqual([`asset.${savings.id}.institution`, `asset.${savings.id}.owners`]);
  });

  it('refuses a type that is not a template choice', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    expect((await create('asset', clientId, 'Boat')).statusCode).toBe(400);
    expect((await create('asset', clientId, 'Credit Card')).statusCode).toBe(400);
  });

  it('keys of other types are unknown: rent belongs to investment property, an institution to money held', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const vehicle = (await create('asset', clientId, 'Vehicle')).json().id;
    for (const key of ['rental_income', 'institution', 'address']) {
      const res = await save('asset', clientId, vehicle, [{ key, value: key === 'rental_income' ? 100 : 'x' }]);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error).toMatchObject({ field: key, message: MESSAGES.unknownSettingKey });
    }
  });

  it("refuses owners that are not the client's applicants, repeated, or over 100%", async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const stranger = await newClient(t.ctx, broker.adviserId);
    const itemId = (await create('asset', clientId, 'Savings')).json().id;
    const cases: [unknown, string][] = [
      [[{ applicant_id: stranger.applicantId, share_percent: 100 }], MESSAGES.invalidApplicantChoice],
      [
        [
          { applicant_id: applicantId, share_percent: 50 },
          { applicant_id: applicantId, share_percent: 50 },
        ],
        MESSAGES.invalidApplicantChoice,
      ],
      [[{ applicant_id: applicantId, share_percent: 101 }], MESSAGES.invalidPercent],
      [[{ applicant_id: applicantId }], MESSAGES.invalidPercent],
    ];
    for (const [value, message] of cases) {
      const res = await save('asset', clientId, itemId, [{ key: 'owners', value }]);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().error).toMatchObject({ field: 'owners', message });
    }
    const partner = await addApplicant(t.ctx, broker.adviserId, clientId, 'person');
    const over = await save('asset', clientId, itemId, [
      {
        key: 'owners',
        value: [
          { applicant_id: applicantId, share_percent: 60 },
          { applicant_id: partner, share_percent: 50 },
        ],
      },
    ]);
    expect(over.json().error).toMatchObject({ field: 'owners', message: MESSAGES.ownersOverHundred });
  });

  it('deletes an asset: it leaves the list, later saves answer 404, and the timeline says so', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const itemId = (await create('asset', clientId, 'Home Contents')).json().id;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/application/asset/delete',
      headers: { authorization: `Bearer ${broker.token}` },
      payload: { clientId, itemId },
    });
    expect(res.json()).toEqual({ message: MESSAGES.assetDeleted });
    expect((await list('asset', clientId)).json().items).toEqual([]);
    expect((await save('asset', clientId, itemId, [{ key: 'value', value: 1 }])).statusCode).toBe(404);
    expect((await activityOf(t, clientId, 'item_deleted')).map((a) => a.detail.item_id)).toEqual([itemId]);
  });

  it("an applicant's item or another client's asset is not reachable as an asset", async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const other = await newClient(t.ctx, broker.adviserId);
    const theirs = await addItem(t.ctx, broker.adviserId, other.clientId, { section: 'asset', kind: 'Savings' });
    const address = await addItem(t.ctx, broker.adviserId, clientId, { section: 'address', applicantId });
    expect((await save('asset', clientId, theirs, [{ key: 'value', value: 1 }])).statusCode).toBe(404);
    expect((await save('asset', clientId, address, [{ key: 'value', value: 1 }])).statusCode).toBe(404);
    expect((await del(t, broker.token, '/api/application/asset/delete', { clientId, itemId: theirs })).statusCode).toBe(
      404,
    );
  });
});

describe('liabilities', () => {
  it('saves a liability secured by one of the client’s assets, and totals the repayments a month', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const home = (await create('asset', clientId, 'Owner Occupied Property')).json().id;
    const loan = (await create('liability', clientId, 'Property Loan')).json().id;
    const res = await save('liability', clientId, loan, [
      { key: 'lender', value: 'Big Bank' },
      { key: 'balance', value: 40_000_000 },
      { key: 'repayment', value: 120_000 },
      { key: 'repayment_frequency', value: 'fortnightly' },
      { key: 'interest_rate', value: 6.14 },
      { key: 'to_be_refinanced', value: true },
      { key: 'secured_by_asset_id', value: home },
      { key: 'owners', value: [{ applicant_id: applicantId, share_percent: 100 }] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const card = (await create('liability', clientId, 'Credit Card')).json().id;
    await save('liability', clientId, card, [
      { key: 'balance', value: 150_000 },
      { key: 'repayment', value: 5_000 },
      { key: 'repayment_frequency', value: 'monthly' },
    ]);
    const body = (await list('liability', clientId)).json();
    // 1,200 a fortnight is 2,600 a month.
    expect(body.totals).toEqual({ balance: 40_150_000, monthly_repayment: 260_000 + 5_000 });
    expect(body.completeness.missing_keys).toEqual([
      `liability.${card}.lender`,
      `liability.${card}.limit`,
      `liability.${card}.owners`,
    ]);
  });

  it('refuses a security that is not a live asset of this client, and a rate over 100%', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const other = await newClient(t.ctx, broker.adviserId);
    const theirAsset = await addItem(t.ctx, broker.adviserId, other.clientId, { section: 'asset', kind: 'Vehicle' });
    const loan = (await create('liability', clientId, 'Car Lease')).json().id;
    const liabilityAsAsset = (await create('liability', clientId, 'Other')).json().id;
    for (const value of [theirAsset, liabilityAsAsset]) {
      const res = await save('liability', clientId, loan, [{ key: 'secured_by_asset_id', value }]);
      expect(res.json().error).toMatchObject({ field: 'secured_by_asset_id', message: MESSAGES.invalidAssetChoice });
    }
    expect((await save('liability', clientId, loan, [{ key: 'interest_rate', value: 120 }])).statusCode).toBe(400);
    // A credit card is not secured.
    const card = (await create('liability', clientId, 'Credit Card')).json().id;
    expect((await save('liability', clientId, card, [{ key: 'secured_by_asset_id', value: loan }])).statusCode).toBe(
      400,
    );
  });

  it('deletes a liability', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const itemId = (await create('liability', clientId, 'Personal Loan')).json().id;
    const res = await del(t, broker.token, '/api/application/liability/delete', { clientId, itemId });
    expect(res.json()).toEqual({ message: MESSAGES.liabilityDeleted });
    expect((await list('liability', clientId)).json().items).toEqual([]);
  });
});
