import { ATTACHMENT_MAX_BYTES, MESSAGES } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdviserKind, SignedInAdviser } from '../../../test/factories';
import { adviserIdParam, call, makeUser, signIn } from '../../../test/factories';
import { multipart, padded, SAMPLE } from '../../../test/file-fixtures';
import { storedBytes, storedObjects } from '../../../test/stored-files';
import { useTestApp } from '../../../test/use-test-app';
import { activity, files } from '../../db/schema';

const t = useTestApp({ admin: true });
let broker: SignedInAdviser;
beforeEach(async () => {
  broker = await t.adviser();
});

function upload(token: string | null, id: number, data: Buffer, filename: string, kind: AdviserKind = 'broker') {
  const body = multipart([
    { name: adviserIdParam(kind), value: String(id) },
    { name: 'file', filename, type: 'application/pdf', data },
  ]);
  return call(t.app, token, { method: 'POST', url: `/api/${kind}/upload-attachment`, ...body });
}
const list = (token: string | null, id: number, kind: AdviserKind = 'broker') =>
  call(t.app, token, { method: 'GET', url: `/api/${kind}/attachments?${adviserIdParam(kind)}=${id}` });
const remove = (token: string | null, query: string, kind: AdviserKind = 'broker') =>
  call(t.app, token, { method: 'DELETE', url: `/api/${kind}/delete-attachment?${query}` });
const rowsOf = (adviserId: number) => t.ctx.db.select().from(files).where(eq(files.adviser_id, adviserId));

