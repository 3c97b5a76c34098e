import { MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityOf, type Broker, get, makeBroker, newClient, post } from '../../../test/application-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
let broker: Broker;
let other: Broker;
beforeAll(async () => {
  broker = await makeBroker(t);
  other = await makeBroker(t);
});

const editPerson = (token: string, clientId: number, applicantId: number, keyValueArr: unknown[]) =>
  post(t, token, '/api/applicant/edit-person', { clientId, applicantId, keyValueArr });
const stored = async (clientId: number, applicantId: number) =>
  (await get(t, broker.token, `/api/applicant/detail?clientId=${clientId}&applicantId=${applicantId}`)).json().data;

describe('two editors of one applicant', () => {
  it('saves to different fields of the same applicant, made at the same time, both persist', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId, {
      first_name: 'Ann',
      last_name: 'Lee',
    });
    const [a, b] = await Promise.all([
      editPerson(broker.token, clientId, applicantId, [{ key: 'first_name', value: 'Anne', previous: 'Ann' }]),
      editPerson(broker.token, clientId, applicantId, [{ key: 'last_name', value: 'Leigh', previous: 'Lee' }]),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await stored(clientId, applicantId)).toMatchObject({ first_name: 'Anne', last_name: 'Leigh' });
  });

  it('many simultaneous saves to different fields all persist', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const saves = [
      { key: 'middle_name', value: 'Jo' },
      { key: 'preferred_name', value: 'Jojo' },
      { key: 'dependants_count', value: 2 },
      { key: 'marital_status', value: 'married' },
      { key: 'date_of_birth', value: '1988-04-01' },
    ];
    const results = await Promise.all(
      saves.map((s) => editPerson(broker.token, clientId, applicantId, [{ ...s, previous: null }])),
    );
    expect(results.map((r) => r.statusCode)).toEqual(saves.map(() => 200));
    expect(await stored(clientId, applicantId)).toMatchObject(Object.fromEntries(saves.map((s) => [s.key, s.value])));
  });

  it('a stale save to the same field answers 409 with the current value and changes nothing', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId, { first_name: 'Sam' });
    const first = await editPerson(broker.token, clientId, applicantId, [
      { key: 'first_name', value: 'Samuel', previous: 'Sam' },
    ]);
    expect(first.statusCode).toBe(200);
    const before = await activityOf(t, clientId);
    // The second editor still saw 'Sam', and also changes another field in the same save.
    const stale = await editPerson(broker.token, clientId, applicantId, [
      { key: 'middle_name', value: 'Q', previous: null },
      { key: 'first_name', value: 'Sammy', previous: 'Sam' },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'conflict', message: MESSAGES.settingChanged, field: 'first_name' },
      current: 'Samuel',
    });
    const data = await stored(clientId, applicantId);
    expect(data.first_name).toBe('Samuel');
    expect(data.middle_name).toBeUndefined();
    expect(await activityOf(t, clientId)).toHaveLength(before.length);
  });

  it('two simultaneous saves from the same stale value: one wins, the other gets 409 with the winner', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId, { first_name: 'Kim' });
    const results = await Promise.all(
      ['Kimberly', 'Kimmy'].map((value) =>
        editPerson(broker.token, clientId, applicantId, [{ key: 'first_name', value, previous: 'Kim' }]),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json().data.first_name;
    const loser = results.find((r) => r.statusCode === 409)?.json();
    expect(loser.current).toBe(winner);
    expect((await stored(clientId, applicantId)).first_name).toBe(winner);
  });

  it('an editor who saw an empty field matches a key never saved (undefined is null)', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const res = await editPerson(broker.token, clientId, applicantId, [
      { key: 'middle_name', value: 'Lou', previous: null },
    ]);
    expect(res.statusCode).toBe(200);
    const again = await editPerson(broker.token, clientId, applicantId, [
      { key: 'middle_name', value: 'Lu', previous: '' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().current).toBe('Lou');
  });

  it('compares lists and objects by value', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    await editPerson(broker.token, clientId, applicantId, [{ key: 'dependant_ages', value: [3, 7] }]);
    const same = await editPerson(broker.token, clientId, applicantId, [
      { key: 'dependant_ages', value: [3, 8], previous: [3, 7] },
    ]);
    expect(same.statusCode).toBe(200);
    const stale = await editPerson(broker.token, clientId, applicantId, [
      { key: 'dependant_ages', value: [4, 8], previous: [3, 7] },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual([3, 8]);
  });
});

