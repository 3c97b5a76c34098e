import { beforeAll, describe, expect, it } from 'vitest';
import { makeBroker } from '../../../test/application-fixtures';
import { makeClient } from '../../../test/client-factories';
import { applicantIdsOf, seedDemoFor } from '../../../test/report-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { type ApplicationSnapshot, loadApplicationSnapshot } from '../reports';
import { buildLodgementPayload, fieldLabel, lodgementMissing } from './lodgement-payload';

/** The mapping from our application to the lodgement payload, on the demo applications (docs/lodgement.md). */
const t = useTestApp();
let demo: Awaited<ReturnType<typeof seedDemoFor>>;
let adviserId: number;

beforeAll(async () => {
  const broker = await makeBroker(t);
  adviserId = broker.adviserId;
  demo = await seedDemoFor(t.ctx, broker.adviserId, broker.user.userId);
});

const snapshotOf = async (clientId: number) =>
  (await loadApplicationSnapshot(t.ctx.db, clientId)) as ApplicationSnapshot;

describe('buildLodgementPayload', () => {
  it('a couple: contacts in order with addresses, jobs and dollars; the deal from the requirements', async () => {
    const clientId = await demo.byName('Daniel Wright');
    const [daniel, sophie] = await applicantIdsOf(t.ctx, clientId);
    const p = buildLodgementPayload(await snapshotOf(clientId));
    expect(p.external_id).toBe(`brokerdesk-client-${clientId}`);
    expect(p.deal).toMatchObject({
      name: 'Daniel Wright',
      purpose: 'purchase',
      loan_amount: 1_160_000,
      property_value: 1_450_000,
    });
    expect(p.contacts.map((c) => [c.ref, c.type, c.is_primary, c.name])).toEqual([
      [`applicant-${daniel}`, 'person', true, 'Daniel Wright'],
      [`applicant-${sophie}`, 'person', false, 'Sophie Wright'],
    ]);
    expect(p.contacts[0]?.details).toMatchObject({
      date_of_birth: '1990-03-02',
      mobile: '+61422100200',
      citizenship: 'AU',
    });
    expect(p.contacts[0]?.addresses[0]).toMatchObject({
      line1: '8 Wattle Lane',
      state: 'NSW',
      postcode: '2204',
      country: 'AU',
    });
    expect(p.contacts[0]?.employments[0]).toMatchObject({
      employer: 'Sydney Trains',
      gross_income: 128_000,
      is_current: true,
    });
    expect(p.contacts[1]?.details.citizenship).toBe('NZ');
    const savings = p.financials.assets.find((a) => a.type === 'Savings');
    expect(savings).toMatchObject({ value: 312_000 });
    expect(savings?.owners).toEqual([
      { contact_ref: `applicant-${daniel}`, share_percent: 50 },
      { contact_ref: `applicant-${sophie}`, share_percent: 50 },
    ]);
    expect(p.financials.liabilities[0]).toMatchObject({ type: 'Car Lease', balance: 21_400, monthly_repayment: 412 });
    expect(p.financials.monthly_living_expenses.rent_board).toBe(3120);
    expect(lodgementMissing(await snapshotOf(clientId))).toEqual([]);
  });

  it('a company: its numbers and its directors as contact references', async () => {
    const clientId = await demo.byName('Jack Thompson');
    const [jack, company] = await applicantIdsOf(t.ctx, clientId);
    const p = buildLodgementPayload(await snapshotOf(clientId));
    const c = p.contacts.find((x) => x.ref === `applicant-${company}`);
    expect(c).toMatchObject({ type: 'company', name: 'Thompson Building Pty Ltd' });
    expect(c?.details).toMatchObject({ abn: '59608412906', acn: '608412906', director_refs: [`applicant-${jack}`] });
    expect(c?.addresses[0]).toMatchObject({ use: 'registered', state: 'QLD', postcode: '4500' });
  });

  it('a trust: its type and trustee reference', async () => {
    const clientId = await demo.byName('Grace Fraser');
    const [grace] = await applicantIdsOf(t.ctx, clientId);
    const p = buildLodgementPayload(await snapshotOf(clientId));
    const trust = p.contacts.find((x) => x.type === 'trust');
    expect(trust?.details).toMatchObject({
      name: 'Fraser Family Trust',
      trust_type: 'discretionary',
      trustee_ref: `applicant-${grace}`,
    });
  });

  it('every demo application maps, and none carries the broker’s lodgement secrets', async () => {
    for (const id of demo.ids) {
      const s = await snapshotOf(id);
      const json = JSON.stringify(buildLodgementPayload(s));
      expect(json).not.toContain('lodge_');
      expect(json).not.toContain('v1.');
    }
  });
});

describe('lodgementMissing', () => {
  it('lists exactly what to fill, each with the page it is on', async () => {
    const made = await makeClient(t.ctx, adviserId, { first_name: '', last_name: '', email: '', phone_mobile: '' });
    const missing = lodgementMissing(await snapshotOf(made.clientId));
    const base = `/client/${made.clientId}/application`;
    expect(missing).toEqual([
      { label: 'Applicant 1: first and last name', to: `${base}/applicant/${made.primaryId}` },
      { label: 'Applicant 1: date of birth', to: `${base}/applicant/${made.primaryId}` },
      { label: 'Applicant 1: email', to: `${base}/applicant/${made.primaryId}` },
      { label: 'Applicant 1: mobile', to: `${base}/applicant/${made.primaryId}` },
      { label: 'Requirements: purpose', to: `${base}/requirement` },
      { label: 'Requirements: loan amount', to: `${base}/requirement` },
    ]);
  });

  it('names refused payload fields in words', () => {
    expect(fieldLabel('contacts[0].details.email')).toBe('applicant 1’s email');
    expect(fieldLabel('financials.liabilities[1].balance')).toBe('liability 2’s balance');
    expect(fieldLabel('deal.loan_amount')).toBe('loan amount');
  });
});
