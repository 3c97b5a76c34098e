import { DOCUMENT_MAX_BYTES, MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  counters,
  listDocs,
  makeDocWorld,
  requestDoc,
  review,
  storedExists,
  typeId,
  uploadDoc,
  uploaded,
} from '../../../../../test/document-fixtures';
import { call } from '../../../../../test/factories';
import { padded, SAMPLE } from '../../../../../test/file-fixtures';
import { useTestApp } from '../../../../../test/use-test-app';

const t = useTestApp({ admin: true });

/** The smallest HEIC header file-type reads (an ftyp box of brand heic). */
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);

const rowsOf = async (requestId: number) =>
  (await t.database.executeSql('select storage_key from files where request_id = $1', [requestId])).rows;
/** Every object in storage, to see that a refused upload left none behind. */
const storedKeys = async () =>
  (
    await t.database.executeSql("select storage_key from files where purpose = 'document' order by storage_key")
  ).rows.map((r) => String(r.storage_key));

async function setup() {
  const b = await t.adviser();
  const w = await makeDocWorld(t, b, { first_name: 'Ada' });
  const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
  return { b, w, req };
}

describe('POST /api/document/upload', () => {
  it('stores a client’s PDF, JPEG, PNG and HEIC under the auto-rename rule, keeps the original name and tells listeners', async () => {
    const { b, w, req } = await setup();
    const heard: number[] = [];
    const stop = t.ctx.events.on('document.file-stored', (_ctx, e) => {
      if (e.clientId === w.clientId) heard.push(e.fileId);
    });
    const pdf = await uploaded(t, w.clientToken, req.id, padded(SAMPLE.pdf, 5000), 'march payslip.PDF');
    stop();
    expect(pdf).toMatchObject({
      original_file_name: 'march payslip.PDF',
      content_type: 'application/pdf',
      size: 5000,
      review_state: 'pending',
      has_preview: false,
      has_thumbnail: false,
      uploaded_by_client: true,
      document_date: null,
    });
    expect(pdf.download_name).toMatch(/^Ada Clientlast\w+ - Payslips\.pdf$/);
    expect(heard).toEqual([pdf.id]);
    const jpeg = await uploaded(t, w.clientToken, req.id, padded(SAMPLE.jpeg, 300), 'IMG_0001.jpeg');
    expect(jpeg.download_name).toMatch(/ - Payslips \(2\)\.jpg$/);
    const png = await uploaded(t, b.token, req.id, SAMPLE.png, 'scan.png');
    expect(png).toMatchObject({ content_type: 'image/png', uploaded_by_client: false });
    const heic = await uploaded(t, w.clientToken, req.id, padded(HEIC, 2000), 'IMG_0002.HEIC');
    expect(heic).toMatchObject({ content_type: 'image/heic' });
    expect(heic.download_name).toMatch(/ - Payslips \(4\)\.heic$/);
    // The broker's file is received but not counted as waiting for the broker's review.
    expect(await counters(t, w.clientId)).toEqual({ received: 4, toReview: 3 });
    expect((await listDocs(t, w.clientToken, w.clientId))[0]?.state).toBe('uploaded');
  });

  it('keeps a document date sent with the file, and refuses a date that is not one', async () => {
    const { w, req } = await setup();
    const res = await uploadDoc(t, w.clientToken, req.id, SAMPLE.pdf, 'a.pdf', '2026-10-31');
    expect(res.json().file.document_date).toBe('2026-10-31');
    const bad = await uploadDoc(t, w.clientToken, req.id, SAMPLE.pdf, 'a.pdf', '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(MESSAGES.documentDateInvalid);
  });

  it('refuses by content, whatever the name, leaving no row and no object: text, an exe named .pdf, Word unless allowed', async () => {
    const { b, w, req } = await setup();
    const before = await storedKeys();
    for (const [data, name] of [
      [SAMPLE.text, 'payslip.pdf'],
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'payslip.pdf'],
      [SAMPLE.gif, 'photo.jpg'],
      [SAMPLE.docx, 'payslip.docx'],
    ] as const) {
      const res = await uploadDoc(t, w.clientToken, req.id, data, name);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.message).toBe(MESSAGES.documentTypeUnsupported);
    }
    expect(await rowsOf(req.id)).toEqual([]);
    expect(await storedKeys()).toEqual(before);
    await t.database.executeSql('update advisers set documents_allow_office = true where id = $1', [b.id]);
    const docx = await uploaded(t, w.clientToken, req.id, SAMPLE.docx, 'payslip.docx');
    expect(docx.download_name).toMatch(/ - Payslips\.docx$/);
    const exe = await uploadDoc(t, w.clientToken, req.id, SAMPLE.zip, 'payslip.xlsx');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe(MESSAGES.documentTypeUnsupportedOffice);
  });

  it('refuses a file over 25 MB with 413 and keeps nothing of it', async () => {
    const { w, req } = await setup();
    const res = await uploadDoc(t, w.clientToken, req.id, padded(SAMPLE.pdf, DOCUMENT_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MESSAGES.documentTooLarge);
    expect(await rowsOf(req.id)).toEqual([]);
    const incoming = await t.database.executeSql('select count(*)::int as n from files where request_id = $1', [
      req.id,
    ]);
    expect(Number(incoming.rows[0]?.n)).toBe(0);
    const exact = await uploadDoc(t, w.clientToken, req.id, padded(SAMPLE.pdf, DOCUMENT_MAX_BYTES));
    expect(exact.statusCode).toBe(201);
  }, 60_000);

  it('makes names with path separators, control characters or 300 characters safe', async () => {
    const { w, req } = await setup();
    const a = await uploaded(t, w.clientToken, req.id, SAMPLE.pdf, '../../etc/pass\u0007wd.pdf');
    expect(a.original_file_name).toBe('passwd.pdf');
    const b = await uploaded(t, w.clientToken, req.id, SAMPLE.pdf, `${'x'.repeat(300)}.pdf`);
    expect(Array.from(b.original_file_name).length).toBeLessThanOrEqual(120);
    expect(b.download_name).not.toMatch(/[/\\]/);
  });

  it('answers 404 to another broker or another broker’s client, 401 signed out, and lets an administrator upload', async () => {
    const { w, req } = await setup();
    const other = await t.adviser();
    const strangerClient = await makeDocWorld(t, other);
    for (const token of [other.token, strangerClient.clientToken]) {
      expect((await uploadDoc(t, token, req.id, SAMPLE.pdf)).statusCode).toBe(404);
    }
    expect((await uploadDoc(t, null, req.id, SAMPLE.pdf)).statusCode).toBe(401);
    expect((await uploadDoc(t, t.adminToken, req.id, SAMPLE.pdf)).statusCode).toBe(201);
    expect((await uploadDoc(t, w.clientToken, 99999999, SAMPLE.pdf)).statusCode).toBe(404);
  });
});

