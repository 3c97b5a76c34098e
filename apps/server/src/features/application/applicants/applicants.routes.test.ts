import { MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityOf,
  addApplicant,
  addItem,
  type Broker,
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

const detail = (clientId: number, applicantId: number) =>
  get(t, broker.token, `/api/applicant/detail?clientId=${clientId}&applicantId=${applicantId}`);
const editPerson = (clientId: number, applicantId: number, keyValueArr: unknown[]) =>
  post(t, broker.token, '/api/applicant/edit-person', { clientId, applicantId, keyValueArr });
const editCompany = (body: Record<string, unknown>) => post(t, broker.token, '/api/applicant/edit-company', body);
const saveOne = async (clientId: number, applicantId: number, key: string, value: unknown) =>
  editPerson(clientId, applicantId, [{ key, value }]);

describe('GET /api/applicant/detail', () => {
  it("answers the applicant with its data, lists and its part of the profile's completeness", async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId, { first_name: 'Di', last_name: 'Ng' });
    const addressId = await addItem(t.ctx, broker.adviserId, clientId, {
      section: 'address',
      kind: 'current',
      applicantId,
      data: { use: 'current', line1: '2 High St' },
    });
    const jobId = await addItem(t.ctx, broker.adviserId, clientId, { section: 'employment', applicantId });
    const incomeId = await addItem(t.ctx, broker.adviserId, clientId, { section: 'other_income', applicantId });
    // Another applicant's address is not this one's.
    const partner = await addApplicant(t.ctx, broker.adviserId, clientId, 'person');
    await addItem(t.ctx, broker.adviserId, clientId, { section: 'address', applicantId: partner });

    const res = await detail(clientId, applicantId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: applicantId,
      client_id: clientId,
      type: 'person',
      is_primary: true,
      name: 'Di Ng',
      data: { first_name: 'Di', last_name: 'Ng' },
      choosable_applicants: [],
    });
    expect(body.addresses.map((a: { id: number }) => a.id)).toEqual([addressId]);
    expect(body.addresses[0]).toMatchObject({ section: 'address', kind: 'current', applicant_id: applicantId });
    expect(body.employments.map((a: { id: number }) => a.id)).toEqual([jobId]);
    expect(body.other_incomes.map((a: { id: number }) => a.id)).toEqual([incomeId]);
    expect(body.completeness.complete).toBe(false);
    expect(body.completeness.missing_keys).toEqual(
      expect.arrayContaining([
        `applicant.${applicantId}.date_of_birth`,
        `address.${addressId}.suburb`,
        `employment.${jobId}.employer`,
        `applicant.${applicantId}.address_history`,
        `applicant.${applicantId}.employment_history`,
      ]),
    );
    expect(body.completeness.missing).toBe(body.completeness.missing_keys.length);
  });

  it('offers a company its person applicants, and a trust its persons and companies', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const companyId = await addApplicant(t.ctx, broker.adviserId, clientId, 'company', { name: 'Ng Pty Ltd' });
    const trustId = await addApplicant(t.ctx, broker.adviserId, clientId, 'trust', { name: 'Ng Family Trust' });
    const choices = async (id: number) =>
      (await detail(clientId, id))
        .json()
        .choosable_applicants.map((a: { id: number }) => a.id)
        .sort();
    expect(await choices(companyId)).toEqual([applicantId]);
    expect(await choices(trustId)).toEqual([applicantId, companyId].sort());
  });

  it("answers 404 for another client's applicant, and for a deleted one", async () => {
    const a = await newClient(t.ctx, broker.adviserId);
    const b = await newClient(t.ctx, broker.adviserId);
    expect((await detail(a.clientId, b.applicantId)).statusCode).toBe(404);
    await t.database.executeSql('update applicants set deleted_at = now() where id = $1', [b.applicantId]);
    expect((await detail(b.clientId, b.applicantId)).statusCode).toBe(404);
  });

  it('answers 400 for ids that are not ids', async () => {
    expect((await get(t, broker.token, '/api/applicant/detail?clientId=x&applicantId=1')).statusCode).toBe(400);
  });
});

