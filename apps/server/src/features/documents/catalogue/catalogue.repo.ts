import type { DocumentWording } from '@brokerdesk/contract';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { documentCategories, documentSubcategories, documentTypeExtensions, documentTypes } from '../../../db/schema';

/*
 * Queries of the catalogue as advisers see it: the shared set, one adviser's wording of it, and one adviser's custom
 * types. Shared types have no adviser; every read of custom types filters by the adviser
 * (docs/engineering-guide.md §4).
 */

export type CategoryRow = typeof documentCategories.$inferSelect;
export type SubcategoryRow = typeof documentSubcategories.$inferSelect;
export type DocumentTypeRow = typeof documentTypes.$inferSelect;

const byPosition = (t: { position: AnyPgColumn; id: AnyPgColumn }) => [asc(t.position), asc(t.id)];

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select()
    .from(documentCategories)
    .orderBy(...byPosition(documentCategories));
}

export function listSubcategories(db: Db, categoryId?: number): Promise<SubcategoryRow[]> {
  return db
    .select()
    .from(documentSubcategories)
    .where(categoryId === undefined ? undefined : eq(documentSubcategories.category_id, categoryId))
    .orderBy(...byPosition(documentSubcategories));
}

export function listSharedTypes(db: Db): Promise<DocumentTypeRow[]> {
  return db
    .select()
    .from(documentTypes)
    .where(and(isNull(documentTypes.adviser_id), isNull(documentTypes.deleted_at)))
    .orderBy(...byPosition(documentTypes));
}

export type ExtensionValidity = {
  validity_kind: 'age' | 'expiry' | 'none' | null;
  valid_days: number | null;
};
export type ExtensionRow = DocumentWording & ExtensionValidity & { document_type_id: number };

export function listExtensions(db: Db, adviserId: number): Promise<ExtensionRow[]> {
  return db
    .select({
      document_type_id: documentTypeExtensions.document_type_id,
      name: documentTypeExtensions.name,
      description: documentTypeExtensions.description,
      question: documentTypeExtensions.question,
      tooltip: documentTypeExtensions.tooltip,
      validity_kind: documentTypeExtensions.validity_kind,
      valid_days: documentTypeExtensions.valid_days,
    })
    .from(documentTypeExtensions)
    .where(eq(documentTypeExtensions.adviser_id, adviserId));
}

/** The adviser's live custom types: their general ones, plus one client's when `clientId` is given. */
export function listCustomTypes(db: Db, adviserId: number, clientId?: number): Promise<DocumentTypeRow[]> {
  return db
    .select()
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.adviser_id, adviserId),
        isNull(documentTypes.deleted_at),
        clientId === undefined
          ? isNull(documentTypes.client_id)
          : or(isNull(documentTypes.client_id), eq(documentTypes.client_id, clientId)),
      ),
    )
    .orderBy(asc(documentTypes.created_at), asc(documentTypes.id));
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(documentCategories).where(eq(documentCategories.id, id));
  return row;
}

export async function findSubcategory(db: Db, id: number): Promise<SubcategoryRow | undefined> {
  const [row] = await db.select().from(documentSubcategories).where(eq(documentSubcategories.id, id));
  return row;
}

/** A live shared type (not a custom one). */
export async function findSharedType(db: Db, id: number): Promise<DocumentTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.id, id), isNull(documentTypes.adviser_id), isNull(documentTypes.deleted_at)));
  return row;
}

export async function upsertExtension(
  db: Db,
  adviserId: number,
  documentTypeId: number,
  wording: DocumentWording & Partial<ExtensionValidity>,
  now: Date,
): Promise<DocumentWording & ExtensionValidity> {
  const [row] = await db
    .insert(documentTypeExtensions)
    .values({ adviser_id: adviserId, document_type_id: documentTypeId, ...wording })
    .onConflictDoUpdate({
      target: [documentTypeExtensions.adviser_id, documentTypeExtensions.document_type_id],
      set: { ...wording, updated_at: now },
    })
    .returning({
      name: documentTypeExtensions.name,
      description: documentTypeExtensions.description,
      question: documentTypeExtensions.question,
      tooltip: documentTypeExtensions.tooltip,
      validity_kind: documentTypeExtensions.validity_kind,
      valid_days: documentTypeExtensions.valid_days,
    });
  if (!row) throw new Error('extension upsert returned no row');
  return row;
}

/** How many live types of its own the adviser has, general or for one client (a cap counts them). */
export async function countCustomTypes(db: Db, adviserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documentTypes)
    .where(and(eq(documentTypes.adviser_id, adviserId), isNull(documentTypes.deleted_at)));
  return row?.n ?? 0;
}

export async function insertCustomType(
  db: Db,
  values: {
    adviserId: number;
    clientId: number | null;
    categoryId: number;
    subcategoryId: number | null;
    name: string;
  },
): Promise<DocumentTypeRow> {
  const [row] = await db
    .insert(documentTypes)
    .values({
      adviser_id: values.adviserId,
      client_id: values.clientId,
      category_id: values.categoryId,
      subcategory_id: values.subcategoryId,
      name: values.name,
    })
    .returning();
  if (!row) throw new Error('custom document type insert returned no row');
  return row;
}

export async function softDeleteType(db: Db, id: number, now: Date, opts: { edited?: boolean } = {}): Promise<boolean> {
  const rows = await db
    .update(documentTypes)
    .set({ deleted_at: now, updated_at: now, ...(opts.edited ? { edited_at: now } : {}) })
    .where(and(eq(documentTypes.id, id), isNull(documentTypes.deleted_at)))
    .returning({ id: documentTypes.id });
  return rows.length > 0;
}

/**
 * The live types among `ids` that a template of this adviser may hold (shared ones and the adviser's general
 * custom ones), named as the adviser words them.
 */
export function findTemplateDocumentTypes(db: Db, adviserId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: documentTypes.id,
      name: sql<string>`coalesce(${documentTypeExtensions.name}, ${documentTypes.name})`,
    })
    .from(documentTypes)
    .leftJoin(
      documentTypeExtensions,
      and(
        eq(documentTypeExtensions.document_type_id, documentTypes.id),
        eq(documentTypeExtensions.adviser_id, adviserId),
      ),
    )
    .where(
      and(
        inArray(documentTypes.id, ids),
        isNull(documentTypes.deleted_at),
        or(
          isNull(documentTypes.adviser_id),
          and(eq(documentTypes.adviser_id, adviserId), isNull(documentTypes.client_id)),
        ),
      ),
    );
}

/**
 * A document type an adviser may request: a shared one, or their own custom one (general, or for this client). Named
 * as the adviser words it.
 */
export async function findRequestableTypes(db: Db, adviserId: number, clientId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: documentTypes.id, adviser_id: documentTypes.adviser_id })
    .from(documentTypes)
    .where(
      and(
        inArray(documentTypes.id, ids),
        isNull(documentTypes.deleted_at),
        or(
          isNull(documentTypes.adviser_id),
          and(
            eq(documentTypes.adviser_id, adviserId),
            or(isNull(documentTypes.client_id), eq(documentTypes.client_id, clientId)),
          ),
        ),
      ),
    );
}
