import { rows } from '../src/db/rows';
import type { TestApp } from './harness';

export interface QueuedEmail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
}

/** The emails the app queued to an address, oldest first, as the admin Mailbox lists them. */
export async function emailsTo(t: TestApp, address: string): Promise<QueuedEmail[]> {
  const res = await t.database.executeSql(
    'select id, kind, to_address, subject, text_body from emails where to_address = $1 order by id',
    [address],
  );
  return rows<QueuedEmail>(res);
}

/** The token of the first `${publicUrl}/<page>/<token>` link in an email's text, read as its reader would. */
export function linkTokenIn(t: TestApp, page: string, text: string | undefined): string {
  const prefix = `${t.config.publicUrl}/${page}/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${prefix}([A-Za-z0-9_-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return match[1];
}
