import { Writable } from 'node:stream';
import { MESSAGES } from '@brokerdesk/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeClient, sessionFor, setClientPages } from '../../../../../test/client-factories';
import { decodedJpeg, HEIC_PHOTO, samplePdf, storeDocumentFile } from '../../../../../test/document-extras-fixtures';
import { call } from '../../../../../test/factories';
import { heicClaiming } from '../../../../../test/image-fixtures';
import { useTestApp } from '../../../../../test/use-test-app';
import { DOCUMENT_PREVIEW_JOB, makeDocumentPreviews, queueDocumentPreviews, zipSourceOf } from './previews.service';

/** The app's log lines (LOG_LEVEL info), to see what a preview failure writes. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
const t = useTestApp({ admin: true, logStream });

async function clientWithUser() {
  const broker = await t.adviser();
  const client = await makeClient(t.ctx, broker.id, { withUser: true });
  await setClientPages(t.ctx, client.clientId, 'personal,document');
  const clientToken = await sessionFor(t.ctx, client.userId as number);
  return { broker, client, clientToken };
}

const fileRow = async (id: number) =>
  (await t.database.executeSql('select * from files where id = $1', [id])).rows[0] as Record<string, unknown>;
const thumbnail = (token: string | null, id: number) =>
  call(t.app, token, { method: 'GET', url: `/api/file/thumbnail?files_new_id=${id}` });
const pixel = (img: { width: number; data: Uint8Array }, x: number, y: number) =>
  Array.from(img.data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 3));
const isRed = ([r, g, b]: number[]) => (r ?? 0) > 180 && (g ?? 0) < 90 && (b ?? 0) < 90;

describe('document previews', () => {
  it('turns an uploaded HEIC photo into a JPEG the browser can show, keeping the original, plus a thumbnail', async () => {
    const { broker, client, clientToken } = await clientWithUser();
    const { fileId, storageKey } = await storeDocumentFile(t.ctx, {
      adviserId: broker.id,
      clientId: client.clientId,
      applicantId: client.primaryId,
      bytes: HEIC_PHOTO,
      contentType: 'image/heic',
      fileName: 'IMG_0001.HEIC',
    });
    await queueDocumentPreviews(t.ctx, fileId);
    await t.ctx.jobs.drain(DOCUMENT_PREVIEW_JOB, 30_000);

    const row = await fileRow(fileId);
    expect(row.storage_key).toBe(storageKey);
    expect(row.preview_storage_key).toMatch(/\.jpg$/);
    expect(row.thumbnail_storage_key).toMatch(/\.jpg$/);
    const original = await t.ctx.storage.get(storageKey);
    expect(original?.size).toBe(HEIC_PHOTO.length);
    original?.stream.destroy();

    const preview = await t.ctx.storage.get(String(row.preview_storage_key));
    const chunks: Buffer[] = [];
    for await (const c of preview?.stream ?? []) chunks.push(c as Buffer);
    const decoded = await decodedJpeg(Buffer.concat(chunks));
    expect([decoded.width, decoded.height]).toEqual([96, 64]);
    // The red square of the photo (16..48) is still red; the gradient corner is not.
    expect(isRed(pixel(decoded, 32, 32))).toBe(true);
    expect(isRed(pixel(decoded, 90, 5))).toBe(false);

    // The zip carries the JPEG under a .jpg name; a PDF goes as it is.
    expect(zipSourceOf(row as never)).toEqual({
      storageKey: row.preview_storage_key,
      contentType: 'image/jpeg',
      extension: 'jpg',
    });

    for (const token of [broker.token, clientToken, t.adminToken]) {
      const res = await thumbnail(token, fileId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const thumb = await decodedJpeg(res.rawPayload);
      expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(160);
    }
  });

  it('makes a thumbnail of a PDF’s first page, and of a PNG', async () => {
    const { broker, client } = await clientWithUser();
    const base = { adviserId: broker.id, clientId: client.clientId, applicantId: client.primaryId };
    const pdf = await storeDocumentFile(t.ctx, {
      ...base,
      bytes: samplePdf(),
      contentType: 'application/pdf',
      fileName: 'payslip.pdf',
    });
    expect(await makeDocumentPreviews(t.ctx, pdf.fileId)).toBe('made');
    const row = await fileRow(pdf.fileId);
    expect(row.preview_storage_key).toBeNull();
    expect(zipSourceOf(row as never)).toMatchObject({ storageKey: pdf.storageKey, extension: null });
    const res = await thumbnail(broker.token, pdf.fileId);
    expect(res.statusCode).toBe(200);
    const page = await decodedJpeg(res.rawPayload);
    // 200×100 points fit in 160 px: 160×80, the red rectangle in the middle, white margins.
    expect([page.width, page.height]).toEqual([160, 80]);
    expect(isRed(pixel(page, 80, 40))).toBe(true);
    expect(pixel(page, 3, 3).every((v) => v > 230)).toBe(true);

    const big = await sharp({ create: { width: 640, height: 320, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const png = await storeDocumentFile(t.ctx, {
      ...base,
      code: 'passport',
      bytes: big,
      contentType: 'image/png',
      fileName: 'passport.png',
    });
    expect(await makeDocumentPreviews(t.ctx, png.fileId)).toBe('made');
    const pngThumb = await decodedJpeg((await thumbnail(broker.token, png.fileId)).rawPayload);
    expect([pngThumb.width, pngThumb.height]).toEqual([160, 80]);
    // Made once: a second run changes nothing.
    const keys = await fileRow(png.fileId);
    expect(await makeDocumentPreviews(t.ctx, png.fileId)).toBe('made');
    expect((await fileRow(png.fileId)).thumbnail_storage_key).toBe(keys.thumbnail_storage_key);
  });

  it('gives an undecodable file no thumbnail, without failing the job, logs it once without a stack, and answers 404', async () => {
    const { broker, client } = await clientWithUser();
    const broken = await storeDocumentFile(t.ctx, {
      adviserId: broker.id,
      clientId: client.clientId,
      applicantId: client.primaryId,
      bytes: Buffer.concat([HEIC_PHOTO.subarray(0, 40), Buffer.alloc(200)]),
      contentType: 'image/heic',
      fileName: 'broken.heic',
    });
    expect(await makeDocumentPreviews(t.ctx, broken.fileId)).toBe('undecodable');
    expect((await fileRow(broken.fileId)).thumbnail_storage_key).toBeNull();
    const logged = logLines.filter((line) => line.fileId === broken.fileId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, msg: 'document preview: cannot decode', contentType: 'image/heic' });
    expect(JSON.stringify(logged[0])).not.toMatch(/stack|\n\s+at /);
    const res = await thumbnail(broker.token, broken.fileId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MESSAGES.notFound);
  });

  it('keeps a HEIC photo whose header claims 100 MP without a preview, never decoding it, and says so once', async () => {
    const { broker, client } = await clientWithUser();
    const { fileId, storageKey } = await storeDocumentFile(t.ctx, {
      adviserId: broker.id,
      clientId: client.clientId,
      applicantId: client.primaryId,
      bytes: heicClaiming(HEIC_PHOTO, 10_000, 10_000),
      contentType: 'image/heic',
      fileName: 'IMG_0002.HEIC',
    });
    expect(await makeDocumentPreviews(t.ctx, fileId)).toBe('too-large');
    expect(await fileRow(fileId)).toMatchObject({
      storage_key: storageKey,
      preview_storage_key: null,
      thumbnail_storage_key: null,
    });
    const logged = logLines.filter((line) => line.fileId === fileId);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'document preview: image over the pixel limit, kept without a thumbnail',
        width: 10_000,
        height: 10_000,
      }),
    ]);
    expect((await thumbnail(broker.token, fileId)).statusCode).toBe(404);
  });

  it('serves a thumbnail only to those who may download the file', async () => {
    const { broker, client } = await clientWithUser();
    const { fileId } = await storeDocumentFile(t.ctx, {
      adviserId: broker.id,
      clientId: client.clientId,
      applicantId: client.primaryId,
      bytes: samplePdf(),
      contentType: 'application/pdf',
      fileName: 'statement.pdf',
    });
    await makeDocumentPreviews(t.ctx, fileId);
    const other = await t.adviser();
    const otherClient = await makeClient(t.ctx, other.id, { withUser: true });
    await setClientPages(t.ctx, otherClient.clientId, 'personal,document');
    const otherClientToken = await sessionFor(t.ctx, otherClient.userId as number);
    expect((await thumbnail(other.token, fileId)).statusCode).toBe(404);
    expect((await thumbnail(otherClientToken, fileId)).statusCode).toBe(404);
    expect((await thumbnail(null, fileId)).statusCode).toBe(401);
    expect((await thumbnail(broker.token, 999_999)).statusCode).toBe(404);
    expect(
      (await call(t.app, broker.token, { method: 'GET', url: '/api/file/thumbnail?files_new_id=x' })).statusCode,
    ).toBe(400);
    // A logo is no document: never served here.
    const logo = await t.database.executeSql(
      `insert into files (adviser_id, purpose, storage_key, file_name, content_type, size_bytes, thumbnail_storage_key)
       values ($1, 'logo', gen_random_uuid()::text || '.png', 'logo.png', 'image/png', 1, null) returning id`,
      [broker.id],
    );
    expect((await thumbnail(broker.token, Number(logo.rows[0]?.id))).statusCode).toBe(404);
    // Without the document page, the client is refused.
    await setClientPages(t.ctx, client.clientId, 'personal');
    const clientToken = await sessionFor(t.ctx, client.userId as number);
    expect((await thumbnail(clientToken, fileId)).statusCode).toBe(403);
  });
});
