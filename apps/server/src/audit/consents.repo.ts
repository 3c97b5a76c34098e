import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consents, files, users } from '../db/schema';
import type { StorageAdapter } from '../storage/storage';

/*
 * Signed consent, below the features: the portal records and shows it, the Submit of the clients feature waits for
 * it, and the report prints it. The documents are the adviser's default email attachments (mail settings), the
 * disclosure documents each client accepts by typing their name.
 */

export interface ConsentDocument {
  id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
}

/** The adviser's live default attachments, oldest first: what each of their clients is asked to accept. */
export function listConsentDocuments(db: Db, adviserId: number): Promise<ConsentDocument[]> {
  return db
    .select({
      id: files.id,
      file_name: files.file_name,
      content_type: files.content_type,
      size_bytes: files.size_bytes,
      storage_key: files.storage_key,
    })
    .from(files)
    .where(and(eq(files.adviser_id, adviserId), eq(files.purpose, 'attachment'), isNull(files.deleted_at)))
    .orderBy(asc(files.created_at), asc(files.id));
}

export type ConsentRow = typeof consents.$inferSelect & { accepted_by_name: string };

/** Every acceptance of one client, in the order given, with the name of the person who accepted. */
export async function listClientConsents(db: Db, clientId: number): Promise<ConsentRow[]> {
  const rows = await db
    .select({ consent: consents, first_name: users.first_name, last_name: users.last_name })
    .from(consents)
    .innerJoin(users, eq(users.id, consents.accepted_by_user_id))
    .where(eq(consents.client_id, clientId))
    .orderBy(asc(consents.accepted_at), asc(consents.id));
  return rows.map((r) => ({ ...r.consent, accepted_by_name: `${r.first_name} ${r.last_name}`.trim() }));
}

/** The documents of the adviser this client has not accepted yet; none when the adviser has no such documents. */
export async function pendingConsentDocuments(
  db: Db,
  client: { id: number; adviser_id: number },
): Promise<ConsentDocument[]> {
  const [documents, accepted] = await Promise.all([
    listConsentDocuments(db, client.adviser_id),
    listClientConsents(db, client.id),
  ]);
  const done = new Set(accepted.map((c) => c.file_id));
  return documents.filter((d) => !done.has(d.id));
}

/** The SHA-256 of a stored object, read as a stream; null when the object is missing. */
export async function storedSha256(storage: StorageAdapter, key: string): Promise<string | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const hash = createHash('sha256');
  for await (const chunk of object.stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Records one acceptance; false when this client had accepted that document already (the first one stands). */
export async function insertConsent(db: Db, row: typeof consents.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(consents)
    .values(row)
    .onConflictDoNothing({ target: [consents.client_id, consents.file_id] })
    .returning({ id: consents.id });
  return inserted.length > 0;
}
