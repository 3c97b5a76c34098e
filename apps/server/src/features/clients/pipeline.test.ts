import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

async function broker() {
  const made = await makeUser(t.ctx, 'broker');
  return { adviserId: made.adviserId as number, token: await signIn(t.app, made.email) };
}

describe('the pipeline after lodgement', () => {
  it('moves a lodged deal through its stages, each move on the timeline with who and when', async () => {
    const b = await broker();
    const { clientId } = await makeClient(t.ctx, b.adviserId, { first_name: 'Pip', last_name: 'Line' });
    const stage = (s: string) =>
      call(t.app, b.token, { method: 'POST', url: '/api/client/stage', payload: { clientId, stage: s } });

    // Not lodged yet: no stage to move.
    const early = await stage('conditional');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(MESSAGES.stageNeedsLodgement);

    const lodged = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/client/mark-lodged',
      payload: { clientId },
    });
    expect(lodged.json().client.deal.stage).toBe('lodged');
    for (const s of ['conditional', 'unconditional', 'settled']) {
      const res = await stage(s);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().client.deal.stage).toBe(s);
    }
    const activity = await call(t.app, b.token, { method: 'GET', url: `/api/client/activity?clientId=${clientId}` });
    const moves = (activity.json().activity as { action: string; detail: unknown; actor: { role: string } }[])
      .filter((a) => a.action === 'stage_changed')
      .reverse();
    expect(moves.map((m) => m.detail)).toEqual([
      { from: 'lodged', to: 'conditional' },
      { from: 'conditional', to: 'unconditional' },
      { from: 'unconditional', to: 'settled' },
    ]);
    expect(moves.every((m) => m.actor.role === 'broker')).toBe(true);

    // Conditional approval made its "Chase the conditions" task, once.
    await stage('conditional');
    await stage('settled');
    const tasks = await call(t.app, b.token, { method: 'GET', url: `/api/task/list?clientId=${clientId}` });
    expect(tasks.json().tasks.map((x: { title: string }) => x.title)).toEqual([MESSAGES.taskRuleChaseConditions]);
  });

  it('keeps lender, amount and dates on the deal, totals each column, and drops declined deals from the board', async () => {
    const b = await broker();
    const ids: number[] = [];
    for (const [name, cents] of [
      ['Alpha', 50_000_000],
      ['Bravo', 75_000_000],
      ['Charlie', 10_000_000],
    ] as const) {
      const { clientId } = await makeClient(t.ctx, b.adviserId, { first_name: name, last_name: 'Deal' });
      await call(t.app, b.token, { method: 'POST', url: '/api/client/mark-lodged', payload: { clientId } });
      const deal = await call(t.app, b.token, {
        method: 'POST',
        url: '/api/client/deal',
        payload: { clientId, lender: 'Westpac', loan_amount_cents: cents, settlement_date: '2027-06-30' },
      });
      expect(deal.statusCode, deal.body).toBe(200);
      expect(deal.json().client.deal).toMatchObject({ lender: 'Westpac', loan_amount_cents: cents });
      ids.push(clientId);
    }
    const column = async (stage: string, query = '') =>
      (
        await call(t.app, b.token, {
          method: 'GET',
          url: `/api/client/board?stage=${stage}&query=${query}&limit=2`,
        })
      ).json();
    const lodged = await column('lodged');
    expect(lodged.total).toBe(3);
    expect(lodged.deals).toHaveLength(2);
    expect(lodged.loan_total_cents).toBe(135_000_000);
    expect((await column('lodged', 'brav')).deals.map((d: { name: string }) => d.name)).toEqual(['Bravo Deal']);

    await call(t.app, b.token, {
      method: 'POST',
      url: '/api/client/stage',
      payload: { clientId: ids[1], stage: 'declined' },
    });
    const after = await column('lodged');
    expect(after.total).toBe(2);
    expect(after.loan_total_cents).toBe(60_000_000);
    for (const s of ['conditional', 'unconditional', 'settled']) expect((await column(s)).total).toBe(0);
  });

  it('keeps notes on the timeline with their author', async () => {
    const b = await broker();
    const { clientId } = await makeClient(t.ctx, b.adviserId);
    const res = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/client/note',
      payload: { clientId, text: '<b>Called</b> the lender' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().note).toMatchObject({ action: 'note_added', detail: { text: '<b>Called</b> the lender' } });
    expect(res.json().note.actor.role).toBe('broker');
  });
});
