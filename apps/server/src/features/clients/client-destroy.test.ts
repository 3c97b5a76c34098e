import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { makeDocWorld, requestDoc, storedExists, typeId, uploaded } from '../../../test/document-fixtures';
import { call } from '../../../test/factories';
import { padded, SAMPLE } from '../../../test/file-fixtures';
import type { TestApp } from '../../../test/harness';
import { useTestApp } from '../../../test/use-test-app';
import { destroyClientsPastRetention } from './client-destroy.service';
import { clientsFeature, RETENTION_JOB } from './feature';

const clock = { now: new Date('2026-03-02T01:00:00Z') };
const t = useTestApp({ admin: true, clock });
const DAY = 86_400_000;

/** Every row left anywhere that names the client: each table with a client_id column, plus its applicants' ids. */
async function rowsNaming(app: TestApp, clientId: number): Promise<Record<string, number>> {
  const tables = await app.database.executeSql(
    "select table_name from information_schema.columns where column_name = 'client_id' and table_schema = 'public'",
  );
  const out: Record<string, number> = {};
  for (const row of tables.rows) {
    const table = String(row.table_name);
    const r = await app.database.executeSql(`select count(*)::int as n from "${table}" where client_id = $1`, [
      clientId,
    ]);
    const n = Number(r.rows[0]?.n);
    if (n > 0) out[table] = n;
  }
  const own = await app.database.executeSql('select count(*)::int as n from clients where id = $1', [clientId]);
  if (Number(own.rows[0]?.n) > 0) out.clients = Number(own.rows[0]?.n);
  return out;
}

async function storageKeysOf(app: TestApp, clientId: number): Promise<string[]> {
  const r = await app.database.executeSql(
    'select storage_key, preview_storage_key, thumbnail_storage_key from files where client_id = $1',
    [clientId],
  );
  return r.rows.flatMap((row) =>
    [row.storage_key, row.preview_storage_key, row.thumbnail_storage_key].filter((k) => typeof k === 'string'),
  ) as string[];
}

