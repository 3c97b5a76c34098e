import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { adminUrl, databaseUrlFor } from '../pg-urls';
import { createS3rverWithMultipart } from '../s3rver-multipart';
import { type ServerProcess, signInOn, startServer } from './server-process';

const BUCKET = 'brokerdesk-instances';
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (v: string) => Buffer.from(v).toString('base64');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * Two instances on one PostgreSQL database, each with its own DATA_DIR (as on two machines), and one S3-compatible
 * store: a resumable upload begun on one goes on and finishes on the other (docs/decisions/028).
 */
describe('resumable uploads across two instances', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `bd_uploads_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-instances-s3-'));
  const dataDirs = [1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-instance-')));
  const s3 = createS3rverWithMultipart({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  let admin: Database;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    if (!serverUrl) {
      throw new Error(
        'The instance tests need a PostgreSQL server: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test.',
      );
    }
    const { port } = await s3.run();
    admin = await openDatabase({ url: adminUrl(serverUrl), poolSize: 1 });
    await admin.executeSql(`create database "${name}"`);
    const url = databaseUrlFor(serverUrl, name);
    const env = {
      DATABASE_URL: url,
      LOG_LEVEL: 'error',
      // One key for both, as every instance of a deployment has.
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    };
    a = await startServer({ ...env, DATA_DIR: dataDirs[0] as string, SEED_DEMO: '1' });
    b = await startServer({ ...env, DATA_DIR: dataDirs[1] as string, SEED_DEMO: '0' });
    database = await openDatabase({ url, poolSize: 1 });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(5000), b?.stop(5000)]);
    await database?.close();
    if (admin) {
      await admin.executeSql(`drop database if exists "${name}" with (force)`);
      await admin.close();
    }
    await s3.close();
    for (const dir of [s3Dir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finishes on B an upload begun on A, and the stored file is byte for byte whole', async () => {
    const client = await signInOn(a.url, 'client@example.com', DEMO_PASSWORD);
    const found = await database.executeSql(
      `select r.id from document_requests r join clients c on c.id = r.client_id join users u on u.id = c.user_id
        where u.email = 'client@example.com' and r.state = 'requested' and r.deleted_at is null order by r.id limit 1`,
    );
    const requestId = Number(found.rows[0]?.id);
    expect(requestId).toBeGreaterThan(0);

    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(9 * 1024 * 1024 + 321)]);
    const auth = { authorization: `Bearer ${client}` };
    const created = await fetch(`${a.url}/api/document/tus`, {
      method: 'POST',
      headers: {
        ...TUS,
        ...auth,
        'upload-length': String(bytes.length),
        'upload-metadata': `requestId ${b64(String(requestId))},filename ${b64('bank statement.pdf')}`,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get('location') as string;
    const patch = (base: string, offset: number, body: Buffer) =>
      fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });

    // A takes the first 6 MB (one S3 part) and 2 MB more (parked as the incomplete part), as two requests.
    expect((await patch(a.url, 0, bytes.subarray(0, 6 * 1024 * 1024))).status).toBe(204);
    expect((await patch(a.url, 6 * 1024 * 1024, bytes.subarray(6 * 1024 * 1024, 8 * 1024 * 1024))).status).toBe(204);

    // B, which never saw the upload, knows where it stands and takes the rest.
    const head = await fetch(`${b.url}${location}`, { method: 'HEAD', headers: { ...TUS, ...auth } });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(8 * 1024 * 1024);
    const done = await patch(b.url, offset, bytes.subarray(offset));
    const body = (await done.json()) as { file?: { id: number; size: number } };
    expect(done.status, JSON.stringify(body)).toBe(200);
    expect(body.file?.size).toBe(bytes.length);

    // Downloaded from A by the broker: the file B stored, whole.
    const broker = await signInOn(a.url, 'broker@example.com', DEMO_PASSWORD);
    const got = await fetch(`${a.url}/api/file/download?files_new_id=${body.file?.id}`, {
      headers: { authorization: `Bearer ${broker}` },
    });
    expect(got.status).toBe(200);
    const downloaded = Buffer.from(await got.arrayBuffer());
    expect(downloaded.length).toBe(bytes.length);
    expect(sha256(downloaded)).toBe(sha256(bytes));

    // Nothing of it was parked in either DATA_DIR, and nothing is left of it in the bucket or the table.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads-incoming'))).toBe(false);
    const id = location.split('/').pop() as string;
    expect(fs.readdirSync(path.join(s3Dir, BUCKET)).filter((n) => n.startsWith(id))).toEqual([]);
    const rows = await database.executeSql('select count(*)::int as n from resumable_uploads');
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });
});
