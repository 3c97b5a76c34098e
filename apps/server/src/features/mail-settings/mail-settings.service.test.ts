import { ApiError, DEFAULT_PERSONAL_MESSAGE } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers, files } from '../../db/schema';
import { effectivePersonalMessage, loadMailSettings } from '../../mail/mail-settings';

const t = useTestApp();

let keySeq = 0;
/** A stored file row for an adviser, written straight to the table so the test controls purpose and dates. */
async function insertFile(adviserId: number, values: Partial<typeof files.$inferInsert> = {}) {
  keySeq += 1;
  const [row] = await t.ctx.db
    .insert(files)
    .values({
      adviser_id: adviserId,
      purpose: 'attachment',
      storage_key: `test/${keySeq}-${Math.random().toString(36).slice(2)}`,
      file_name: `file-${keySeq}.pdf`,
      content_type: 'application/pdf',
      size_bytes: 1234,
      ...values,
    })
    .returning();
  if (!row) throw new Error('file insert returned no row');
  return row;
}

describe('loadMailSettings', () => {
  it('gives a new adviser the product defaults: sent by the product, the default message, no attachments', async () => {
    const broker = await makeUser(t.ctx, 'broker');
    expect(await loadMailSettings(t.ctx.db, broker.adviserId as number)).toEqual({
      mailto: 0,
      mail_client: 'default',
      personal_message: DEFAULT_PERSONAL_MESSAGE,
      personal_message_is_default: true,
      email_disclaimer: '',
      attachments: [],
    });
  });

  it('reads the stored settings and only this adviser’s live attachments, oldest first', async () => {
    const planner = await makeUser(t.ctx, 'planner');
    const other = await makeUser(t.ctx, 'broker');
    const id = planner.adviserId as number;
    await t.ctx.db
      .update(advisers)
      .set({ mailto: 1, mail_client: 'gmail', personal_message: 'See you soon.', email_disclaimer: 'General advice.' })
      .where(eq(advisers.id, id));
    const second = await insertFile(id, { created_at: new Date('2025-02-01T00:00:00Z'), file_name: 'fsg.pdf' });
    const first = await insertFile(id, { created_at: new Date('2025-01-01T00:00:00Z'), file_name: 'privacy.docx' });
    await insertFile(id, { deleted_at: new Date() });
    await insertFile(id, { purpose: 'logo', content_type: 'image/png' });
    await insertFile(other.adviserId as number);

    const settings = await loadMailSettings(t.ctx.db, id);
    expect(settings).toMatchObject({
      mailto: 1,
      mail_client: 'gmail',
      personal_message: 'See you soon.',
      personal_message_is_default: false,
      email_disclaimer: 'General advice.',
    });
    expect(settings.attachments.map((f) => f.id)).toEqual([first.id, second.id]);
    expect(settings.attachments[0]).toMatchObject({ file_name: 'privacy.docx', storage_key: first.storage_key });
  });

  it('answers 404 for an unknown or deleted adviser', async () => {
    const broker = await makeUser(t.ctx, 'broker');
    const id = broker.adviserId as number;
    await t.ctx.db.update(advisers).set({ deleted_at: new Date() }).where(eq(advisers.id, id));
    for (const adviserId of [id, 987654]) {
      const err = await loadMailSettings(t.ctx.db, adviserId).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe('not_found');
    }
  });
});

describe('effectivePersonalMessage', () => {
  it('falls back to the default for a missing or blank message and keeps an own one as typed', () => {
    expect(effectivePersonalMessage(null)).toEqual({ message: DEFAULT_PERSONAL_MESSAGE, isDefault: true });
    expect(effectivePersonalMessage('  \n ')).toEqual({ message: DEFAULT_PERSONAL_MESSAGE, isDefault: true });
    expect(effectivePersonalMessage(' Hello\n')).toEqual({ message: ' Hello\n', isDefault: false });
  });
});
