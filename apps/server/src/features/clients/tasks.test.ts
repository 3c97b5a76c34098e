import { MESSAGES } from '@brokerdesk/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { emailsTo } from '../../../test/emails';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { buildApp } from '../../app';
import { createRateReviewTasks, sendMorningTaskEmails } from './tasks.service';

// 9 am in Sydney on Monday 1 March 2027 (the business time zone's default).
const clock = { now: new Date('2027-02-28T22:00:00Z') };
const t = useTestApp({ clock });

const DAY_MS = 86_400_000;

// The second instance's own file folder: its upload store makes its folder without waiting, so it must not be the
// first app's, which is removed when that app closes.
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

async function tasksOf(token: string, query: string) {
  const res = await call(t.app, token, { method: 'GET', url: `/api/task/list?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { tasks: { title: string; due_date: string; client_id: number }[]; total: number };
}

describe('the rate review rule', () => {
  it('makes one "Rate review" a week before a fixed rate ends, however many instances run it', async () => {
    clock.now = new Date('2027-02-28T22:00:00Z');
    const broker = await makeUser(t.ctx, 'broker');
    let token = await signIn(t.app, broker.email);
    const { clientId } = await makeClient(t.ctx, broker.adviserId as number, {
      set: { status: 'lodged', stage: 'settled', fixed_rate_expires_on: '2027-03-20' },
    });
    const second = await secondInstance();
    try {
      // Nineteen days out: nothing yet.
      await Promise.all([createRateReviewTasks(t.ctx), createRateReviewTasks(second.ctx)]);
      expect((await tasksOf(token, `clientId=${clientId}`)).total).toBe(0);

      // Twelve days later (a week before the expiry), both instances run the rule at once, and again an hour on.
      clock.now = new Date(clock.now.getTime() + 12 * DAY_MS);
      const made = await Promise.all([createRateReviewTasks(t.ctx), createRateReviewTasks(second.ctx)]);
      clock.now = new Date(clock.now.getTime() + 3_600_000);
      await Promise.all([createRateReviewTasks(second.ctx), createRateReviewTasks(t.ctx)]);
      expect(made.reduce((a, b) => a + b, 0)).toBe(1);
      // A fresh sign-in, as the first one has expired by this date.
      token = await signIn(t.app, broker.email);
      const list = await tasksOf(token, `clientId=${clientId}`);
      expect(list.tasks).toEqual([
        expect.objectContaining({ title: MESSAGES.taskRuleRateReview, due_date: '2027-03-13', client_id: clientId }),
      ]);
    } finally {
      await second.app.close();
    }
  });
});

describe('the morning email', () => {
  it("lists exactly the adviser's open tasks due today, once a day across instances", async () => {
    clock.now = new Date('2027-04-05T20:30:00Z'); // 6:30 am on 6 April in Sydney
    const broker = await makeUser(t.ctx, 'broker');
    const token = await signIn(t.app, broker.email);
    const adviserId = broker.adviserId as number;
    const a = await makeClient(t.ctx, adviserId, { first_name: 'Ada', last_name: 'Lane' });
    const b = await makeClient(t.ctx, adviserId, { first_name: 'Bo', last_name: 'Reed' });
    const save = (clientId: number, title: string, due_date: string, done?: boolean) =>
      call(t.app, token, { method: 'POST', url: '/api/task/save', payload: { clientId, title, due_date, done } });
    for (const [clientId, title, due, done] of [
      [a.clientId, 'Call the valuer', '2027-04-06', false],
      [b.clientId, 'Send the loan contract', '2027-04-06', false],
      [a.clientId, 'Already done today', '2027-04-06', true],
      [a.clientId, 'Overdue from last week', '2027-03-30', false],
      [b.clientId, 'Tomorrow', '2027-04-07', false],
    ] as const) {
      expect((await save(clientId, title, due, done)).statusCode).toBe(200);
    }
    // Another adviser's task today goes to them, not here.
    const other = await makeUser(t.ctx, 'broker');
    const otherClient = await makeClient(t.ctx, other.adviserId as number);
    await call(t.app, await signIn(t.app, other.email), {
      method: 'POST',
      url: '/api/task/save',
      payload: { clientId: otherClient.clientId, title: 'Not yours', due_date: '2027-04-06' },
    });

    const second = await secondInstance();
    try {
      await Promise.all([sendMorningTaskEmails(t.ctx), sendMorningTaskEmails(second.ctx)]);
      clock.now = new Date(clock.now.getTime() + 2 * 3_600_000);
      await sendMorningTaskEmails(second.ctx);
    } finally {
      await second.app.close();
    }
    const mails = (await emailsTo(t, broker.email)).filter((m) => m.kind === 'tasks_today');
    expect(mails).toHaveLength(1);
    const body = mails[0]?.text_body ?? '';
    const listed = body.split('\n').filter((l) => l.startsWith('• '));
    expect(listed.sort()).toEqual(['• Call the valuer — Ada Lane', '• Send the loan contract — Bo Reed']);

    // The home's Today list: overdue first, then today's; done and future ones left out.
    const overdue = await tasksOf(token, 'due=overdue');
    const today = await tasksOf(token, 'due=today');
    expect(overdue.tasks.map((x) => x.title)).toEqual(['Overdue from last week']);
    expect(today.tasks.map((x) => x.title).sort()).toEqual(['Call the valuer', 'Send the loan contract']);

    // The next morning, the next day's email lists the next day's task only.
    clock.now = new Date('2027-04-06T20:30:00Z');
    await sendMorningTaskEmails(t.ctx);
    const next = (await emailsTo(t, broker.email)).filter((m) => m.kind === 'tasks_today');
    expect(next).toHaveLength(2);
    expect(next[1]?.text_body.split('\n').filter((l) => l.startsWith('• '))).toEqual(['• Tomorrow — Bo Reed']);
  });
});
