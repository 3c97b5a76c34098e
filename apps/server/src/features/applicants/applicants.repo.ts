import type { ApplicantType } from '@brokerdesk/contract';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicants, type FieldAnswers, type FieldData } from '../../db/schema';
import type { ItemScope } from '../application/items.repo';

/**
 * Queries of applicants, always within one client of one adviser (docs/engineering-guide.md §4 tenancy), live rows
 * only.
 */
export type ApplicantRow = typeof applicants.$inferSelect;

const live = (scope: ItemScope) =>
  and(
    eq(applicants.client_id, scope.clientId),
    eq(applicants.adviser_id, scope.adviserId),
    isNull(applicants.deleted_at),
  );

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
    .where(eq(applicants.id, id))
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
