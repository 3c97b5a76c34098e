import { describe, expect, it } from 'vitest';
import { decodedJpeg, HEIC_PHOTO, samplePdf } from '../../../../../test/document-extras-fixtures';
import { listDocs, makeDocWorld, requestDoc, typeId, unzip, uploaded } from '../../../../../test/document-fixtures';
import { call } from '../../../../../test/factories';
import { useTestApp } from '../../../../../test/use-test-app';
import { DOCUMENT_PREVIEW_JOB } from './previews.service';

const t = useTestApp();

describe('previews of uploaded documents', () => {
  it('gives a HEIC photo uploaded by the client a JPEG preview, served by file/download and carried by the zip', async () => {
    const broker = await t.adviser();
    const w = await makeDocWorld(t, broker, { first_name: 'Ava' });
    const req = await requestDoc(t, broker.token, w, w.primaryId, await typeId(t.ctx, 'passport'));
    const file = await uploaded(t, w.clientToken, req.id, HEIC_PHOTO, 'IMG_0042.HEIC');
    expect(file).toMatchObject({ content_type: 'image/heic', has_preview: false, has_thumbnail: false });
    await t.ctx.jobs.drain(DOCUMENT_PREVIEW_JOB, 60_000);

    const [listed] = (await listDocs(t, broker.token, w.clientId)).flatMap((r) => r.files);
    expect(listed).toMatchObject({ id: file.id, has_preview: true, has_thumbnail: true });

    const preview = await call(t.app, broker.token, {
      method: 'GET',
      url: `/api/file/download?files_new_id=${file.id}&variant=preview&disposition=inline`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const image = await decodedJpeg(preview.rawPayload);
    expect([image.width, image.height]).toEqual([96, 64]);
    // The original is kept and still downloads as it was sent.
    const original = await call(t.app, w.clientToken, {
      method: 'GET',
      url: `/api/file/download?files_new_id=${file.id}`,
    });
    expect(original.rawPayload.equals(HEIC_PHOTO)).toBe(true);

    const thumb = await call(t.app, w.clientToken, {
      method: 'GET',
      url: `/api/file/thumbnail?files_new_id=${file.id}`,
    });
    expect(thumb.statusCode).toBe(200);

    const zip = await call(t.app, broker.token, {
      method: 'POST',
      url: '/api/document/download-all-as-zip',
      payload: { clientId: w.clientId },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const entries = await unzip(zip.rawPayload);
    const photo = [...entries.keys()].find((name) => name.includes('Passport'));
    expect(photo).toMatch(/Passport\.jpg$/);
    expect(entries.get(photo as string)?.equals(preview.rawPayload)).toBe(true);
  }, 60_000);

  it('gives an uploaded PDF a first-page thumbnail, and no separate preview', async () => {
    const broker = await t.adviser();
    const w = await makeDocWorld(t, broker);
    const req = await requestDoc(t, broker.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    const file = await uploaded(t, w.clientToken, req.id, samplePdf(), 'payslip.pdf');
    await t.ctx.jobs.drain(DOCUMENT_PREVIEW_JOB, 60_000);
    const thumb = await call(t.app, broker.token, {
      method: 'GET',
      url: `/api/file/thumbnail?files_new_id=${file.id}`,
    });
    expect(thumb.statusCode).toBe(200);
    const page = await decodedJpeg(thumb.rawPayload);
    expect([page.width, page.height]).toEqual([160, 80]);
    const [listed] = (await listDocs(t, broker.token, w.clientId)).flatMap((r) => r.files);
    expect(listed?.has_preview).toBe(false);
  }, 60_000);
});
