import { IMAGE_MAX_BYTES, MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdviserKind, SignedInAdviser } from '../../../test/factories';
import { adviserIdParam, call, makeUser, signIn } from '../../../test/factories';
import { multipart, padded, SAMPLE } from '../../../test/file-fixtures';
import { storedBytes, storedObjects } from '../../../test/stored-files';
import { useTestApp } from '../../../test/use-test-app';
import { activity, advisers, files } from '../../db/schema';

const t = useTestApp({ admin: true });
let broker: SignedInAdviser;
beforeEach(async () => {
  broker = await t.adviser();
});

function upload(
  token: string | null,
  opts: { kind?: AdviserKind; id: number; fileType?: string; data?: Buffer; filename?: string; fileFirst?: boolean },
) {
  const kind = opts.kind ?? 'broker';
  const fields = [
    { name: adviserIdParam(kind), value: String(opts.id) },
    { name: 'fileType', value: opts.fileType ?? 'logo' },
  ];
  const file = {
    name: 'file',
    filename: opts.filename ?? 'logo.png',
    type: 'image/png',
    data: opts.data ?? SAMPLE.png,
  };
  const body = multipart(opts.fileFirst ? [file, ...fields] : [...fields, file]);
  return call(t.app, token, { method: 'POST', url: `/api/${kind}/upload`, ...body });
}

const filesOf = (adviserId: number) => t.ctx.db.select().from(files).where(eq(files.adviser_id, adviserId));
const adviserRow = async (id: number) => (await t.ctx.db.select().from(advisers).where(eq(advisers.id, id)))[0];
const keyOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

