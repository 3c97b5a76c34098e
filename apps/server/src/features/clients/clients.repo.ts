import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { advisers, applicants, applicationItems, clients, templates, users } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type ApplicantRow = typeof applicants.$inferSelect;

/**
 * An applicant's name as lists show it (contract application/registries applicantName): a person's first and
 * last names, a company's or trust's name; '' when unnamed. SQL, so the list columns and the summaries agree.
 */
export const applicantNameSql = (a: typeof applicants = applicants) => sql<string>`
  case when ${a.type} = 'person'
    then trim(concat_ws(' ', nullif(trim(${a.data}->>'first_name'), ''), nullif(trim(${a.data}->>'last_name'), '')))
    else coalesce(trim(${a.data}->>'name'), '') end`;

// A phone is searchable as its E.164 digits and, for Australian numbers, as the national digits people type
// (0412…), so "0412 345" and "+61 412 345" both find it once the query is reduced to digits (client-list.repo).
const phoneSearchSql = (key: string) => sql`
  nullif(regexp_replace(${applicants.data}->>${key}, '\\D', '', 'g'), ''),
  case when ${applicants.data}->>${key} like '+61%'
    then '0' || substr(regexp_replace(${applicants.data}->>${key}, '\\D', '', 'g'), 3) end`;

/**
 * Recomputes the client list's derived columns (docs/decisions/008) from the live applicants, in one statement:
 * display_name is the primary applicant's name, sort_name its lowercase, search_text the lowercase names, emails
 * and phones of every applicant (contract APPLICANT_DERIVED_KEYS). Rows whose values did not change are not
 * written. Call it after any change to those keys, or to the applicants themselves.
 */
export async function refreshClientsDerived(db: Db, clientIds: readonly number[]): Promise<void> {
  if (clientIds.length === 0) return;
  const ids = sql`${`{${clientIds.join(',')}}`}::int[]`;
  await db.execute(sql`
    update ${clients} c set display_name = d.display_name, sort_name = lower(d.display_name), search_text = d.search_text
    from (
      select ${applicants.client_id} as client_id,
        coalesce(max(case when ${applicants.is_primary} then ${applicantNameSql()} end), '') as display_name,
        coalesce(lower(string_agg(nullif(concat_ws(' ',
          ${applicants.data}->>'first_name', ${applicants.data}->>'middle_name', ${applicants.data}->>'last_name',
          ${applicants.data}->>'preferred_name', ${applicants.data}->>'name', ${applicants.data}->>'trading_name',
          ${applicants.data}->>'email', ${phoneSearchSql('phone_mobile')}, ${phoneSearchSql('phone')}
        ), ''), ' ' order by ${applicants.position}, ${applicants.id})), '') as search_text
      from ${applicants}
      where ${applicants.client_id} = any(${ids}) and ${applicants.deleted_at} is null
      group by ${applicants.client_id}
    ) d
    where c.id = d.client_id
      and (c.display_name, c.search_text) is distinct from (d.display_name, d.search_text)`);
}

/** The one-client form the applicant and field saves call after a name, email or phone changes. */
export function refreshClientDerived(db: Db, clientId: number): Promise<void> {
  return refreshClientsDerived(db, [clientId]);
}

export async function updateClient(
  db: Db,
  clientId: number,
  set: PgUpdateSetSource<typeof clients>,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set(set)
    .where(and(eq(clients.id, clientId), isNull(clients.deleted_at)))
    .returning();
  return row;
}

export async function insertClient(db: Db, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('client insert returned no row');
  return row;
}

export async function insertApplicant(db: Db, values: typeof applicants.$inferInsert): Promise<ApplicantRow> {
  const [row] = await db.insert(applicants).values(values).returning();
  if (!row) throw new Error('applicant insert returned no row');
  return row;
}

