import type { TemplateType } from '@brokerdesk/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema';

/** One adviser's templates; every query filters by the adviser (docs/engineering-guide.md §4 tenancy). */

export type TemplateRow = typeof templates.$inferSelect;
export interface TemplateValues {
  type: TemplateType;
  name: string;
  data: Array<string | number>;
}

const live = (adviserId: number) => and(eq(templates.adviser_id, adviserId), isNull(templates.deleted_at));

/** Newest first, as the grid shows them. */
export function listTemplateRows(db: Db, adviserId: number, type?: TemplateType): Promise<TemplateRow[]> {
  return db
    .select()
    .from(templates)
    .where(and(live(adviserId), type ? eq(templates.type, type) : undefined))
    .orderBy(desc(templates.created_at), desc(templates.id));
}

/** How many live templates the adviser has (a cap counts them). */
export async function countTemplates(db: Db, adviserId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(templates).where(live(adviserId));
  return row?.n ?? 0;
}

export async function insertTemplate(db: Db, adviserId: number, values: TemplateValues): Promise<TemplateRow> {
  const [row] = await db
    .insert(templates)
    .values({ adviser_id: adviserId, ...values })
    .returning();
  if (!row) throw new Error('template insert returned no row');
  return row;
}

/** Undefined when the adviser has no live template with this id. */
export async function updateTemplate(
  db: Db,
  adviserId: number,
  id: number,
  values: TemplateValues,
  now: Date,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(templates)
    .set({ ...values, updated_at: now })
    .where(and(eq(templates.id, id), live(adviserId)))
    .returning();
  return row;
}

export async function softDeleteTemplate(db: Db, adviserId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(templates)
    .set({ deleted_at: now, updated_at: now })
    .where(and(eq(templates.id, id), live(adviserId)))
    .returning({ id: templates.id });
  return rows.length > 0;
}
