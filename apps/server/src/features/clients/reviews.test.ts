import { MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addItem, makeBroker } from '../../../test/application-fixtures';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { call, makeUser, signIn } from '../../../test/factories';
import { pdfText } from '../../../test/report-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { buildApp } from '../../app';
import { reviews, tasks } from '../../db/schema';
import { addYear, createAnnualReviewTasks } from './reviews.service';

// 9 am in Sydney on Monday 1 March 2027 (the business time zone's default).
const clock = { now: new Date('2027-02-28T22:00:00Z') };
const t = useTestApp({ clock });

const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-second-'));
afterAll(() => fs.rmSync(secondDir, { recursive: true, force: true }));

/** A second instance on the same database and clock, as two servers behind one load balancer. */
async function secondInstance() {
  const built = await buildApp({
    config: { ...t.config, storage: { driver: 'disk', dir: secondDir } },
    database: t.database,
    jobs: t.ctx.jobs,
    logger: false,
    now: () => new Date(clock.now),
  });
  await built.app.ready();
  return built;
}

const post = (token: string, url: string, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'POST', url, payload });
const get = (token: string, url: string) => call(t.app, token, { method: 'GET', url });

/** A settled client of the broker with a portal sign-in, last year's requirements and one asset. */
async function settledClient(adviserId: number, settlement = '2026-03-01') {
  const made = await makeClient(t.ctx, adviserId, {
    first_name: 'Rhea',
    last_name: 'Vance',
    withUser: true,
    set: { status: 'lodged', stage: 'settled', settlement_date: settlement },
  });
  const clientToken = await sessionFor(t.ctx, made.userId as number);
  const saved = await post(clientToken, '/api/application/requirement/save', {
    clientId: made.clientId,
    keyValueArr: [
      { key: 'purpose', value: 'purchase' },
      { key: 'loan_amount', value: 50_000_000 },
      { key: 'loan_term_years', value: 30 },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const assetId = await addItem(t.ctx, adviserId, made.clientId, {
    section: 'asset',
    kind: 'Savings',
    data: { institution: 'Harbour Bank', value: 2_000_000 },
  });
  return { ...made, clientToken, assetId };
}

describe('starting an annual review', () => {
  it("keeps last year's answers as they were, while this year's are changed", async () => {
    const broker = await makeBroker(t);
    const c = await settledClient(broker.adviserId);
    const res = await post(broker.token, '/api/review/start', { clientId: c.clientId });
    expect(res.statusCode, res.body).toBe(201);
    const { review } = res.json();
    expect(review).toMatchObject({ client_id: c.clientId, status: 'open', due_on: '2027-03-01' });
    expect(review.id).toEqual(expect.any(Number));

    await post(c.clientToken, '/api/application/requirement/save', {
      clientId: c.clientId,
      keyValueArr: [{ key: 'loan_amount', value: 45_000_000 }],
    });
    const [row] = await t.ctx.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.snapshot.sections.requirement).toEqual({
      purpose: 'purchase',
      loan_amount: 50_000_000,
      loan_term_years: 30,
    });
    expect(row?.snapshot.items).toEqual([
      expect.objectContaining({
        id: c.assetId,
        section: 'asset',
        kind: 'Savings',
        data: { institution: 'Harbour Bank', value: 2_000_000 },
      }),
    ]);
    expect(row?.snapshot.applicants).toEqual([
      expect.objectContaining({
        id: c.primaryId,
        is_primary: true,
        data: expect.objectContaining({ first_name: 'Rhea' }),
      }),
    ]);

    // The client is told in the portal; the next review falls a year on; the timeline says who started it.
    const current = await get(c.clientToken, `/api/review/current?clientId=${c.clientId}`);
    expect(current.json()).toEqual({
      review: expect.objectContaining({ id: review.id, status: 'open' }),
      next_due_on: '2028-03-01',
    });
    const started = await t.database.executeSql(
      "select actor_user_id, detail from activity where client_id = $1 and action = 'review_started'",
      [c.clientId],
    );
    expect(started.rows).toEqual([
      { actor_user_id: broker.user.userId, detail: { review_id: review.id, due_on: '2027-03-01' } },
    ]);
  });

  it('refuses a client not lodged, a declined deal and a second open review, with clear messages', async () => {
    const broker = await makeBroker(t);
    const fresh = await makeClient(t.ctx, broker.adviserId);
    const notLodged = await post(broker.token, '/api/review/start', { clientId: fresh.clientId });
    expect(notLodged.statusCode).toBe(409);
    expect(notLodged.json().error.message).toBe(MESSAGES.reviewNeedsLodgement);

    const declined = await makeClient(t.ctx, broker.adviserId, { set: { status: 'lodged', stage: 'declined' } });
    const refused = await post(broker.token, '/api/review/start', { clientId: declined.clientId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGES.reviewClosedDeal);

    // Two starts at once (two instances, or a double click): one review.
    const lodged = await makeClient(t.ctx, broker.adviserId, { set: { status: 'lodged', stage: 'lodged' } });
    const both = await Promise.all([
      post(broker.token, '/api/review/start', { clientId: lodged.clientId }),
      post(broker.token, '/api/review/start', { clientId: lodged.clientId }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().error.message).toBe(MESSAGES.reviewAlreadyOpen);
    const open = await t.ctx.db.select().from(reviews).where(eq(reviews.client_id, lodged.clientId));
    expect(open).toHaveLength(1);
  });
});

describe("a review's changes", () => {
  it("lists exactly the answers the client changed, each with last year's value, and the review's report prints them", async () => {
    const broker = await makeBroker(t);
    const c = await settledClient(broker.adviserId);
    const { review } = (await post(broker.token, '/api/review/start', { clientId: c.clientId })).json();

    // Before any change: nothing to show.
    const none = await get(broker.token, `/api/review/changes?reviewId=${review.id}`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().changes).toEqual([]);

    // The client changes two answers, and saves a third unchanged.
    await post(c.clientToken, '/api/application/requirement/save', {
      clientId: c.clientId,
      keyValueArr: [
        { key: 'loan_amount', value: 42_000_000 },
        { key: 'loan_term_years', value: 30 },
      ],
    });
    const asset = await post(c.clientToken, '/api/application/asset/save', {
      clientId: c.clientId,
      itemId: c.assetId,
      keyValueArr: [{ key: 'value', value: 3_500_000 }],
    });
    expect(asset.statusCode, asset.body).toBe(200);

    const res = await get(broker.token, `/api/review/changes?reviewId=${review.id}`);
    expect(res.json()).toMatchObject({ client_name: 'Rhea Vance', review: { id: review.id, status: 'open' } });
    expect(res.json().changes).toEqual([
      {
        page: 'requirement',
        where: 'Requirements',
        key: 'loan_amount',
        label: 'Loan amount',
        old: '$500,000',
        new: '$420,000',
      },
      {
        page: 'asset',
        where: 'Asset: Savings: Harbour Bank',
        key: 'value',
        label: 'Value',
        old: '$20,000',
        new: '$35,000',
      },
    ]);

    // The client confirms; the broker's review says so; confirming again changes nothing.
    const confirmed = await post(c.clientToken, '/api/review/confirm', { reviewId: review.id });
    expect(confirmed.json().review).toMatchObject({ status: 'confirmed', confirmed_at: clock.now.toISOString() });
    expect((await post(c.clientToken, '/api/review/confirm', { reviewId: review.id })).statusCode).toBe(200);
    const confirmations = await t.database.executeSql(
      "select detail from activity where client_id = $1 and action = 'review_confirmed'",
      [c.clientId],
    );
    expect(confirmations.rows).toEqual([{ detail: { review_id: review.id, by: 'client' } }]);

    // The review's own report: its changes first, last year's value beside this year's.
    const link = await post(broker.token, '/api/report/token', { clientId: c.clientId, reviewId: review.id });
    expect(link.statusCode, link.body).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('annual-review-');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Annual review');
    expect(text).toContain('Changes since last year');
    expect(text).toMatch(/Loan amount \$500,000 \$420,000/);
    expect(text).toMatch(/Value \$20,000 \$35,000/);
    expect(text).toContain('Answers changed since last year 2');

    // Another client's review is not this client's report: 404, and no link.
    const other = await settledClient(broker.adviserId);
    const mixed = await post(broker.token, '/api/report/token', { clientId: other.clientId, reviewId: review.id });
    expect(mixed.statusCode).toBe(404);
  });

  it('names an applicant, a list row added and one removed', async () => {
    const broker = await makeBroker(t);
    const c = await settledClient(broker.adviserId);
    const { review } = (await post(broker.token, '/api/review/start', { clientId: c.clientId })).json();
    await post(c.clientToken, '/api/applicant/edit-person', {
      clientId: c.clientId,
      applicantId: c.primaryId,
      keyValueArr: [{ key: 'first_name', value: 'Rhiannon' }],
    });
    const removed = await call(t.app, c.clientToken, {
      method: 'DELETE',
      url: '/api/application/asset/delete',
      payload: { clientId: c.clientId, itemId: c.assetId },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const added = await post(c.clientToken, '/api/application/liability/create', {
      clientId: c.clientId,
      kind: 'Credit Card',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { changes } = (await get(broker.token, `/api/review/changes?reviewId=${review.id}`)).json();
    expect(changes).toEqual([
      expect.objectContaining({
        where: 'Applicant: Rhiannon Vance',
        label: 'First name',
        old: 'Rhea',
        new: 'Rhiannon',
      }),
      expect.objectContaining({ where: 'Liabilities', key: 'has_liabilities', old: '', new: 'Yes' }),
      expect.objectContaining({ where: 'Liability: Credit Card', label: 'Added', old: '', new: 'No answers' }),
      expect.objectContaining({
        page: 'asset',
        where: 'Asset: Savings: Harbour Bank',
        label: 'Removed',
        old: '$20,000, Harbour Bank',
        new: '',
      }),
    ]);
  });
});

describe('reviews due', () => {
  it("lists a year after settlement or the broker's date, soonest first, and leaves out the rest", async () => {
    const broker = await makeBroker(t);
    const id = broker.adviserId;
    const overdue = await makeClient(t.ctx, id, {
      first_name: 'Over',
      set: { status: 'lodged', stage: 'settled', settlement_date: '2026-01-10' },
    });
    const soon = await makeClient(t.ctx, id, {
      first_name: 'Soon',
      set: { status: 'lodged', stage: 'settled', settlement_date: '2026-03-20' },
    });
    const later = await makeClient(t.ctx, id, {
      first_name: 'Later',
      set: { status: 'lodged', stage: 'settled', settlement_date: '2026-06-01' },
    });
    const dated = await makeClient(t.ctx, id, { first_name: 'Dated', set: { status: 'lodged', stage: 'lodged' } });
    await makeClient(t.ctx, id, {
      first_name: 'Declined',
      set: { status: 'lodged', stage: 'declined', settlement_date: '2026-01-01' },
    });
    await makeClient(t.ctx, id, {
      first_name: 'Archived',
      set: { status: 'lodged', stage: 'settled', settlement_date: '2026-01-01', client_type: 'archived' },
    });

    const set = await post(broker.token, '/api/review/due-date', {
      clientId: dated.clientId,
      review_due_on: '2027-03-05',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().next_due_on).toBe('2027-03-05');

    const list = await get(broker.token, '/api/review/due');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().reviews.map((r: { client_id: number; due_on: string }) => [r.client_id, r.due_on])).toEqual([
      [overdue.clientId, '2027-01-10'],
      [dated.clientId, '2027-03-05'],
      [soon.clientId, '2027-03-20'],
    ]);
    expect(list.json().total).toBe(3);
    expect((await get(broker.token, '/api/review/due?within=120')).json().total).toBe(4);

    // A started review leaves the list; its next date is a year on.
    await post(broker.token, '/api/review/start', { clientId: overdue.clientId });
    const after = (await get(broker.token, '/api/review/due')).json();
    expect(after.reviews.map((r: { client_id: number }) => r.client_id)).toEqual([dated.clientId, soon.clientId]);
    expect(later.clientId).toBeGreaterThan(0);

    // Another adviser's list is theirs; naming this one answers 404.
    const other = await makeUser(t.ctx, 'broker');
    const otherToken = await signIn(t.app, other.email);
    expect((await get(otherToken, '/api/review/due')).json().total).toBe(0);
    expect((await get(otherToken, `/api/review/due?adviserId=${id}`)).statusCode).toBe(404);
  });
});

describe('the annual review rule', () => {
  it('makes one "Annual review" task two weeks before the date, however many instances run it, done when the review starts', async () => {
    const broker = await makeBroker(t);
    const c = await makeClient(t.ctx, broker.adviserId, {
      set: { status: 'lodged', stage: 'settled', settlement_date: '2026-04-01' },
    });
    const taskRows = () => t.ctx.db.select().from(tasks).where(eq(tasks.client_id, c.clientId));
    const second = await secondInstance();
    try {
      // A month out: nothing yet.
      await Promise.all([createAnnualReviewTasks(t.ctx), createAnnualReviewTasks(second.ctx)]);
      expect(await taskRows()).toHaveLength(0);

      // Two weeks before, both instances run the rule at once, and again an hour on.
      clock.now = new Date('2027-03-17T22:00:00Z');
      await Promise.all([createAnnualReviewTasks(t.ctx), createAnnualReviewTasks(second.ctx)]);
      clock.now = new Date('2027-03-17T23:00:00Z');
      await Promise.all([createAnnualReviewTasks(second.ctx), createAnnualReviewTasks(t.ctx)]);
      const [task] = await taskRows();
      expect(await taskRows()).toHaveLength(1);
      expect(task).toMatchObject({
        title: MESSAGES.taskRuleAnnualReview,
        due_date: '2027-04-01',
        rule_key: 'annual_review:2027-04-01',
        done: false,
      });

      // Starting the review does the task, and the next one is a year on: no new task now.
      const token = await signIn(t.app, broker.user.email);
      expect((await post(token, '/api/review/start', { clientId: c.clientId })).statusCode).toBe(201);
      expect((await taskRows())[0]?.done).toBe(true);
      await createAnnualReviewTasks(t.ctx);
      expect(await taskRows()).toHaveLength(1);
    } finally {
      await second.app.close();
      clock.now = new Date('2027-02-28T22:00:00Z');
    }
  });

  it('a year on falls on the same day, and 29 February on 1 March', () => {
    expect(addYear('2026-03-01')).toBe('2027-03-01');
    expect(addYear('2028-02-29')).toBe('2029-03-01');
  });
});