describe('DELETE /api/document/file', () => {
  it('lets the client remove a file not yet reviewed (the request asks again), not one reviewed; the broker any', async () => {
    const { b, w, req } = await setup();
    const first = await uploaded(t, w.clientToken, req.id, SAMPLE.pdf);
    const [row] = await rowsOf(req.id);
    const del = (token: string, fileId: number) =>
      call(t.app, token, { method: 'DELETE', url: `/api/document/file?fileId=${fileId}` });
    const res = await del(w.clientToken, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.documentFileRemoved);
    expect(await storedExists(t, String(row?.storage_key))).toBe(false);
    expect((await listDocs(t, b.token, w.clientId))[0]).toMatchObject({ state: 'requested', files: [] });
    expect(await counters(t, w.clientId)).toEqual({ received: 0, toReview: 0 });

    const second = await uploaded(t, w.clientToken, req.id, SAMPLE.pdf);
    expect(second.download_name).toMatch(/\(2\)\.pdf$/);
    await review(t, b.token, req.id, 'accept');
    const refused = await del(w.clientToken, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGES.documentFileReviewed);
    const other = await t.adviser();
    expect((await del(other.token, second.id)).statusCode).toBe(404);
    expect((await del(b.token, second.id)).statusCode).toBe(200);
    expect((await listDocs(t, b.token, w.clientId))[0]?.state).toBe('requested');
  });
});

describe('POST /api/document/file-date', () => {
  it('sets and clears the date a file bears, for the client and the broker; freshness follows the type’s rule', async () => {
    const { b, w, req } = await setup();
    const file = await uploaded(t, w.clientToken, req.id, SAMPLE.pdf);
    const set = (token: string, document_date: string | null) =>
      call(t.app, token, {
        method: 'POST',
        url: '/api/document/file-date',
        payload: { fileId: file.id, document_date },
      });
    const old = await set(w.clientToken, '2000-01-31');
    expect(old.json().file).toMatchObject({ document_date: '2000-01-31', freshness: 'stale' });
    expect((await set(b.token, null)).json().file).toMatchObject({ document_date: null, freshness: 'none' });
    expect((await set(b.token, '2000-13-01')).statusCode).toBe(400);
    expect((await set((await t.adviser()).token, null)).statusCode).toBe(404);
  });
});