describe('the save engine', () => {
  it('writes each changed key to the timeline with old and new values, and who answered when', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId, { first_name: 'Ola' });
    const res = await editPerson(broker.token, clientId, applicantId, [
      { key: 'first_name', value: 'Olga' },
      { key: 'title', value: 'ms' },
      { key: 'last_name', value: '' }, // was set by the factory: clearing is a change
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ first_name: 'Olga', title: 'ms', last_name: null });
    expect(body.answers.first_name).toEqual({ user_id: broker.user.userId, at: expect.any(String) });
    const changes = (await activityOf(t, clientId)).map((a) => a.detail);
    expect(changes).toEqual([
      { section: 'applicant', key: 'first_name', old: 'Ola', new: 'Olga', applicant_id: applicantId },
      { section: 'applicant', key: 'title', old: null, new: 'ms', applicant_id: applicantId },
      { section: 'applicant', key: 'last_name', old: expect.any(String), new: null, applicant_id: applicantId },
    ]);
  });

  it('an unchanged value writes nothing to the timeline', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId, { first_name: 'Zed' });
    const res = await editPerson(broker.token, clientId, applicantId, [{ key: 'first_name', value: ' Zed ' }]);
    expect(res.statusCode).toBe(200);
    expect(await activityOf(t, clientId)).toEqual([]);
  });

  it('an unknown key answers 400 naming it, and nothing of the save is kept', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId, { first_name: 'Uma' });
    const res = await editPerson(broker.token, clientId, applicantId, [
      { key: 'first_name', value: 'Umar' },
      { key: 'shoe_size', value: 9 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      field: 'shoe_size',
      message: MESSAGES.unknownSettingKey,
    });
    expect((await stored(clientId, applicantId)).first_name).toBe('Uma');
  });

  it('an invalid value answers 400 with its field and the rule’s message', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const res = await editPerson(broker.token, clientId, applicantId, [{ key: 'date_of_birth', value: '1990-02-30' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'date_of_birth', message: MESSAGES.invalidDate });
  });

  it('a key sent twice in one save answers 400', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const res = await editPerson(broker.token, clientId, applicantId, [
      { key: 'first_name', value: 'A' },
      { key: 'first_name', value: 'B' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'first_name', message: MESSAGES.duplicateField });
  });

  it('a save marks the client active and in progress, and refreshes the list name on a name change', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    await t.database.executeSql("update clients set last_activity_at = '2020-01-01' where id = $1", [clientId]);
    await editPerson(broker.token, clientId, applicantId, [
      { key: 'first_name', value: 'Nora' },
      { key: 'last_name', value: 'Quill' },
      { key: 'phone_mobile', value: '0412 345 678' },
    ]);
    const { rows } = await t.database.executeSql(
      'select status, display_name, search_text, last_activity_at from clients where id = $1',
      [clientId],
    );
    expect(rows[0]).toMatchObject({ status: 'in-progress', display_name: 'Nora Quill' });
    expect(String(rows[0]?.search_text)).toContain('0412345678');
    expect(new Date(rows[0]?.last_activity_at as string).getFullYear()).toBeGreaterThan(2020);
  });

  it("another adviser's client answers 404 and changes nothing", async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId, { first_name: 'Ivy' });
    const res = await editPerson(other.token, clientId, applicantId, [{ key: 'first_name', value: 'Eve' }]);
    expect(res.statusCode).toBe(404);
    expect((await stored(clientId, applicantId)).first_name).toBe('Ivy');
  });
});
