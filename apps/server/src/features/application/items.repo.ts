import type { ItemSection } from '@brokerdesk/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationItems, clients, type FieldAnswers, type FieldData } from '../../db/schema';

/**
 * Queries of application_items: an applicant's addresses, employments and other income, and the client's assets,
 * liabilities and third parties. Every query filters by the client and its adviser (docs/engineering-guide.md §4
 * tenancy) and skips deleted rows.
 */
export type ItemRow = typeof applicationItems.$inferSelect;

export interface ItemScope {
  clientId: number;
  adviserId: number;
}

const live = (scope: ItemScope, section: ItemSection) =>
  and(
    eq(applicationItems.client_id, scope.clientId),
    eq(applicationItems.adviser_id, scope.adviserId),
    eq(applicationItems.section, section),
    isNull(applicationItems.deleted_at),
  );

/** One live item of the section; `applicantId` narrows to an applicant's own list (null: the client's). */
function itemWhere(scope: ItemScope, section: ItemSection, id: number, applicantId: number | null) {
  return and(
    live(scope, section),
    eq(applicationItems.id, id),
    applicantId === null ? isNull(applicationItems.applicant_id) : eq(applicationItems.applicant_id, applicantId),
  );
}

export async function listItems(
  db: Db,
  scope: ItemScope,
  section: ItemSection,
  applicantId?: number | null,
): Promise<ItemRow[]> {
  const byApplicant =
    applicantId === undefined
      ? undefined
      : applicantId === null
        ? isNull(applicationItems.applicant_id)
        : eq(applicationItems.applicant_id, applicantId);
  return db
    .select()
    .from(applicationItems)
    .where(and(live(scope, section), byApplicant))
    .orderBy(asc(applicationItems.position), asc(applicationItems.id));
}

/** Every live item of the client, for completeness. */
export async function listClientItems(db: Db, scope: ItemScope): Promise<ItemRow[]> {
  return db
    .select()
    .from(applicationItems)
    .where(
      and(
        eq(applicationItems.client_id, scope.clientId),
        eq(applicationItems.adviser_id, scope.adviserId),
        isNull(applicationItems.deleted_at),
      ),
    )
    .orderBy(asc(applicationItems.position), asc(applicationItems.id));
}

export async function findItem(
  db: Db,
  scope: ItemScope,
  section: ItemSection,
  id: number,
  applicantId: number | null,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationItems)
    .where(itemWhere(scope, section, id, applicantId));
  return row;
}

/** The item, locked until the transaction ends: a save's `previous` check and its write are one step. */
export async function lockItem(
  db: Db,
  scope: ItemScope,
  section: ItemSection,
  id: number,
  applicantId: number | null,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationItems)
    .where(itemWhere(scope, section, id, applicantId))
    .for('update');
  return row;
}

/** The first live item of a kind (third parties: one per type). */
export async function lockItemOfKind(
  db: Db,
  scope: ItemScope,
  section: ItemSection,
  kind: string,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationItems)
    .where(and(live(scope, section), eq(applicationItems.kind, kind)))
    .orderBy(asc(applicationItems.id))
    .limit(1)
    .for('update');
  return row;
}

/** A new item at the end of its list. */
export async function insertItem(
  db: Db,
  scope: ItemScope,
  values: { section: ItemSection; kind: string; applicantId: number | null; data?: FieldData },
): Promise<ItemRow> {
  const sameList = and(
    live(scope, values.section),
    values.applicantId === null
      ? isNull(applicationItems.applicant_id)
      : eq(applicationItems.applicant_id, values.applicantId),
  );
  const [row] = await db
    .insert(applicationItems)
    .values({
      adviser_id: scope.adviserId,
      client_id: scope.clientId,
      applicant_id: values.applicantId,
      section: values.section,
      kind: values.kind,
      data: values.data ?? {},
      position: sql`(select coalesce(max(${applicationItems.position}), -1) + 1 from ${applicationItems} where ${sameList})`,
    })
    .returning();
  return row as ItemRow;
}

/**
 * Merges the changed keys into `data` and `answers` (decision 008: `data || patch`); `kind` mirrors an address's use.
 */
export async function mergeItemFields(
  db: Db,
  id: number,
  patch: FieldData,
  answers: FieldAnswers,
  now: Date,
  kind?: string,
): Promise<ItemRow> {
  const [row] = await db
    .update(applicationItems)
    .set({
      data: sql`${applicationItems.data} || ${JSON.stringify(patch)}::jsonb`,
      answers: sql`${applicationItems.answers} || ${JSON.stringify(answers)}::jsonb`,
      ...(kind !== undefined ? { kind } : {}),
      updated_at: now,
    })
    .where(eq(applicationItems.id, id))
    .returning();
  return row as ItemRow;
}

export async function softDeleteItem(db: Db, id: number, now: Date): Promise<void> {
  await db.update(applicationItems).set({ deleted_at: now, updated_at: now }).where(eq(applicationItems.id, id));
}

/** Serialises the find-or-create of a client's one-per-type rows (third parties have no unique index). */
export async function lockClientRow(db: Db, clientId: number): Promise<void> {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

/** How many live items a list holds: the applicant's own (an id), or the client's (null). */
export async function countListItems(
  db: Db,
  scope: ItemScope,
  section: ItemSection,
  applicantId: number | null,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationItems)
    .where(
      and(
        live(scope, section),
        applicantId === null ? isNull(applicationItems.applicant_id) : eq(applicationItems.applicant_id, applicantId),
      ),
    );
  return row?.n ?? 0;
}

/** How many of these ids are live items of the section (a liability's securing asset). */
export async function countItems(db: Db, scope: ItemScope, section: ItemSection, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationItems)
    .where(and(live(scope, section), inArray(applicationItems.id, ids)));
  return row?.n ?? 0;
}
