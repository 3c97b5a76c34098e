import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser, type SignedInAdviser, signIn } from '../../../test/factories';
import { multipart, SAMPLE } from '../../../test/file-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { activity, files } from '../../db/schema';
import { contentDisposition } from './files.routes';

const t = useTestApp({ admin: true });
let broker: SignedInAdviser;
beforeAll(async () => {
  broker = await t.adviser();
});

async function uploadAs(url: string, fields: Record<string, string>, data: Buffer, filename: string) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, data },
  ]);
  const res = await call(t.app, broker.token, { method: 'POST', url, ...body });
  expect(res.statusCode).toBe(200);
  return res.json().file as { id: number; url: string };
}
const uploadLogo = () =>
  uploadAs('/api/broker/upload', { brokerId: String(broker.adviserId), fileType: 'logo' }, SAMPLE.png, 'logo.png');
const uploadAttachment = (filename = "Crédit guide (2025) d'été.pdf") =>
  uploadAs('/api/broker/upload-attachment', { brokerId: String(broker.adviserId) }, SAMPLE.pdf, filename);

describe('GET /api/files/public/:key', () => {
  it('serves a logo to anyone, as its stored type, with nosniff and a year of immutable caching', async () => {
    const logo = await uploadLogo();
    const res = await t.app.inject({ method: 'GET', url: logo.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(SAMPLE.png.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload).toEqual(SAMPLE.png);
  });

  it('answers 404 for an attachment key, a deleted image, an unknown key and a path', async () => {
    const attachment = await uploadAttachment();
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, attachment.id));
    const logo = await uploadLogo();
    await call(t.app, broker.token, {
      method: 'DELETE',
      url: `/api/broker/delete-upload?brokerId=${broker.adviserId}&type=logo`,
    });
    for (const url of [
      `/api/files/public/${row?.storage_key}`,
      logo.url,
      '/api/files/public/00000000-0000-4000-8000-000000000000.png',
      '/api/files/public/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('GET /api/file/download', () => {
  it('streams an attachment to its adviser with Content-Disposition attachment and nosniff, and records it', async () => {
    const file = await uploadAttachment();
    const res = await call(t.app, broker.token, { method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Cr_dit guide (2025) d'_t_.pdf"; filename*=UTF-8''Cr%C3%A9dit%20guide%20%282025%29%20d%27%C3%A9t%C3%A9.pdf`,
    );
    expect(res.rawPayload).toEqual(SAMPLE.pdf);
    const logged = await t.ctx.db.select().from(activity).where(eq(activity.action, 'file_downloaded'));
    expect(logged.at(-1)?.detail).toMatchObject({ fileId: file.id, purpose: 'attachment' });
  });

  it('takes the token from the Authorization header only, never from the query', async () => {
    const file = await uploadAttachment('guide.pdf');
    const res = await t.app.inject({ method: 'GET', url: `${file.url}&token=${broker.token}` });
    expect(res.statusCode).toBe(401);
  });

  it('lets an administrator download; another adviser 404, a client 403, no sign-in 401, unknown 404', async () => {
    const file = await uploadAttachment('guide.pdf');
    expect((await call(t.app, t.adminToken, { method: 'GET', url: file.url })).statusCode).toBe(200);
    const other = await signIn(t.app, (await makeUser(t.ctx, 'broker')).email);
    const client = await signIn(
      t.app,
      (await makeUser(t.ctx, 'client', { adviserId: broker.adviserId as number })).email,
    );
    expect((await call(t.app, other, { method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await call(t.app, client, { method: 'GET', url: file.url })).statusCode).toBe(403);
    expect((await call(t.app, null, { method: 'GET', url: file.url })).statusCode).toBe(401);
    expect(
      (await call(t.app, t.adminToken, { method: 'GET', url: '/api/file/download?fileId=999999' })).statusCode,
    ).toBe(404);
    expect((await call(t.app, t.adminToken, { method: 'GET', url: '/api/file/download?fileId=x' })).statusCode).toBe(
      400,
    );
  });

  it('does not serve a deleted attachment', async () => {
    const file = await uploadAttachment('old.pdf');
    await call(t.app, broker.token, { method: 'DELETE', url: `/api/broker/delete-attachment?fileId=${file.id}` });
    expect((await call(t.app, broker.token, { method: 'GET', url: file.url })).statusCode).toBe(404);
  });
});

describe('contentDisposition', () => {
  it('keeps header-breaking characters out of both forms', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_c__Set-Cookie: x.pdf"');
  });
});
