import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { applicants, applicationItems, clients } from '../../db/schema';
import type { FieldAnswers, FieldData } from '../../db/schema/applications';

/*
 * The client import's queries (client-import.service.ts): set-based, one statement per chunk of rows, each chunk's
 * rows sent as one JSON parameter (read by jsonb_to_recordset) rather than a parameter per value.
 */

/** Rows per statement. */
export const IMPORT_CHUNK = 2000;

export function inChunks<T>(list: readonly T[], size = IMPORT_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size));
  return chunks;
}

/**
 * One import at a time per adviser, until the transaction ends: two instances importing the same file make each
 * client once, as the second sees the first's emails.
 */
export async function lockAdviserImport(db: Db, adviserId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('client-import'), ${adviserId})`);
}

/** Which of these emails (lower case) already belong to an applicant of one of the adviser's live clients. */
export async function findClientEmails(db: Db, adviserId: number, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const email = sql<string>`lower(${applicants.data}->>'email')`;
  for (const chunk of inChunks(emails, 5000)) {
    const list = await db
      .selectDistinct({ email })
      .from(applicants)
      .innerJoin(clients, eq(clients.id, applicants.client_id))
      .where(
        and(
          eq(clients.adviser_id, adviserId),
          isNull(clients.deleted_at),
          isNull(applicants.deleted_at),
          inArray(email, chunk),
        ),
      );
    for (const r of list) found.add(r.email);
  }
  return found;
}

/**
 * New clients of one adviser, with ids drawn from the table's sequence first, so each row's id is known without
 * relying on the order a multi-row insert answers in.
 */
export async function insertImportedClients(
  db: Db,
  opts: { adviserId: number; now: Date; types: readonly ('active' | 'lead' | 'archived')[] },
): Promise<number[]> {
  const ids: number[] = [];
  const at = sql`${opts.now.toISOString()}::timestamptz`;
  for (const chunk of inChunks(opts.types)) {
    const drawn = rows<{ id: number }>(
      await db.execute(
        sql`select nextval(pg_get_serial_sequence('clients', 'id'))::int as id from generate_series(1, ${chunk.length}::int)`,
      ),
    ).map((r) => r.id);
    const json = JSON.stringify(chunk.map((client_type, i) => ({ id: drawn[i], client_type })));
    await db.execute(sql`
      insert into ${clients} (id, adviser_id, client_type, created_at, updated_at, last_activity_at)
      overriding system value
      select r.id, ${opts.adviserId}::int, r.client_type, ${at}, ${at}, ${at}
      from jsonb_to_recordset(${json}::jsonb) as r(id int, client_type text)`);
    ids.push(...drawn);
  }
  return ids;
}

export interface ImportedItem {
  client_id: number;
  applicant_id: number | null;
  section: 'address' | 'asset' | 'liability';
  kind: string;
  position: number;
  data: FieldData;
  answers: FieldAnswers;
}

/** Application items (the templates' assets and liabilities, the current address) of the imported clients. */
export async function insertImportedItems(db: Db, adviserId: number, items: readonly ImportedItem[]): Promise<void> {
  for (const chunk of inChunks(items)) {
    await db.execute(sql`
      insert into ${applicationItems} (adviser_id, client_id, applicant_id, section, kind, position, data, answers)
      select ${adviserId}::int, r.client_id, r.applicant_id, r.section, r.kind, r.position, r.data, r.answers
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(client_id int, applicant_id int, section text, kind text, position int, data jsonb, answers jsonb)`);
  }
}
