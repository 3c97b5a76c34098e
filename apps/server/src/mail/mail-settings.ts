import { DEFAULT_PERSONAL_MESSAGE, type MailClient } from '@brokerdesk/contract';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { type FileRow, findMailSettingsRow, listAttachmentRows } from './mail-settings.repo';

/*
 * An adviser's mail settings as the emails sent on their behalf read them (invitations, reminders, lead and message
 * notices): below the features, as six of them send such emails; the mail-settings feature edits them.
 */

/**
 * How an adviser's client emails go out, read straight from the stored settings (docs/spec/settings-billing-admin.md §2
 * Mail Settings).
 */
export interface MailSettings {
  /** 0: the product sends the email; 1: the adviser's own email program (`mail_client` says which). */
  mailto: number;
  mail_client: MailClient;
  /** The message clients receive: the adviser's own, or the default when they have none. */
  personal_message: string;
  personal_message_is_default: boolean;
  email_disclaimer: string;
  /** The default attachments, as stored rows: the sender reads their bytes by `storage_key`. */
  attachments: FileRow[];
}

/** A stored message that is null or blank means the adviser keeps the default (a reset saves it empty). */
export function effectivePersonalMessage(stored: string | null): { message: string; isDefault: boolean } {
  if (stored === null || stored.trim() === '') return { message: DEFAULT_PERSONAL_MESSAGE, isDefault: true };
  return { message: stored, isDefault: false };
}

/**
 * Everything an invitation email needs from the adviser's mail settings, in one read (clients issue). Callers
 * have already checked who is asking; an unknown or deleted adviser answers 404.
 */
export async function loadMailSettings(db: Db, adviserId: number): Promise<MailSettings> {
  const row = await findMailSettingsRow(db, adviserId);
  if (!row) throw notFound();
  const personal = effectivePersonalMessage(row.personal_message);
  return {
    mailto: row.mailto,
    mail_client: row.mail_client,
    personal_message: personal.message,
    personal_message_is_default: personal.isDefault,
    email_disclaimer: row.email_disclaimer,
    attachments: await listAttachmentRows(db, adviserId),
  };
}