describe('POST /api/broker/upload and /api/planner/upload', () => {
  it('stores a logo under a generated key, points the adviser at it and shows it in the branding', async () => {
    const res = await upload(broker.token, { id: broker.adviserId as number });
    expect(res.statusCode).toBe(200);
    const { file } = res.json();
    expect(file).toMatchObject({ file_name: 'logo.png', content_type: 'image/png', size_bytes: SAMPLE.png.length });
    expect(file.url).toMatch(/^\/api\/files\/public\/[0-9a-f-]{36}\.png$/);
    const key = keyOf(file.url);
    expect(storedBytes(t.config, key)).toEqual(SAMPLE.png);
    expect((await adviserRow(broker.adviserId as number))?.logo_file_id).toBe(file.id);

    const me = await call(t.app, broker.token, { method: 'GET', url: '/api/user/detail' });
    expect(me.json().branding).toMatchObject({ logo_url: file.url, profile_image_url: null, video: '' });
    const logged = await t.ctx.db
      .select()
      .from(activity)
      .where(eq(activity.adviser_id, broker.adviserId as number));
    expect(logged.map((a) => a.action)).toContain('image_uploaded');
  });

  it('takes JPEG and WebP as profile images, stored as the type their bytes are', async () => {
    for (const [data, type] of [
      [SAMPLE.jpeg, 'image/jpeg'],
      [SAMPLE.webp, 'image/webp'],
    ] as const) {
      const res = await upload(broker.token, { id: broker.adviserId as number, fileType: 'profile_image', data });
      expect(res.statusCode).toBe(200);
      expect(res.json().file.content_type).toBe(type);
    }
    const me = await call(t.app, broker.token, { method: 'GET', url: '/api/user/detail' });
    expect(me.json().branding.profile_image_url).toMatch(/\.webp$/);
  });

  it('replacing an image soft-deletes the previous row and removes its object', async () => {
    const id = broker.adviserId as number;
    const first = (await upload(broker.token, { id })).json().file;
    const second = (await upload(broker.token, { id, data: SAMPLE.jpeg, filename: 'new.jpg' })).json().file;
    const rows = await filesOf(id);
    expect(rows.find((r) => r.id === first.id)?.deleted_at).toBeInstanceOf(Date);
    expect(rows.find((r) => r.id === second.id)?.deleted_at).toBeNull();
    expect(storedObjects(t.config).objects).not.toContain(keyOf(first.url));
    expect(storedObjects(t.config).objects).toContain(keyOf(second.url));
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second.url })).statusCode).toBe(200);
    expect((await adviserRow(id))?.logo_file_id).toBe(second.id);
  });

  it('serves the planner mount with plannerId, and refuses a broker id there', async () => {
    const planner = await makeUser(t.ctx, 'planner');
    const token = await signIn(t.app, planner.email);
    const res = await upload(token, { kind: 'planner', id: planner.adviserId as number, fileType: 'profile_image' });
    expect(res.statusCode).toBe(200);
    expect((await adviserRow(planner.adviserId as number))?.profile_image_file_id).toBe(res.json().file.id);
    const viaBroker = await upload(t.adminToken, { kind: 'planner', id: broker.adviserId as number });
    expect(viaBroker.statusCode).toBe(404);
  });

  it('lets an administrator upload for anyone; another adviser gets 404, a client 403, no sign-in 401', async () => {
    const id = broker.adviserId as number;
    expect((await upload(t.adminToken, { id })).statusCode).toBe(200);
    const other = await makeUser(t.ctx, 'broker');
    const client = await makeUser(t.ctx, 'client', { adviserId: id });
    const before = storedObjects(t.config).objects.length;
    const refusals = [
      [await signIn(t.app, other.email), 404, 'not_found'],
      [await signIn(t.app, client.email), 403, 'forbidden'],
      [null, 401, 'unauthenticated'],
    ] as const;
    for (const [token, status, code] of refusals) {
      const res = await upload(token, { id });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect(storedObjects(t.config).objects).toHaveLength(before);
    expect(await filesOf(id)).toHaveLength(1);
  });

  it.each([
    ['a GIF', SAMPLE.gif, 'anim.gif'],
    ['a text file named .png', Buffer.from('just some words, not an image\n'), 'notes.png'],
    ['PDF bytes named logo.png', SAMPLE.pdf, 'logo.png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
  ])('refuses %s with 415 and stores nothing', async (_label, data, filename) => {
    const before = storedObjects(t.config);
    const res = await upload(broker.token, { id: broker.adviserId as number, data, filename });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'unsupported_media_type',
      message: MESSAGES.imageTypeUnsupported,
      field: 'file',
    });
    expect(storedObjects(t.config)).toEqual(before);
    expect(await filesOf(broker.adviserId as number)).toHaveLength(0);
  });

  it('refuses an image of 5 MB + 1 byte with 413, leaving no row and no object; 5 MB exactly is fine', async () => {
    const before = storedObjects(t.config);
    const big = await upload(broker.token, {
      id: broker.adviserId as number,
      data: padded(SAMPLE.png, IMAGE_MAX_BYTES + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({ code: 'too_large', message: MESSAGES.imageTooLarge });
    expect(storedObjects(t.config)).toEqual(before);
    expect(await filesOf(broker.adviserId as number)).toHaveLength(0);

    const limit = await upload(broker.token, {
      id: broker.adviserId as number,
      data: padded(SAMPLE.png, IMAGE_MAX_BYTES),
    });
    expect(limit.statusCode).toBe(200);
    expect(limit.json().file.size_bytes).toBe(IMAGE_MAX_BYTES);
  });

  it.each([
    ['a relative path', '../../etc/passwd.png', 'passwd.png'],
    ['a Windows path', 'C:\\Users\\sarah\\Desktop\\..\\logo.png', 'logo.png'],
    ['only dots', '..', 'file'],
    ['control and direction characters', 'bad\u0000na\u001bme\u202egnp.png', 'badnamegnp.png'],
    ['300 characters', `${'a'.repeat(300)}.png`, `${'a'.repeat(115)}….png`],
  ])('reduces a file name with %s to a safe display name', async (_label, filename, shown) => {
    const res = await upload(broker.token, { id: broker.adviserId as number, filename });
    expect(res.statusCode).toBe(200);
    expect(res.json().file.file_name).toBe(shown);
    expect(keyOf(res.json().file.url)).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(storedObjects(t.config).incoming).toEqual([]);
  });

  it('needs the fields before the file, a file, a known fileType and a multipart body', async () => {
    const id = broker.adviserId as number;
    const late = await upload(broker.token, { id, fileFirst: true });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({ message: MESSAGES.uploadFieldsFirst, field: 'brokerId' });

    const noFile = await call(t.app, broker.token, {
      method: 'POST',
      url: '/api/broker/upload',
      ...multipart([
        { name: 'brokerId', value: String(id) },
        { name: 'fileType', value: 'logo' },
      ]),
    });
    expect(noFile.json().error).toMatchObject({ code: 'validation', message: MESSAGES.uploadFileMissing });

    const badType = await upload(broker.token, { id, fileType: 'banner' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.field).toBe('fileType');

    const json = await call(t.app, broker.token, {
      method: 'POST',
      url: '/api/broker/upload',
      payload: { brokerId: id, fileType: 'logo' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(MESSAGES.uploadFileMissing);

    const empty = await upload(broker.token, { id, data: Buffer.alloc(0) });
    expect(empty.json().error).toMatchObject({ code: 'validation', message: MESSAGES.fileEmpty });
    expect(await filesOf(id)).toHaveLength(0);
  });
});

describe('DELETE /api/broker/delete-upload and /api/planner/delete-upload', () => {
  const remove = (token: string | null, kind: AdviserKind, id: number, type: string, as: 'query' | 'body' = 'query') =>
    call(t.app, token, {
      method: 'DELETE',
      url: `/api/${kind}/delete-upload${as === 'query' ? `?${adviserIdParam(kind)}=${id}&type=${type}` : ''}`,
      ...(as === 'body' ? { payload: { [adviserIdParam(kind)]: id, type } } : {}),
    });

  it('deletes the image (query or JSON body): row soft-deleted, object removed, branding cleared', async () => {
    const id = broker.adviserId as number;
    for (const as of ['query', 'body'] as const) {
      const file = (await upload(broker.token, { id })).json().file;
      const res = await remove(broker.token, 'broker', id, 'logo', as);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.fileDeleted });
      expect(storedObjects(t.config).objects).not.toContain(keyOf(file.url));
      expect((await filesOf(id)).every((r) => r.deleted_at !== null)).toBe(true);
      expect((await adviserRow(id))?.logo_file_id).toBeNull();
      expect((await t.app.inject({ url: file.url })).statusCode).toBe(404);
    }
    const me = await call(t.app, broker.token, { method: 'GET', url: '/api/user/detail' });
    expect(me.json().branding.logo_url).toBeNull();
    expect((await remove(broker.token, 'broker', id, 'logo')).statusCode).toBe(404);
  });

  it('keeps the other image, and answers who may delete', async () => {
    const id = broker.adviserId as number;
    await upload(broker.token, { id });
    const profile = (await upload(broker.token, { id, fileType: 'profile_image' })).json().file;
    const other = await makeUser(t.ctx, 'broker');
    const client = await makeUser(t.ctx, 'client', { adviserId: id });
    expect((await remove(await signIn(t.app, other.email), 'broker', id, 'logo')).statusCode).toBe(404);
    expect((await remove(await signIn(t.app, client.email), 'broker', id, 'logo')).statusCode).toBe(403);
    expect((await remove(null, 'broker', id, 'logo')).statusCode).toBe(401);
    expect((await remove(t.adminToken, 'planner', id, 'logo')).statusCode).toBe(404);
    expect((await remove(broker.token, 'broker', id, 'banner')).statusCode).toBe(400);
    expect((await remove(t.adminToken, 'broker', id, 'logo')).statusCode).toBe(200);
    expect((await adviserRow(id))?.profile_image_file_id).toBe(profile.id);
    expect((await t.app.inject({ url: profile.url })).statusCode).toBe(200);
  });
});

describe('branding (the header of the adviser and of their clients)', () => {
  it('shows an unset colour as #182F64 for a planner and #1A356F for a broker, and the video link', async () => {
    const planner = await makeUser(t.ctx, 'planner');
    const plannerMe = await call(t.app, await signIn(t.app, planner.email), { method: 'GET', url: '/api/user/detail' });
    expect(plannerMe.json().branding).toMatchObject({ header_background: '#182F64', video: '' });

    await t.ctx.db
      .update(advisers)
      .set({ video: 'https://youtu.be/dQw4w9WgXcQ' })
      .where(eq(advisers.id, broker.adviserId as number));
    const client = await makeUser(t.ctx, 'client', { adviserId: broker.adviserId as number });
    const clientMe = await call(t.app, await signIn(t.app, client.email), { method: 'GET', url: '/api/user/detail' });
    expect(clientMe.json().branding).toMatchObject({
      header_background: '#1A356F',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      logo_url: null,
    });
  });
});
