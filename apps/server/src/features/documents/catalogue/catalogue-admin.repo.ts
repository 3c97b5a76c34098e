import type { DocumentWording } from '@brokerdesk/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documentCategories, documentSubcategories, documentTypes } from '../../../db/schema';
import type { CategoryRow, DocumentTypeRow, SubcategoryRow } from './catalogue.repo';

/*
 * Administrators' writes to the shared catalogue. A change to a shipped row (one with a code) stamps
 * `edited_at`, after which the start-up sync leaves that row alone (docs/decisions/007-document-catalogue.md).
 */

const editedStamp = (now: Date) => sql`case when code is not null then ${now.toISOString()}::timestamptz end`;

/** The next position at the end of a list, so added rows sort after the shipped ones. */
const nextPosition = (table: typeof documentTypes | typeof documentCategories | typeof documentSubcategories) =>
  sql<number>`(select coalesce(max(${table.position}), -1) + 1 from ${table})`;

/** A catalogue rule as stored; absent leaves the stored one (an update) or none (an insert). */
export interface CatalogueValidity {
  validity_kind?: 'age' | 'expiry' | null;
  valid_days?: number | null;
}

export async function insertSharedType(
  db: Db,
  values: DocumentWording & CatalogueValidity & { categoryId: number; subcategoryId: number | null },
): Promise<DocumentTypeRow> {
  const [row] = await db
    .insert(documentTypes)
    .values({
      category_id: values.categoryId,
      subcategory_id: values.subcategoryId,
      name: values.name,
      description: values.description,
      question: values.question,
      tooltip: values.tooltip,
      validity_kind: values.validity_kind ?? null,
      valid_days: values.valid_days ?? null,
      position: nextPosition(documentTypes),
    })
    .returning();
  if (!row) throw new Error('document type insert returned no row');
  return row;
}

/** Rewords or moves a live shared type; undefined when there is none with this id. */
export async function updateSharedType(
  db: Db,
  id: number,
  values: DocumentWording & CatalogueValidity & { categoryId: number; subcategoryId: number | null },
  now: Date,
): Promise<DocumentTypeRow | undefined> {
  const [row] = await db
    .update(documentTypes)
    .set({
      category_id: values.categoryId,
      subcategory_id: values.subcategoryId,
      name: values.name,
      description: values.description,
      question: values.question,
      tooltip: values.tooltip,
      validity_kind: values.validity_kind,
      valid_days: values.valid_days,
      updated_at: now,
      edited_at: editedStamp(now),
    })
    .where(and(eq(documentTypes.id, id), isNull(documentTypes.adviser_id), isNull(documentTypes.deleted_at)))
    .returning();
  return row;
}

export async function insertCategory(db: Db, name: string): Promise<CategoryRow> {
  const [row] = await db
    .insert(documentCategories)
    .values({ name, position: nextPosition(documentCategories) })
    .returning();
  if (!row) throw new Error('category insert returned no row');
  return row;
}

export async function renameCategory(db: Db, id: number, name: string, now: Date): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(documentCategories)
    .set({ name, updated_at: now, edited_at: editedStamp(now) })
    .where(eq(documentCategories.id, id))
    .returning();
  return row;
}

export async function insertSubcategory(db: Db, categoryId: number, name: string): Promise<SubcategoryRow> {
  const [row] = await db
    .insert(documentSubcategories)
    .values({ category_id: categoryId, name, position: nextPosition(documentSubcategories) })
    .returning();
  if (!row) throw new Error('subcategory insert returned no row');
  return row;
}

/** Renames a subcategory of this category; undefined when the category has no such subcategory. */
export async function renameSubcategory(
  db: Db,
  id: number,
  categoryId: number,
  name: string,
  now: Date,
): Promise<SubcategoryRow | undefined> {
  const [row] = await db
    .update(documentSubcategories)
    .set({ name, updated_at: now, edited_at: editedStamp(now) })
    .where(and(eq(documentSubcategories.id, id), eq(documentSubcategories.category_id, categoryId)))
    .returning();
  return row;
}