/** A client with two applicants, a portal sign-in, a message, and two uploaded documents. */
async function fullClient(app: TestApp, broker: { id: number; token: string }) {
  const w = await makeDocWorld(app, broker, { first_name: 'Destroyme' });
  const req = await requestDoc(app, broker.token, w, w.primaryId, await typeId(app.ctx, 'payslips'));
  await uploaded(app, w.clientToken, req.id, padded(SAMPLE.pdf, 5_000));
  await uploaded(app, w.clientToken, req.id, padded(SAMPLE.png, 2_000), 'photo.png');
  const sent = await call(app.app, w.clientToken, {
    method: 'POST',
    url: '/api/message/send',
    payload: { clientId: w.clientId, body: 'Please keep my payslips safe' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  // The partner signs in with their own email (client_logins).
  const partner = await t.database.executeSql(
    "insert into users (email, role, first_name, last_name) values ($1, 'client', 'Pat', 'Partner') returning id",
    [`partner.${w.clientId}@test.example`],
  );
  const partnerUserId = Number(partner.rows[0]?.id);
  await t.database.executeSql(
    "insert into client_logins (client_id, applicant_id, user_id, pages) values ($1, $2, $3, 'profile')",
    [w.clientId, w.secondId, partnerUserId],
  );
  // The deal's task, a chosen strategy and the partner's two-step recovery code go with the client too.
  await t.database.executeSql(
    "insert into tasks (adviser_id, client_id, title, due_date) select adviser_id, id, 'Chase the conditions', current_date from clients where id = $1",
    [w.clientId],
  );
  await t.database.executeSql(
    "insert into client_strategies (client_id, key, inputs) values ($1, 'emergency_fund', '{}'::jsonb)",
    [w.clientId],
  );
  await t.database.executeSql("insert into recovery_codes (user_id, code_hash) values ($1, 'hash')", [partnerUserId]);
  // An annual review the client confirmed, and a report link naming it.
  const review = await t.database.executeSql(
    "insert into reviews (adviser_id, client_id, status, due_on, snapshot, confirmed_by_user_id) select adviser_id, id, 'confirmed', current_date, '{}'::jsonb, $2 from clients where id = $1 returning id",
    [w.clientId, w.userId],
  );
  await t.database.executeSql(
    'insert into report_tokens (token_hash, client_id, user_id, expires_at, review_id) values ($1, $2, $3, now(), $4)',
    [`review-link-${w.clientId}`, w.clientId, w.userId, Number(review.rows[0]?.id)],
  );
  return { ...w, partnerUserId };
}

const destroyNow = (token: string | null, clientId: number, confirmation: string) =>
  call(t.app, token, { method: 'POST', url: '/api/client/destroy', payload: { clientId, confirmation } });

describe('destroying clients (Privacy Act APP 11.2)', () => {
  it('runs daily, once across instances', () => {
    const spec = clientsFeature.jobs?.find((j) => j.name === RETENTION_JOB);
    expect(spec?.every).toBe('30 3 * * *');
  });

  it('destroys a lodged client past the keeping period, rows and stored files, and leaves a tombstone naming no one', async () => {
    const b = await t.adviser();
    const old = await fullClient(t, b);
    const recent = await fullClient(t, b);
    const active = await fullClient(t, b);
    await t.database.executeSql("update clients set status = 'lodged', lodged_at = $2 where id = any($1)", [
      [old.clientId, recent.clientId],
      clock.now,
    ]);
    const keys = await storageKeysOf(t, old.clientId);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(await storedExists(t, key)).toBe(true);
    expect(Object.keys(await rowsNaming(t, old.clientId))).toEqual(
      expect.arrayContaining([
        'applicants',
        'files',
        'document_requests',
        'client_messages',
        'activity',
        'reviews',
        'report_tokens',
        'clients',
      ]),
    );

    // Seven years and a day on; the second lodged client was active a year ago, the third was never lodged.
    clock.now = new Date(clock.now.getTime() + (7 * 366 + 1) * DAY);
    await t.database.executeSql('update clients set last_activity_at = $2 where id = $1', [
      recent.clientId,
      new Date(clock.now.getTime() - 365 * DAY),
    ]);
    // Read again as it is destroyed: a preview or thumbnail made by a job since the first reading is stored too.
    const keysNow = await storageKeysOf(t, old.clientId);
    expect(await destroyClientsPastRetention(t.ctx)).toBe(1);

    expect(await rowsNaming(t, old.clientId)).toEqual({});
    for (const key of new Set([...keys, ...keysNow])) expect(await storedExists(t, key)).toBe(false);
    const user = await t.database.executeSql('select count(*)::int as n from users where id = any($1)', [
      [old.userId, old.partnerUserId],
    ]);
    expect(Number(user.rows[0]?.n)).toBe(0);
    const sessions = await t.database.executeSql('select count(*)::int as n from sessions where user_id = $1', [
      old.userId,
    ]);
    expect(Number(sessions.rows[0]?.n)).toBe(0);
    expect((await call(t.app, old.clientToken, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);

    const tomb = await t.database.executeSql(
      "select actor_user_id, adviser_id, client_id, detail, ip from activity where action = 'client_destroyed'",
    );
    expect(tomb.rows).toHaveLength(1);
    expect(tomb.rows[0]).toMatchObject({ actor_user_id: null, adviser_id: b.id, client_id: null, ip: null });
    expect(tomb.rows[0]?.detail).toMatchObject({ former_client_id: old.clientId, reason: 'retention' });
    // At least every stored file read just before (a derived one a job finished meanwhile counts too).
    expect(Number((tomb.rows[0]?.detail as { files?: number } | undefined)?.files)).toBeGreaterThanOrEqual(
      keysNow.length,
    );
    expect(JSON.stringify(tomb.rows[0])).not.toMatch(/Destroyme|@|payslip/i);

    for (const kept of [recent, active]) expect((await rowsNaming(t, kept.clientId)).clients).toBe(1);
    // A second run finds nothing more.
    expect(await destroyClientsPastRetention(t.ctx)).toBe(0);
  });

  it('destroys now on request after the typed name, but keeps a lodged application until its keeping period ends', async () => {
    const b = await t.adviser();
    const w = await fullClient(t, b);
    const name = String(
      (await t.database.executeSql('select display_name from clients where id = $1', [w.clientId])).rows[0]
        ?.display_name,
    );

    expect((await destroyNow(w.clientToken, w.clientId, name)).statusCode).toBe(403);
    expect((await destroyNow((await t.adviser()).token, w.clientId, name)).statusCode).toBe(404);
    const wrong = await destroyNow(b.token, w.clientId, 'someone else');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(MESSAGES.destroyConfirmationMismatch);

    await t.database.executeSql("update clients set status = 'lodged', lodged_at = $2 where id = $1", [
      w.clientId,
      clock.now,
    ]);
    const held = await destroyNow(b.token, w.clientId, name);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toMatch(/kept until \d+ \w+ \d{4}/);
    expect((await rowsNaming(t, w.clientId)).clients).toBe(1);

    await t.database.executeSql("update clients set status = 'in-progress', lodged_at = null where id = $1", [
      w.clientId,
    ]);
    const keys = await storageKeysOf(t, w.clientId);
    const done = await destroyNow(b.token, w.clientId, `  ${name.toUpperCase()} `);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(MESSAGES.clientDestroyed);
    expect(await rowsNaming(t, w.clientId)).toEqual({});
    for (const key of keys) expect(await storedExists(t, key)).toBe(false);
    const tomb = await t.database.executeSql(
      "select actor_user_id, detail from activity where action = 'client_destroyed' and detail->>'former_client_id' = $1",
      [String(w.clientId)],
    );
    expect(tomb.rows[0]).toMatchObject({ actor_user_id: b.userId, detail: { reason: 'request' } });
    // Nothing in the product brings it back.
    expect(
      (await call(t.app, b.token, { method: 'POST', url: '/api/client/restore', payload: { clientId: w.clientId } }))
        .statusCode,
    ).toBe(404);
  });
});