describe('attachments: list, upload, delete', () => {
  it('uploads a PDF, lists it with a private url, and deletes it', async () => {
    const id = broker.adviserId as number;
    const res = await upload(broker.token, id, SAMPLE.pdf, 'Credit Guide.pdf');
    expect(res.statusCode).toBe(200);
    const { file } = res.json();
    expect(file).toMatchObject({
      file_name: 'Credit Guide.pdf',
      content_type: 'application/pdf',
      size_bytes: SAMPLE.pdf.length,
      url: `/api/file/download?fileId=${file.id}`,
    });
    const [row] = await rowsOf(id);
    expect(row?.storage_key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(storedBytes(t.config, row?.storage_key as string)).toEqual(SAMPLE.pdf);

    const listed = await list(broker.token, id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ attachments: [file] });

    const deleted = await remove(broker.token, `fileId=${file.id}&brokerId=${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.fileDeleted });
    expect((await list(broker.token, id)).json()).toEqual({ attachments: [] });
    expect(storedObjects(t.config).objects).not.toContain(row?.storage_key);
    expect((await rowsOf(id))[0]?.deleted_at).toBeInstanceOf(Date);
    expect((await remove(broker.token, `fileId=${file.id}`)).statusCode).toBe(404);
    const logged = await t.ctx.db.select().from(activity).where(eq(activity.adviser_id, id));
    expect(logged.map((a) => a.action)).toEqual(expect.arrayContaining(['attachment_uploaded', 'attachment_deleted']));
  });

  it.each([
    [
      'Word (docx)',
      SAMPLE.docx,
      'Privacy.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['OpenDocument text', SAMPLE.odt, 'Privacy.odt', 'application/vnd.oasis.opendocument.text'],
    ['Word 97–2003', SAMPLE.cfb, 'Privacy.doc', 'application/msword'],
    ['Excel 97–2003', SAMPLE.cfb, 'Fees.xls', 'application/vnd.ms-excel'],
    ['RTF', SAMPLE.rtf, 'Checklist.rtf', 'application/rtf'],
    ['plain text', SAMPLE.text, 'Checklist.txt', 'text/plain'],
    ['CSV', SAMPLE.csv, 'Documents.csv', 'text/csv'],
  ])('accepts %s by its content', async (_label, data, filename, type) => {
    const res = await upload(broker.token, broker.adviserId as number, data, filename);
    expect(res.statusCode).toBe(200);
    expect(res.json().file).toMatchObject({ file_name: filename, content_type: type });
  });

  it('gives a name without an extension the detected one', async () => {
    const res = await upload(broker.token, broker.adviserId as number, SAMPLE.pdf, 'Credit Guide');
    expect(res.json().file.file_name).toBe('Credit Guide.pdf');
  });

  it.each([
    ['an image', SAMPLE.png, 'photo.png', MESSAGES.attachmentTypeUnsupported],
    ['a plain zip named .docx', SAMPLE.zip, 'Privacy.docx', MESSAGES.attachmentTypeUnsupported],
    ['a compound file (an .msi, say) named .pdf', SAMPLE.cfb, 'Guide.pdf', MESSAGES.attachmentTypeUnsupported],
    [
      'binary bytes named .txt',
      Buffer.from([0x00, 0x01, 0x02, 0x7f, 0x10, 0x00]),
      'notes.txt',
      MESSAGES.attachmentTypeUnsupported,
    ],
    ['PNG bytes named .pdf (spoofed extension)', SAMPLE.png, 'Guide.pdf', MESSAGES.attachmentTypeUnsupported],
    ['PDF bytes named .docx (spoofed extension)', SAMPLE.pdf, 'Guide.docx', MESSAGES.fileNameMismatch],
    ['PDF bytes named .exe', SAMPLE.pdf, 'setup.exe', MESSAGES.fileNameMismatch],
  ])('refuses %s with 415 and stores nothing', async (_label, data, filename, message) => {
    const before = storedObjects(t.config);
    const res = await upload(broker.token, broker.adviserId as number, data, filename);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'unsupported_media_type', message });
    expect(storedObjects(t.config)).toEqual(before);
    expect(await rowsOf(broker.adviserId as number)).toHaveLength(0);
  });

  it('refuses 10 MB + 1 byte with 413 and leaves nothing; 10 MB exactly is fine', async () => {
    const id = broker.adviserId as number;
    const before = storedObjects(t.config);
    const big = await upload(broker.token, id, padded(SAMPLE.pdf, ATTACHMENT_MAX_BYTES + 1), 'big.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({ code: 'too_large', message: MESSAGES.attachmentTooLarge });
    expect(storedObjects(t.config)).toEqual(before);
    expect(await rowsOf(id)).toHaveLength(0);
    const limit = await upload(broker.token, id, padded(SAMPLE.pdf, ATTACHMENT_MAX_BYTES), 'limit.pdf');
    expect(limit.statusCode).toBe(200);
    expect(limit.json().file.size_bytes).toBe(ATTACHMENT_MAX_BYTES);
  });

  it('keeps only the base name of a path-like file name', async () => {
    const res = await upload(
      broker.token,
      broker.adviserId as number,
      SAMPLE.pdf,
      '..\\..\\windows\\system32\\guide.pdf',
    );
    expect(res.json().file.file_name).toBe('guide.pdf');
  });

  it('mounts the same under planner/* with plannerId', async () => {
    const planner = await makeUser(t.ctx, 'planner');
    const token = await signIn(t.app, planner.email);
    const id = planner.adviserId as number;
    const file = (await upload(token, id, SAMPLE.pdf, 'SOA.pdf', 'planner')).json().file;
    expect((await list(token, id, 'planner')).json().attachments).toEqual([file]);
    // A planner's file is not reachable through the broker mount, even by an administrator.
    expect((await remove(t.adminToken, `fileId=${file.id}`, 'broker')).statusCode).toBe(404);
    expect((await list(t.adminToken, id, 'broker')).statusCode).toBe(404);
    expect((await remove(token, `fileId=${file.id}&plannerId=${id}`, 'planner')).statusCode).toBe(200);
  });

  it('answers own and admin; another adviser 404, a client 403, no sign-in 401 — on every endpoint', async () => {
    const id = broker.adviserId as number;
    const file = (await upload(t.adminToken, id, SAMPLE.pdf, 'Guide.pdf')).json().file;
    expect((await list(t.adminToken, id)).json().attachments).toHaveLength(1);
    const other = await makeUser(t.ctx, 'broker');
    const otherToken = await signIn(t.app, other.email);
    const clientToken = await signIn(t.app, (await makeUser(t.ctx, 'client', { adviserId: id })).email);
    for (const [token, status] of [
      [otherToken, 404],
      [clientToken, 403],
      [null, 401],
    ] as const) {
      expect((await list(token, id)).statusCode).toBe(status);
      expect((await upload(token, id, SAMPLE.pdf, 'x.pdf')).statusCode).toBe(status);
      expect((await remove(token, `fileId=${file.id}`)).statusCode).toBe(status);
    }
    // Naming one's own id beside another adviser's file does not reach it.
    expect((await remove(otherToken, `fileId=${file.id}&brokerId=${other.adviserId}`)).statusCode).toBe(404);
    expect(await rowsOf(id)).toHaveLength(1);
    expect((await remove(t.adminToken, `fileId=${file.id}`)).statusCode).toBe(200);
  });

  it('validates the ids', async () => {
    expect((await list(broker.token, 0)).statusCode).toBe(400);
    expect((await remove(broker.token, 'fileId=abc')).statusCode).toBe(400);
    const res = await call(t.app, broker.token, {
      method: 'DELETE',
      url: '/api/broker/delete-attachment',
      payload: { fileId: 999999 },
    });
    expect(res.statusCode).toBe(404);
  });
});
