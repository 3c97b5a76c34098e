import type { StoredSection } from '@brokerdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationSections, type FieldAnswers, type FieldData, users } from '../../db/schema';
import type { ItemScope } from './items.repo';

/**
 * Queries of application_sections: one row per client and page (requirements, living expenses, risk profile, and the
 * Assets and Liabilities pages' question).
 */
export type SectionRow = typeof applicationSections.$inferSelect;

const sectionWhere = (scope: ItemScope, section: StoredSection) =>
  and(
    eq(applicationSections.client_id, scope.clientId),
    eq(applicationSections.adviser_id, scope.adviserId),
    eq(applicationSections.section, section),
  );

export async function findSection(db: Db, scope: ItemScope, section: StoredSection): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(applicationSections).where(sectionWhere(scope, section));
  return row;
}

export async function listSections(db: Db, scope: ItemScope): Promise<SectionRow[]> {
  return db
    .select()
    .from(applicationSections)
    .where(and(eq(applicationSections.client_id, scope.clientId), eq(applicationSections.adviser_id, scope.adviserId)));
}

/**
 * The section's row, created empty on its first save and locked until the transaction ends. The unique index on
 * (client, section) lets two first saves race safely: one inserts, both then lock the same row.
 */
export async function lockOrCreateSection(db: Db, scope: ItemScope, section: StoredSection): Promise<SectionRow> {
  await db
    .insert(applicationSections)
    .values({ adviser_id: scope.adviserId, client_id: scope.clientId, section })
    .onConflictDoNothing({ target: [applicationSections.client_id, applicationSections.section] });
  const [row] = await db.select().from(applicationSections).where(sectionWhere(scope, section)).for('update');
  return row as SectionRow;
}

export async function mergeSectionFields(
  db: Db,
  id: number,
  patch: FieldData,
  answers: FieldAnswers,
  now: Date,
): Promise<SectionRow> {
  const [row] = await db
    .update(applicationSections)
    .set({
      data: sql`${applicationSections.data} || ${JSON.stringify(patch)}::jsonb`,
      answers: sql`${applicationSections.answers} || ${JSON.stringify(answers)}::jsonb`,
      updated_at: now,
    })
    .where(eq(applicationSections.id, id))
    .returning();
  return row as SectionRow;
}

/** Display names of the people who answered (the risk profile shows who answered what). */
export async function userNames(db: Db, ids: number[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(inArray(users.id, ids));
  return Object.fromEntries(rows.map((u) => [String(u.id), `${u.first_name} ${u.last_name}`.trim()]));
}