/** The live applicants of a client in their order, with their names. */
export function listApplicants(db: Db, clientId: number) {
  return db
    .select({
      id: applicants.id,
      client_id: applicants.client_id,
      type: applicants.type,
      is_primary: applicants.is_primary,
      position: applicants.position,
      name: applicantNameSql(),
      data: applicants.data,
    })
    .from(applicants)
    .where(and(eq(applicants.client_id, clientId), isNull(applicants.deleted_at)))
    .orderBy(asc(applicants.position), asc(applicants.id));
}

export type ApplicantListRow = Awaited<ReturnType<typeof listApplicants>>[number];

/** The email of the client's portal sign-in, when there is a live one. */
export async function findClientUserEmail(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  return row?.email ?? null;
}

/** Soft delete (docs/engineering-guide.md §4); answers false when there was no live client. */
export async function softDeleteClient(db: Db, clientId: number, now: Date): Promise<boolean> {
  const row = await updateClient(db, clientId, { deleted_at: now, updated_at: now });
  return row !== undefined;
}

/** Soft-deletes a portal sign-in, so its email is free for another account. */
export async function softDeleteUser(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ deleted_at: now, updated_at: now })
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
}

/** "Clients past month" moves with each create and delete; the hourly refresh corrects any drift. */
export async function bumpRecentClients(db: Db, adviserId: number, delta: 1 | -1): Promise<void> {
  await db
    .update(advisers)
    .set({ recent_clients_count: sql`greatest(0, ${advisers.recent_clients_count} + ${delta})` })
    .where(eq(advisers.id, adviserId));
}

/**
 * The adviser's most recent asset and liability templates' type lists (docs/spec/settings-billing-admin.md §3), when
 * they have any.
 */
export async function findLatestItemTemplates(db: Db, adviserId: number) {
  const latest = (type: 'asset' | 'liability') =>
    db
      .select({ data: templates.data })
      .from(templates)
      .where(and(eq(templates.adviser_id, adviserId), eq(templates.type, type), isNull(templates.deleted_at)))
      .orderBy(desc(templates.created_at), desc(templates.id))
      .limit(1);
  const [[asset], [liability]] = await Promise.all([latest('asset'), latest('liability')]);
  const names = (data: unknown[] | undefined) => (data ?? []).filter((v): v is string => typeof v === 'string');
  return { asset: names(asset?.data), liability: names(liability?.data) };
}

export async function insertItems(db: Db, rows: (typeof applicationItems.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(applicationItems).values(rows);
}

/** Soft-deletes an applicant and the items that are its own (addresses, employments, other income). */
export async function softDeleteApplicant(db: Db, clientId: number, applicantId: number, now: Date) {
  const [row] = await db
    .update(applicants)
    .set({ deleted_at: now, updated_at: now })
    .where(and(eq(applicants.id, applicantId), eq(applicants.client_id, clientId), isNull(applicants.deleted_at)))
    .returning({ id: applicants.id });
  if (!row) return false;
  await db
    .update(applicationItems)
    .set({ deleted_at: now, updated_at: now })
    .where(and(eq(applicationItems.applicant_id, applicantId), isNull(applicationItems.deleted_at)));
  return true;
}

/** Positions follow the given order (0 first), in one statement. */
export async function setApplicantPositions(db: Db, clientId: number, orderedIds: readonly number[], now: Date) {
  const ids = sql`${`{${orderedIds.join(',')}}`}::int[]`;
  await db
    .update(applicants)
    .set({ position: sql`array_position(${ids}, ${applicants.id}) - 1`, updated_at: now })
    .where(and(eq(applicants.client_id, clientId), isNull(applicants.deleted_at), inArray(applicants.id, orderedIds)));
}

/** The next free position at the end of the list. */
export async function nextApplicantPosition(db: Db, clientId: number): Promise<{ position: number; count: number }> {
  const [row] = await db
    .select({
      position: sql<number>`coalesce(max(${applicants.position}) + 1, 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(applicants)
    .where(and(eq(applicants.client_id, clientId), isNull(applicants.deleted_at)));
  return { position: row?.position ?? 0, count: row?.count ?? 0 };
}
