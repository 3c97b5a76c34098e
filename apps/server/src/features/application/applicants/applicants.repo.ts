import type { ApplicantType } from '@brokerdesk/contract';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rows } from '../../../db/rows';
import { applicants, applicationItems, type FieldAnswers, type FieldData } from '../../../db/schema';
import type { ItemScope } from '../items.repo';

/**
 * The one repo of applicants. Every query is within one client of one adviser (docs/engineering-guide.md §4 tenancy):
 * the scope names both, so a caller that reached the wrong client through a bug still finds nothing of another
 * adviser's. Live rows only.
 */
export type ApplicantRow = typeof applicants.$inferSelect;

const live = (scope: ItemScope) =>
  and(
    eq(applicants.client_id, scope.clientId),
    eq(applicants.adviser_id, scope.adviserId),
    isNull(applicants.deleted_at),
  );

/** The live applicants of the client in their order (docs/spec/core-and-application.md §2), primary first. */
export async function listApplicants(db: Db, scope: ItemScope): Promise<ApplicantRow[]> {
  return db.select().from(applicants).where(live(scope)).orderBy(asc(applicants.position), asc(applicants.id));
}

export async function findApplicant(db: Db, scope: ItemScope, id: number): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .select()
    .from(applicants)
    .where(and(live(scope), eq(applicants.id, id)));
  return row;
}

/** The primary applicant's answers, or none: an invitation goes to their email, addressed by their first name. */
export async function findPrimaryApplicantData(db: Db, scope: ItemScope): Promise<FieldData> {
  const [row] = await db
    .select({ data: applicants.data })
    .from(applicants)
    .where(and(live(scope), eq(applicants.is_primary, true)));
  return row?.data ?? {};
}

/** The applicant, locked until the transaction ends: a save's `previous` check and its write are one step. */
export async function lockApplicant(db: Db, scope: ItemScope, id: number): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .select()
    .from(applicants)
    .where(and(live(scope), eq(applicants.id, id)))
    .for('update');
  return row;
}

/** Merges the changed keys into `data` and `answers` (decision 008: `data || patch`). */
export async function mergeApplicantFields(
  db: Db,
  scope: ItemScope,
  id: number,
  patch: FieldData,
  answers: FieldAnswers,
  now: Date,
): Promise<ApplicantRow> {
  const [row] = await db
    .update(applicants)
    .set({
      data: sql`${applicants.data} || ${JSON.stringify(patch)}::jsonb`,
      answers: sql`${applicants.answers} || ${JSON.stringify(answers)}::jsonb`,
      updated_at: now,
    })
    .where(and(live(scope), eq(applicants.id, id)))
    .returning();
  return row as ApplicantRow;
}

/** How many of these ids are live applicants of the client, of the given types, other than `exceptId`. */
export async function countApplicants(
  db: Db,
  scope: ItemScope,
  ids: number[],
  types: readonly ApplicantType[],
  exceptId?: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicants)
    .where(
      and(
        live(scope),
        inArray(applicants.id, ids),
        inArray(applicants.type, [...types]),
        exceptId === undefined ? undefined : ne(applicants.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

/** The row names its client and adviser itself, which is its scope. */
export async function insertApplicant(db: Db, values: typeof applicants.$inferInsert): Promise<ApplicantRow> {
  const [row] = await db.insert(applicants).values(values).returning();
  if (!row) throw new Error('applicant insert returned no row');
  return row;
}

/** The primary applicant a new client starts with: a person, first in the order. */
export function insertPrimaryApplicant(db: Db, scope: ItemScope, data: FieldData, answers: FieldAnswers) {
  return insertApplicant(db, {
    adviser_id: scope.adviserId,
    client_id: scope.clientId,
    type: 'person',
    is_primary: true,
    position: 0,
    data,
    answers,
  });
}

/**
 * Many clients' primary applicants (the client import), a statement per call: their ids are drawn from the table's
 * sequence first, so each comes back beside its row whatever order the insert takes; the rows go as one JSON parameter.
 */
export async function insertPrimaryApplicants(
  db: Db,
  list: readonly { scope: ItemScope; data: FieldData; answers: FieldAnswers }[],
): Promise<number[]> {
  if (list.length === 0) return [];
  const drawn = rows<{ id: number }>(
    await db.execute(
      sql`select nextval(pg_get_serial_sequence('applicants', 'id'))::int as id from generate_series(1, ${list.length}::int)`,
    ),
  ).map((r) => r.id);
  const json = JSON.stringify(
    list.map((r, i) => ({
      id: drawn[i],
      adviser_id: r.scope.adviserId,
      client_id: r.scope.clientId,
      data: r.data,
      answers: r.answers,
    })),
  );
  await db.execute(sql`
    insert into ${applicants} (id, adviser_id, client_id, type, is_primary, position, data, answers)
    overriding system value
    select r.id, r.adviser_id, r.client_id, 'person', true, 0, r.data, r.answers
    from jsonb_to_recordset(${json}::jsonb) as r(id int, adviser_id int, client_id int, data jsonb, answers jsonb)`);
  return drawn;
}

/** The next free position at the end of the list, and how many applicants there are. */
export async function nextApplicantPosition(db: Db, scope: ItemScope): Promise<{ position: number; count: number }> {
  const [row] = await db
    .select({
      position: sql<number>`coalesce(max(${applicants.position}) + 1, 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(applicants)
    .where(live(scope));
  return { position: row?.position ?? 0, count: row?.count ?? 0 };
}

/** Positions follow the given order (0 first), in one statement. */
export async function setApplicantPositions(db: Db, scope: ItemScope, orderedIds: readonly number[], now: Date) {
  const ids = sql`${`{${orderedIds.join(',')}}`}::int[]`;
  await db
    .update(applicants)
    .set({ position: sql`array_position(${ids}, ${applicants.id}) - 1`, updated_at: now })
    .where(and(live(scope), inArray(applicants.id, orderedIds)));
}

/** Soft-deletes an applicant and the items that are its own (addresses, employments, other income). */
export async function softDeleteApplicant(db: Db, scope: ItemScope, applicantId: number, now: Date) {
  const [row] = await db
    .update(applicants)
    .set({ deleted_at: now, updated_at: now })
    .where(and(live(scope), eq(applicants.id, applicantId)))
    .returning({ id: applicants.id });
  if (!row) return false;
  await db
    .update(applicationItems)
    .set({ deleted_at: now, updated_at: now })
    .where(
      and(
        eq(applicationItems.applicant_id, applicantId),
        eq(applicationItems.client_id, scope.clientId),
        eq(applicationItems.adviser_id, scope.adviserId),
        isNull(applicationItems.deleted_at),
      ),
    );
  return true;
}
