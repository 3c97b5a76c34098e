import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisers, applicationSections, clients, type FieldData, leadSubmissions } from '../../db/schema';

/** An adviser whose public form may be used: live, and with the form switched on. */
export async function findLeadAdviser(db: Db, adviserId: number) {
  const [row] = await db
    .select({ id: advisers.id, url: advisers.url })
    .from(advisers)
    .where(and(eq(advisers.id, adviserId), isNull(advisers.deleted_at), eq(advisers.lead_capture_enabled, true)));
  return row;
}

/** The latest submission from this email to this adviser since `since` whose client is still a live lead. */
export async function findRecentLead(db: Db, adviserId: number, email: string, since: Date) {
  const [row] = await db
    .select({ id: leadSubmissions.id, clientId: leadSubmissions.client_id })
    .from(leadSubmissions)
    .innerJoin(clients, eq(clients.id, leadSubmissions.client_id))
    .where(
      and(
        eq(leadSubmissions.adviser_id, adviserId),
        eq(leadSubmissions.email, email),
        gt(leadSubmissions.created_at, since),
        isNull(clients.deleted_at),
        eq(clients.client_type, 'lead'),
      ),
    )
    .orderBy(desc(leadSubmissions.created_at))
    .limit(1);
  return row;
}

export async function insertLeadSubmission(db: Db, values: typeof leadSubmissions.$inferInsert): Promise<void> {
  await db.insert(leadSubmissions).values(values);
}

/** A repeat of the form within a day: counted; the first form's answers stay as they were (docs/decisions/027). */
export async function countRepeatSubmission(db: Db, id: number, now: Date) {
  await db
    .update(leadSubmissions)
    .set({ updated_at: now, submissions: sql`${leadSubmissions.submissions} + 1` })
    .where(eq(leadSubmissions.id, id));
}

/** Merges the lead's answers into the Requirements page's row, creating it when the client has none. */
export async function mergeRequirement(
  db: Db,
  scope: { adviserId: number; clientId: number },
  patch: FieldData,
  now: Date,
): Promise<void> {
  await db
    .insert(applicationSections)
    .values({ adviser_id: scope.adviserId, client_id: scope.clientId, section: 'requirement', data: patch })
    .onConflictDoUpdate({
      target: [applicationSections.client_id, applicationSections.section],
      set: { data: sql`${applicationSections.data} || excluded.data`, updated_at: now },
    });
}
