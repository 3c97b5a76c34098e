import type {
  AdminCategory,
  AdminCategorySaveSchema,
  AdminDocumentType,
  AdminDocumentTypeCreateSchema,
  AdminDocumentTypeUpdateSchema,
  AdminSubcategory,
  AdminSubcategorySaveSchema,
} from '@brokerdesk/contract';
import { MESSAGES } from '@brokerdesk/contract';
import type { z } from 'zod';
import { requireRole } from '../../../access';
import { recordActivity } from '../../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../../context';
import { invalid, notFound } from '../../../errors';
import { checkPlacement, groupCatalogue } from './adviser-catalogue.service';
import {
  type DocumentTypeRow,
  findCategory,
  findSharedType,
  listCategories,
  listSharedTypes,
  listSubcategories,
  type SubcategoryRow,
  softDeleteType,
} from './catalogue.repo';
import {
  type CatalogueValidity,
  insertCategory,
  insertSharedType,
  insertSubcategory,
  renameCategory,
  renameSubcategory,
  updateSharedType,
} from './catalogue-admin.repo';

/*
 * The shared catalogue itself (docs/spec/settings-billing-admin.md §3 "Administrators manage the shared catalogue",
 * §7). Advisers may read it (their custom document type form picks a category and subcategory from it); only
 * administrators change it.
 */

function toAdminType(row: DocumentTypeRow): AdminDocumentType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    question: row.question,
    tooltip: row.tooltip,
    category_id: row.category_id,
    subcategory_id: row.subcategory_id,
    code: row.code,
    edited: row.code !== null && row.edited_at !== null,
    validity_kind: row.validity_kind,
    valid_days: row.validity_kind === 'age' ? row.valid_days : null,
  };
}

/** The catalogue's rule as typed: absent keeps the stored one; 'age' needs its days. */
function catalogueValidity(input: TypeCreate): CatalogueValidity {
  if (input.validity_kind === undefined) return {};
  if (input.validity_kind === 'age') {
    if (!input.valid_days) throw invalid(MESSAGES.validDaysRequired, 'valid_days');
    return { validity_kind: 'age', valid_days: input.valid_days };
  }
  return { validity_kind: input.validity_kind, valid_days: null };
}

const toAdminSubcategory = (s: SubcategoryRow): AdminSubcategory => ({
  id: s.id,
  category_id: s.category_id,
  name: s.name,
  code: s.code,
});

/** admin/document/categories: the shared set in order, without any adviser's wording. */
export async function listSharedCatalogue(ctx: ServiceContext, actor: Actor): Promise<AdminCategory[]> {
  requireRole(actor, 'not-client');
  const [categories, subcategories, types] = await Promise.all([
    listCategories(ctx.db),
    listSubcategories(ctx.db),
    listSharedTypes(ctx.db),
  ]);
  const grouped = groupCatalogue(
    categories,
    subcategories,
    types.map((t) => ({ ...t, value: toAdminType(t) })),
    [],
  );
  const subOf = new Map(subcategories.map((s) => [s.id, s]));
  return grouped.map((c, i) => ({
    id: c.id,
    name: c.name,
    code: categories[i]?.code ?? null,
    document_types: c.document_types,
    subcategories: c.subcategories.map((s) => ({
      ...toAdminSubcategory(subOf.get(s.id) as SubcategoryRow),
      document_types: s.document_types,
    })),
  }));
}

/** admin/document/subcategories?category_id=: one category's subcategories (404 for an unknown category). */
export async function listCategorySubcategories(
  ctx: ServiceContext,
  actor: Actor,
  categoryId: number,
): Promise<AdminSubcategory[]> {
  requireRole(actor, 'not-client');
  if (!(await findCategory(ctx.db, categoryId))) throw notFound();
  return (await listSubcategories(ctx.db, categoryId)).map(toAdminSubcategory);
}

