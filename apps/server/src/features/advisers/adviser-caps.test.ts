import { MAX_ATTACHMENTS, MAX_CUSTOM_DOCUMENT_TYPES, MAX_TEMPLATES, MESSAGES } from '@brokerdesk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { multipart, SAMPLE } from '../../../test/file-fixtures';
import { storedObjects } from '../../../test/stored-files';
import { useTestApp } from '../../../test/use-test-app';
import { documentCategories, files } from '../../db/schema';
import { insertFile } from '../../files/files.repo';
import { countCustomTypes, insertCustomType } from '../documents/catalogue/catalogue.repo';
import { countTemplates, insertTemplate } from '../templates/templates.repo';

/**
 * An adviser's templates, own document types and default attachments stop at their caps
 * (docs/decisions/015-input-boundary.md): the last place is given, the next create answers 400 naming the cap.
 */
const t = useTestApp();

function expectCapped(res: { statusCode: number; json: () => { error: object } }, message: string, cap: number) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatchObject({ code: 'validation', message });
  expect(message).toContain(String(cap));
}

describe('caps on an adviser’s own lists', () => {
  it('templates: the last place is taken, then 400; an existing one can still be saved', async () => {
    const a = await t.adviser();
    let existing = 0;
    for (let i = 1; i < MAX_TEMPLATES; i++) {
      existing = (await insertTemplate(t.ctx.db, a.id, { type: 'asset', name: `T${i}`, data: ['Savings'] })).id;
    }
    const save = (template: object) =>
      call(t.app, a.token, { method: 'POST', url: '/api/template/save', payload: { brokerId: a.id, template } });
    const template = { type: 'liability', name: 'Last', data: ['Credit Card'] };
    expect((await save(template)).statusCode).toBe(200);
    expectCapped(await save(template), MESSAGES.templateCap, MAX_TEMPLATES);
    expect(await countTemplates(t.ctx.db, a.id)).toBe(MAX_TEMPLATES);
    expect((await save({ ...template, id: existing, name: 'Renamed' })).statusCode).toBe(200);
  });

  it('custom document types: the last place is taken, then 400', async () => {
    const a = await t.adviser();
    const [category] = await t.ctx.db.select().from(documentCategories).limit(1);
    const categoryId = category?.id as number;
    for (let i = 1; i < MAX_CUSTOM_DOCUMENT_TYPES; i++) {
      await insertCustomType(t.ctx.db, {
        adviserId: a.id,
        clientId: null,
        categoryId,
        subcategoryId: null,
        name: `D${i}`,
      });
    }
    const add = () =>
      call(t.app, a.token, {
        method: 'POST',
        url: '/api/document/custom-document-type',
        payload: { name: 'Last type', category_id: categoryId, brokerId: a.id },
      });
    expect((await add()).statusCode).toBe(201);
    expectCapped(await add(), MESSAGES.customDocumentTypeCap, MAX_CUSTOM_DOCUMENT_TYPES);
    expect(await countCustomTypes(t.ctx.db, a.id)).toBe(MAX_CUSTOM_DOCUMENT_TYPES);
  });

  it('default attachments: the last place is taken, then 400 before a byte is stored', async () => {
    const a = await t.adviser();
    for (let i = 1; i < MAX_ATTACHMENTS; i++) {
      await insertFile(t.ctx.db, {
        adviser_id: a.id,
        purpose: 'attachment',
        storage_key: `${crypto.randomUUID()}.pdf`,
        file_name: `a${i}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 1,
      });
    }
    const upload = () =>
      call(t.app, a.token, {
        method: 'POST',
        url: '/api/broker/upload-attachment',
        ...multipart([
          { name: 'brokerId', value: String(a.id) },
          { name: 'file', filename: 'guide.pdf', type: 'application/pdf', data: SAMPLE.pdf },
        ]),
      });
    expect((await upload()).statusCode).toBe(200);
    const stored = storedObjects(t.config).objects.length;
    expectCapped(await upload(), MESSAGES.attachmentCap, MAX_ATTACHMENTS);
    expect(storedObjects(t.config).objects.length).toBe(stored);
    const live = await t.ctx.db
      .select()
      .from(files)
      .where(and(eq(files.adviser_id, a.id), eq(files.purpose, 'attachment'), isNull(files.deleted_at)));
    expect(live).toHaveLength(MAX_ATTACHMENTS);
  });
});
