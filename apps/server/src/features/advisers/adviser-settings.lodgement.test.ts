import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeClient } from '../../../test/client-factories';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { activity, advisers } from '../../db/schema';
import { decryptSecret } from '../../secrets';

/**
 * The lodgement section (docs/spec/core-and-application.md §3): its keys save only when the broker's aggregator is 5 or
 * 30 and the viewer is an administrator, or the broker is in trial or on Pro. The secrets are stored encrypted and the
 * API only ever says whether each is set.
 */
const clock = { now: new Date('2030-06-14T02:00:00Z') };
const t = useTestApp({ clock, admin: true });

type AdviserSet = Partial<typeof advisers.$inferInsert>;
const TRIAL: AdviserSet = { trial_end_date: '2030-06-14', plan: null };
const ENDED: AdviserSet = { trial_end_date: '2030-06-13', plan: null };
const PRO: AdviserSet = { trial_end_date: '2030-01-01', plan: 'pro', subscription_status: 'active' };
const STANDARD: AdviserSet = { trial_end_date: '2030-01-01', plan: 'standard', subscription_status: 'active' };

async function broker(set: AdviserSet) {
  const u = await makeUser(t.ctx, 'broker');
  const id = u.adviserId as number;
  await t.ctx.db.update(advisers).set(set).where(eq(advisers.id, id));
  return { id, token: await signIn(t.app, u.email) };
}

const save = (token: string, id: number, key: string, value: unknown) =>
  call(t.app, token, { method: 'POST', url: '/api/broker/save', payload: { brokerId: id, key, value } });
const detail = async (token: string, id: number) =>
  (await call(t.app, token, { method: 'GET', url: `/api/broker/detail?brokerId=${id}` })).json();
const stored = async (id: number) => (await t.ctx.db.select().from(advisers).where(eq(advisers.id, id)))[0];

const LODGE_KEYS = ['lodge_user', 'lodge_pass', 'lodge_api_key', 'lodge_api_token'] as const;

describe('when the lodgement section is available', () => {
  it.each([
    ['in trial, aggregator 5', { ...TRIAL, aggregator_id: 5 }, true],
    ['on Pro, aggregator 30', { ...PRO, aggregator_id: 30 }, true],
    ['trial ended, aggregator 5', { ...ENDED, aggregator_id: 5 }, false],
    ['on Standard, aggregator 30', { ...STANDARD, aggregator_id: 30 }, false],
    ['in trial, aggregator 4', { ...TRIAL, aggregator_id: 4 }, false],
    ['on Pro, no aggregator', { ...PRO, aggregator_id: null }, false],
    ['with free access after the trial, aggregator 5', { ...ENDED, free_access: true, aggregator_id: 5 }, true],
    ['suspended in trial, aggregator 5', { ...TRIAL, suspended: true, aggregator_id: 5 }, false],
  ] as const)('a broker %s: %s', async (_label, set, available) => {
    const b = await broker(set);
    const answer = await detail(b.token, b.id);
    expect(answer.lodgement_available).toBe(available);
    const optionOn = set.aggregator_id === 5 || set.aggregator_id === 30;
    expect(answer.lodgement_unavailable_reason).toBe(available ? null : optionOn ? 'plan' : 'no_aggregator');
    // One rule: the Upload page of the broker's client says the same as My account.
    const c = await makeClient(t.ctx, b.id);
    const status = (
      await call(t.app, b.token, { method: 'GET', url: `/api/lodgement/status?clientId=${c.clientId}` })
    ).json();
    expect(status.option_on && status.allowed).toBe(available);
    for (const key of LODGE_KEYS) {
      const res = await save(b.token, b.id, key, 'value-1');
      expect(res.statusCode, key).toBe(available ? 200 : 403);
      if (!available) expect(res.json().error.code).toBe('forbidden');
    }
    if (!available) expect(await stored(b.id)).toMatchObject({ lodge_user: null, lodge_pass_enc: null });
  });

  it('is always available to an administrator with a lodgement aggregator', async () => {
    const b = await broker({ ...ENDED, aggregator_id: 5 });
    expect((await detail(t.adminToken, b.id)).lodgement_available).toBe(true);
    expect((await save(t.adminToken, b.id, 'lodge_user', 'broker.ops')).statusCode).toBe(200);
    expect((await save(b.token, b.id, 'lodge_user', 'mine')).statusCode).toBe(403);
    expect((await save(t.adminToken, b.id, 'aggregator_id', 7)).json().lodgement_available).toBe(false);
    expect((await save(t.adminToken, b.id, 'lodge_user', 'again')).statusCode).toBe(403);
  });
});

describe('lodgement secrets', () => {
  it('are encrypted in the row, readable with the key, and never sent back', async () => {
    const b = await broker({ ...TRIAL, aggregator_id: 5 });
    const secrets = { lodge_pass: 'Tr1cky-pass!', lodge_api_key: 'key-7f3a9c', lodge_api_token: 'tok-55e1d0b2' };
    const responses: string[] = [];
    for (const [key, value] of Object.entries(secrets)) {
      const res = await save(b.token, b.id, key, value);
      expect(res.statusCode).toBe(200);
      responses.push(res.body);
    }
    responses.push((await call(t.app, b.token, { method: 'GET', url: `/api/broker/detail?brokerId=${b.id}` })).body);
    responses.push(
      (await call(t.app, t.adminToken, { method: 'GET', url: `/api/broker/detail?brokerId=${b.id}` })).body,
    );
    for (const body of responses) {
      for (const value of Object.values(secrets)) expect(body).not.toContain(value);
    }
    expect(await detail(b.token, b.id)).toMatchObject({
      lodge_pass_set: true,
      lodge_api_key_set: true,
      lodge_api_token_set: true,
    });

    const row = await stored(b.id);
    const columns = [row?.lodge_pass_enc, row?.lodge_api_key_enc, row?.lodge_api_token_enc] as string[];
    for (const [i, value] of Object.values(secrets).entries()) {
      expect(columns[i]).not.toContain(value);
      expect(decryptSecret(t.config, columns[i] as string)).toBe(value);
    }
    // The audit trail says a secret was set, never what it is.
    const audit = await t.ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.adviser_id, b.id), eq(activity.action, 'adviser_setting_saved')));
    expect(JSON.stringify(audit)).not.toMatch(/Tr1cky|7f3a9c|55e1d0b2/);
    expect(audit.map((a) => a.detail)).toContainEqual({ kind: 'broker', key: 'lodge_pass', set: true });
  });

  it('saving the same secret twice stores a different ciphertext; an empty value clears it', async () => {
    const b = await broker({ ...PRO, aggregator_id: 30 });
    await save(b.token, b.id, 'lodge_pass', 'Same-pass1');
    const first = (await stored(b.id))?.lodge_pass_enc;
    await save(b.token, b.id, 'lodge_pass', 'Same-pass1');
    expect((await stored(b.id))?.lodge_pass_enc).not.toBe(first);
    const cleared = await save(b.token, b.id, 'lodge_pass', '');
    expect(cleared.json().lodge_pass_set).toBe(false);
    expect((await stored(b.id))?.lodge_pass_enc).toBeNull();
  });

  it('the username is shown, trimmed, and empty clears it', async () => {
    const b = await broker({ ...TRIAL, aggregator_id: 5 });
    expect((await save(b.token, b.id, 'lodge_user', ' ops.user ')).json().lodge_user).toBe('ops.user');
    expect((await save(b.token, b.id, 'lodge_user', '')).json().lodge_user).toBe('');
    expect((await stored(b.id))?.lodge_user).toBeNull();
  });
});