describe('POST /api/applicant/edit-person', () => {
  it('saves the person fields and answers the saved applicant', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const res = await editPerson(clientId, applicantId, [
      { key: 'title', value: 'dr' },
      { key: 'date_of_birth', value: '1980-12-31' },
      { key: 'dependants_count', value: 2 },
      { key: 'dependant_ages', value: [4, 9] },
      { key: 'citizenship', value: 13 },
      { key: 'licence_state', value: 7 },
      { key: 'email', value: ' Pat.Lee@Example.COM ' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: applicantId,
      type: 'person',
      data: {
        title: 'dr',
        date_of_birth: '1980-12-31',
        dependants_count: 2,
        dependant_ages: [4, 9],
        citizenship: 13,
        licence_state: 7,
        email: 'pat.lee@example.com',
      },
    });
  });

  it('stores a mobile in E.164, from Australian or international forms', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    expect((await saveOne(clientId, applicantId, 'phone_mobile', '0412 345 678')).json().data.phone_mobile).toBe(
      '+61412345678',
    );
    expect((await saveOne(clientId, applicantId, 'phone_mobile', '+64 21 123 4567')).json().data.phone_mobile).toBe(
      '+64211234567',
    );
  });

  it.each([
    ['phone_mobile', '0412', MESSAGES.invalidPhone],
    ['phone_mobile', 'call me', MESSAGES.invalidPhone],
    ['email', 'not-an-email', MESSAGES.invalidEmail],
    ['date_of_birth', '31/12/1980', MESSAGES.invalidDate],
    ['date_of_birth', '2090-01-01', MESSAGES.dateInFuture],
    ['title', 'king', MESSAGES.invalidChoice],
    ['licence_state', 10, MESSAGES.invalidChoice],
    ['citizenship', 999, MESSAGES.invalidChoice],
    ['dependants_count', 2.5, 'Please type a whole number from 0 to 20.'],
    ['dependant_ages', [3, -1], 'Please type each age as a whole number from 0 to 120.'],
    ['first_name', 'x'.repeat(101), 'Please keep this to 100 characters.'],
    ['has_driver_licence', 'yes', MESSAGES.invalidYesNo],
  ])('refuses %s = %j with 400 and its message', async (key, value, message) => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const res = await saveOne(clientId, applicantId, key, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation', message, field: key, requestId: expect.any(String) });
  });

  it('a company key is unknown to a person', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const res = await saveOne(clientId, applicantId, 'abn', '51824753556');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('abn');
  });

  it('answers 404 when the applicant is a company or trust', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const companyId = await addApplicant(t.ctx, broker.adviserId, clientId, 'company');
    expect((await saveOne(clientId, companyId, 'first_name', 'A')).statusCode).toBe(404);
  });

  it('accepts the key/value form, and refuses a body with neither or both forms', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const url = '/api/applicant/edit-person';
    const one = await post(t, broker.token, url, { clientId, applicantId, key: 'first_name', value: 'Vi' });
    expect(one.json().data.first_name).toBe('Vi');
    for (const body of [
      { clientId, applicantId },
      { clientId, applicantId, key: 'first_name' },
      { clientId, applicantId, key: 'first_name', value: 'A', keyValueArr: [{ key: 'last_name', value: 'B' }] },
      { clientId, applicantId, keyValueArr: [] },
    ]) {
      const res = await post(t, broker.token, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /api/applicant/edit-company', () => {
  it('saves a company with a checksum-valid ABN and ACN, stored as digits', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const companyId = await addApplicant(t.ctx, broker.adviserId, clientId, 'company');
    const res = await editCompany({
      clientId,
      applicantId: companyId,
      keyValueArr: [
        { key: 'name', value: 'Lee Holdings Pty Ltd' },
        { key: 'abn', value: '51 824 753 556' },
        { key: 'acn', value: '004 085 616' },
        { key: 'director_ids', value: [applicantId] },
        { key: 'registration_date', value: '2001-07-01' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'company',
      name: 'Lee Holdings Pty Ltd',
      data: { abn: '51824753556', acn: '004085616', director_ids: [applicantId] },
    });
    const { rows } = await t.database.executeSql('select display_name, search_text from clients where id = $1', [
      clientId,
    ]);
    expect(String(rows[0]?.search_text)).toContain('lee holdings');
  });

  it.each([
    ['abn', '51 824 753 557', MESSAGES.invalidAbn],
    ['abn', '5182475355', MESSAGES.invalidAbn],
    ['acn', '004 085 617', MESSAGES.invalidAcn],
    ['acn', 'ABC', MESSAGES.invalidAcn],
  ])('refuses %s %j', async (key, value, message) => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const companyId = await addApplicant(t.ctx, broker.adviserId, clientId, 'company');
    const res = await editCompany({ clientId, applicantId: companyId, key, value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: key, message });
  });

  it("refuses directors that are not this client's person applicants", async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const companyId = await addApplicant(t.ctx, broker.adviserId, clientId, 'company');
    const trustId = await addApplicant(t.ctx, broker.adviserId, clientId, 'trust');
    const elsewhere = await newClient(t.ctx, broker.adviserId);
    for (const ids of [
      [elsewhere.applicantId],
      [trustId],
      [companyId],
      [applicantId, 2_000_000],
      [applicantId, applicantId],
    ]) {
      const res = await editCompany({ clientId, applicantId: companyId, key: 'shareholder_ids', value: ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().error).toMatchObject({ field: 'shareholder_ids', message: MESSAGES.invalidApplicantChoice });
    }
  });

  it('saves a trust: its type, and a person or company trustee of the same client only', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const companyId = await addApplicant(t.ctx, broker.adviserId, clientId, 'company');
    const trustId = await addApplicant(t.ctx, broker.adviserId, clientId, 'trust');
    const otherTrust = await addApplicant(t.ctx, broker.adviserId, clientId, 'trust');
    const save = (key: string, value: unknown) => editCompany({ clientId, applicantId: trustId, key, value });
    expect((await save('trust_type', 'smsf')).json().data.trust_type).toBe('smsf');
    expect((await save('trust_type', 'family')).statusCode).toBe(400);
    expect((await save('trustee_applicant_id', applicantId)).statusCode).toBe(200);
    expect((await save('trustee_applicant_id', companyId)).json().data.trustee_applicant_id).toBe(companyId);
    expect((await save('trustee_applicant_id', otherTrust)).statusCode).toBe(400);
    expect((await save('trustee_applicant_id', trustId)).statusCode).toBe(400);
    expect((await save('acn', '004085616')).statusCode).toBe(400); // a trust has no ACN
  });

  it('takes companyId beside applicantId when it is the same id, and answers 404 when it is not', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const companyId = await addApplicant(t.ctx, broker.adviserId, clientId, 'company');
    const ok = await editCompany({ clientId, applicantId: companyId, companyId, key: 'industry', value: 'Retail' });
    expect(ok.json().data.industry).toBe('Retail');
    const other = await addApplicant(t.ctx, broker.adviserId, clientId, 'company');
    expect(
      (await editCompany({ clientId, applicantId: companyId, companyId: other, key: 'industry', value: 'X' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for a person', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    expect((await editCompany({ clientId, applicantId, key: 'name', value: 'X' })).statusCode).toBe(404);
  });

  it('writes the change to the timeline naming the applicant', async () => {
    const { clientId } = await newClient(t.ctx, broker.adviserId);
    const companyId = await addApplicant(t.ctx, broker.adviserId, clientId, 'company');
    await editCompany({ clientId, applicantId: companyId, key: 'name', value: 'Acme' });
    expect((await activityOf(t, clientId)).map((a) => a.detail)).toEqual([
      { section: 'applicant', key: 'name', old: null, new: 'Acme', applicant_id: companyId },
    ]);
  });
});
