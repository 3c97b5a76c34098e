import { EXPENSE_CATEGORIES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Broker, get, makeBroker, newClient, post } from '../../../test/application-fixtures';
import { addDocumentRequest } from '../../../test/report-fixtures';
import { useTestApp } from '../../../test/use-test-app';

// The clock is fixed so "three years of employment" does not move under the test.
const clock = { now: new Date('2025-06-15T02:00:00Z') };
const t = useTestApp({ clock });
let broker: Broker;
beforeAll(async () => {
  broker = await makeBroker(t);
});

const progress = async (clientId: number) =>
  (await get(t, broker.token, `/api/application/progress?clientId=${clientId}`)).json().pages;
const send = async (url: string, body: Record<string, unknown>) => {
  const res = await post(t, broker.token, url, body);
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const kv = (data: Record<string, unknown>) => Object.entries(data).map(([key, value]) => ({ key, value }));

const PERSON = {
  title: 'ms',
  first_name: 'Jo',
  last_name: 'Bloggs',
  date_of_birth: '1985-05-05',
  marital_status: 'single',
  dependants_count: 0,
  citizenship: 13,
  residency_status: 'citizen',
  phone_mobile: '0412 345 678',
  email: 'jo@example.com',
  employment_status: 'employed',
  has_driver_licence: false,
};

async function addAddress(clientId: number, applicantId: number, use: string, years: number, months: number) {
  return send('/api/address/edit', {
    clientId,
    applicantId,
    object: use,
    keyValueArr: kv({
      line1: '1 Main St',
      suburb: 'Hobart',
      state: 6,
      postcode: '7000',
      residential_status: 'rent',
      years,
      months,
    }),
  });
}

async function addJob(clientId: number, applicantId: number, data: Record<string, unknown>) {
  const { id } = await send('/api/employment/create', { clientId, applicantId });
  return send('/api/employment/edit', {
    clientId,
    applicantId,
    employmentId: id,
    keyValueArr: kv({
      employer: 'Acme',
      basis: 'full-time',
      occupation: 'Clerk',
      gross_income: 8_000_000,
      income_frequency: 'annually',
      ...data,
    }),
  });
}

describe('GET /api/application/progress', () => {
  it('a new client has every page to do, and names what is missing', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const pages = await progress(clientId);
    expect(Object.keys(pages).sort()).toEqual([
      'asset',
      'expense',
      'liability',
      'profile',
      'requirement',
      'risk-profile',
    ]);
    expect(pages.profile.complete).toBe(false);
    expect(pages.profile.missing_keys).toEqual(
      expect.arrayContaining([
        `applicant.${applicantId}.date_of_birth`,
        `applicant.${applicantId}.current_address`,
        `applicant.${applicantId}.address_history`,
        `applicant.${applicantId}.employment_history`,
      ]),
    );
    expect(pages.requirement.complete).toBe(false);
    // Nothing listed yet: each list page asks its question first.
    expect(pages.asset).toEqual({ complete: false, missing: 1, missing_keys: ['has_assets'] });
    expect(pages.liability).toEqual({ complete: false, missing: 1, missing_keys: ['has_liabilities'] });
    expect(pages.expense.missing).toBe(EXPENSE_CATEGORIES.length);
  });

  it('addresses count towards three years from their years and months', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    await send('/api/applicant/edit-person', { clientId, applicantId, keyValueArr: kv(PERSON) });
    await addJob(clientId, applicantId, { start_date: '2015-01-01', is_current: true });
    await addAddress(clientId, applicantId, 'current', 2, 0);
    const previous = await addAddress(clientId, applicantId, 'previous', 0, 11);
    expect((await progress(clientId)).profile.missing_keys).toEqual([`applicant.${applicantId}.address_history`]);
    await send('/api/address/edit-residence', {
      clientId,
      applicantId,
      residenceId: previous.id,
      key: 'months',
      value: 0,
      previous: 11,
    });
    await send('/api/address/edit-residence', {
      clientId,
      applicantId,
      residenceId: previous.id,
      key: 'years',
      value: 1,
    });
    expect((await progress(clientId)).profile).toEqual({ complete: true, missing: 0, missing_keys: [] });
  });

  it('employment counts from start to end dates, a current job to today, overlaps once', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    await send('/api/applicant/edit-person', { clientId, applicantId, keyValueArr: kv(PERSON) });
    await addAddress(clientId, applicantId, 'current', 5, 0);
    // Today is 2025-06-15: a job since 2023-06-15 is two years; a second job at the same time adds nothing.
    await addJob(clientId, applicantId, { start_date: '2023-06-15', is_current: true });
    await addJob(clientId, applicantId, { start_date: '2024-01-01', is_current: true, basis: 'casual' });
    const missing = `applicant.${applicantId}.employment_history`;
    expect((await progress(clientId)).profile.missing_keys).toEqual([missing]);
    // The job before it ended a month early: 35 months.
    const earlier = await addJob(clientId, applicantId, {
      start_date: '2022-06-15',
      end_date: '2023-05-15',
      is_current: false,
    });
    expect((await progress(clientId)).profile.missing_keys).toEqual([missing]);
    await send('/api/employment/edit', {
      clientId,
      applicantId,
      employmentId: earlier.id,
      key: 'start_date',
      value: '2022-05-15',
    });
    expect((await progress(clientId)).profile.complete).toBe(true);
  });

  it('someone not working needs no employment history', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    await send('/api/applicant/edit-person', {
      clientId,
      applicantId,
      keyValueArr: kv({ ...PERSON, employment_status: 'not_working' }),
    });
    await addAddress(clientId, applicantId, 'current', 3, 0);
    expect((await progress(clientId)).profile.complete).toBe(true);
  });

  it('a fully filled application is complete on every page', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    await send('/api/applicant/edit-person', { clientId, applicantId, keyValueArr: kv(PERSON) });
    await addAddress(clientId, applicantId, 'current', 4, 2);
    await addJob(clientId, applicantId, { start_date: '2018-02-01', is_current: true });
    await send('/api/application/requirement/save', {
      clientId,
      keyValueArr: kv({
        purpose: 'refinance',
        property_type: 'house',
        estimated_value: 90_000_000,
        intended_use: 'owner_occupied',
        loan_amount: 50_000_000,
        loan_term_years: 25,
        repayment_type: 'principal_and_interest',
        rate_type: 'variable',
        timeframe: 'within_3_months',
        first_home_buyer: false,
        objectives: 'A lower rate and an offset account.',
      }),
    });
    const asset = await send('/api/application/asset/create', { clientId, kind: 'Savings' });
    await send('/api/application/asset/save', {
      clientId,
      itemId: asset.id,
      keyValueArr: kv({
        value: 2_000_000,
        institution: 'Credit Union',
        owners: [{ applicant_id: applicantId, share_percent: 100 }],
      }),
    });
    const loan = await send('/api/application/liability/create', { clientId, kind: 'Personal Loan' });
    await send('/api/application/liability/save', {
      clientId,
      itemId: loan.id,
      keyValueArr: kv({
        lender: 'Bank',
        balance: 500_000,
        repayment: 20_000,
        repayment_frequency: 'monthly',
        owners: [{ applicant_id: applicantId, share_percent: 100 }],
      }),
    });
    const expenses: Record<string, unknown> = {};
    for (const [category] of EXPENSE_CATEGORIES) expenses[`${category}_amount`] = 0;
    expenses.groceries_amount = 15_000;
    expenses.groceries_frequency = 'weekly';
    await send('/api/application/expense/save', { clientId, keyValueArr: kv(expenses) });
    await send('/api/application/risk-profile/save', {
      clientId,
      keyValueArr: kv({
        foreseeable_changes: false,
        job_security: 'secure',
        has_life_insurance: true,
        has_tpd_insurance: true,
        has_income_protection: false,
        has_trauma_insurance: false,
        retires_during_loan: false,
        rate_rise_plan: 'Cut back on holidays.',
        has_credit_issues: false,
        is_guarantor: false,
        has_legal_proceedings: false,
        understands_obligations: true,
      }),
    });
    const pages = await progress(clientId);
    for (const page of Object.keys(pages))
      expect(pages[page], page).toEqual({ complete: true, missing: 0, missing_keys: [] });
  });
});

describe('application/progress: documents still needed', () => {
  it('counts the requests asked for or rejected, not those received, accepted or not applicable', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const at = { adviserId: broker.adviserId, clientId, applicantId };
    const counted = async () =>
      (await get(t, broker.token, `/api/application/progress?clientId=${clientId}`)).json().documents_needed;
    expect(await counted()).toBe(0);
    await addDocumentRequest(t.ctx, at, 'Payslips', 'requested');
    await addDocumentRequest(t.ctx, at, 'Passport', 'rejected');
    await addDocumentRequest(t.ctx, at, 'Savings account statements', 'uploaded');
    await addDocumentRequest(t.ctx, at, 'Driver licence', 'accepted');
    expect(await counted()).toBe(2);
  });
});
