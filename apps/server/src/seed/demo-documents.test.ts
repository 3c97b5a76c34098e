import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { DEMO_PASSWORD } from './demo';
import { reseedDemo } from './reseed';

const t = useTestApp();
let brokerToken: string;
let clientToken: string;
let clientId: number;
beforeAll(async () => {
  await reseedDemo(t.database, { reset: false, storage: t.ctx.storage });
  brokerToken = await signIn(t.app, 'broker@example.com', DEMO_PASSWORD);
  clientToken = await signIn(t.app, 'client@example.com', DEMO_PASSWORD);
  clientId = Number(
    (
      await t.database.executeSql(
        "select c.id from clients c join users u on u.id = c.user_id where u.email = 'client@example.com'",
      )
    ).rows[0]?.id,
  );
}, 120_000);

describe('the demo client’s documents', () => {
  it('has requests in each state, with files whose bytes download, and counters to match', async () => {
    const res = await call(t.app, clientToken, { method: 'GET', url: `/api/document/requests?clientId=${clientId}` });
    expect(res.statusCode, res.body).toBe(200);
    const requests = res.json().requests as {
      state: string;
      reason: string;
      files: { id: number; download_name: string }[];
    }[];
    expect(new Set(requests.map((r) => r.state))).toEqual(new Set(['uploaded', 'accepted', 'requested', 'rejected']));
    expect(requests.find((r) => r.state === 'rejected')?.reason).toMatch(/back of the licence/);
    const file = requests.flatMap((r) => r.files)[0];
    if (!file) throw new Error('the demo has no file');
    const got = await call(t.app, brokerToken, { method: 'GET', url: `/api/file/download?files_new_id=${file.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const counts = await t.database.executeSql(
      'select num_documents_received as r, num_documents_to_review as v from clients where id = $1',
      [clientId],
    );
    expect([Number(counts.rows[0]?.r), Number(counts.rows[0]?.v)]).toEqual([2, 1]);
    const zip = await call(t.app, brokerToken, {
      method: 'POST',
      url: '/api/document/download-all-as-zip',
      payload: { clientId },
    });
    expect(zip.statusCode).toBe(200);
  });
});