type TypeCreate = z.output<typeof AdminDocumentTypeCreateSchema>;
type TypeUpdate = z.output<typeof AdminDocumentTypeUpdateSchema>;

export async function createSharedType(ctx: ServiceContext, actor: Actor, input: TypeCreate) {
  requireRole(actor, 'admin');
  const subcategoryId = await checkPlacement(ctx.db, input.category_id, input.subcategory_id);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertSharedType(tx, {
      ...input,
      ...catalogueValidity(input),
      categoryId: input.category_id,
      subcategoryId,
    });
    await recordActivity(tx, {
      action: 'catalogue_document_type_created',
      actorUserId: actor.userId,
      detail: { documentTypeId: created.id, name: created.name },
    });
    return created;
  });
  return toAdminType(row);
}

export async function updateSharedDocumentType(ctx: ServiceContext, actor: Actor, input: TypeUpdate) {
  requireRole(actor, 'admin');
  if (!(await findSharedType(ctx.db, input.id))) throw notFound();
  const subcategoryId = await checkPlacement(ctx.db, input.category_id, input.subcategory_id);
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateSharedType(
      tx,
      input.id,
      { ...input, ...catalogueValidity(input), categoryId: input.category_id, subcategoryId },
      ctx.now(),
    );
    if (!updated) throw notFound();
    await recordActivity(tx, {
      action: 'catalogue_document_type_updated',
      actorUserId: actor.userId,
      detail: { documentTypeId: updated.id, name: updated.name },
    });
    return updated;
  });
  return toAdminType(row);
}

/** Hides a shared type from every list; templates and requests that name it keep their history. */
export async function deleteSharedType(ctx: ServiceContext, actor: Actor, id: number): Promise<void> {
  requireRole(actor, 'admin');
  const type = await findSharedType(ctx.db, id);
  if (!type) throw notFound();
  await ctx.db.transaction(async (tx) => {
    // A shipped type is marked edited too, so the next start's sync does not bring it back.
    if (!(await softDeleteType(tx, id, ctx.now(), { edited: type.code !== null }))) throw notFound();
    await recordActivity(tx, {
      action: 'catalogue_document_type_deleted',
      actorUserId: actor.userId,
      detail: { documentTypeId: id, name: type.name },
    });
  });
}

type CategorySave = z.output<typeof AdminCategorySaveSchema>;
type SubcategorySave = z.output<typeof AdminSubcategorySaveSchema>;

export async function saveCategory(ctx: ServiceContext, actor: Actor, input: CategorySave) {
  requireRole(actor, 'admin');
  const row = await ctx.db.transaction(async (tx) => {
    const saved =
      input.id === undefined
        ? await insertCategory(tx, input.name)
        : await renameCategory(tx, input.id, input.name, ctx.now());
    if (!saved) throw notFound();
    await recordActivity(tx, {
      action: input.id === undefined ? 'catalogue_category_created' : 'catalogue_category_renamed',
      actorUserId: actor.userId,
      detail: { categoryId: saved.id, name: saved.name },
    });
    return saved;
  });
  return { id: row.id, name: row.name, code: row.code };
}

export async function saveSubcategory(ctx: ServiceContext, actor: Actor, input: SubcategorySave) {
  requireRole(actor, 'admin');
  if (!(await findCategory(ctx.db, input.category_id))) throw invalid(MESSAGES.categoryRequired, 'category_id');
  const row = await ctx.db.transaction(async (tx) => {
    const saved =
      input.id === undefined
        ? await insertSubcategory(tx, input.category_id, input.name)
        : await renameSubcategory(tx, input.id, input.category_id, input.name, ctx.now());
    if (!saved) throw notFound();
    await recordActivity(tx, {
      action: input.id === undefined ? 'catalogue_subcategory_created' : 'catalogue_subcategory_renamed',
      actorUserId: actor.userId,
      detail: { subcategoryId: saved.id, categoryId: saved.category_id, name: saved.name },
    });
    return saved;
  });
  return toAdminSubcategory(row);
}
