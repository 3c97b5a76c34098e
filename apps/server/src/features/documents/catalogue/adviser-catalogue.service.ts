import type {
  CustomDocumentType,
  CustomDocumentTypeCreateSchema,
  DocumentCategory,
  DocumentType,
  DocumentTypeExtensionSaveSchema,
  DocumentWording,
} from '@brokerdesk/contract';
import { MAX_CUSTOM_DOCUMENT_TYPES, MESSAGES } from '@brokerdesk/contract';
import type { z } from 'zod';
import { requireAccess } from '../../../access';
import { lockAdviserRow } from '../../../accounts/adviser-settings.repo';
import { recordActivity } from '../../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../../context';
import type { Db } from '../../../db/client';
import { invalid, notFound } from '../../../errors';
import {
  countCustomTypes,
  type DocumentTypeRow,
  type ExtensionValidity,
  findCategory,
  findSharedType,
  findSubcategory,
  insertCustomType,
  listCategories,
  listCustomTypes,
  listExtensions,
  listSharedTypes,
  listSubcategories,
  softDeleteType,
  upsertExtension,
} from './catalogue.repo';

/*
 * The catalogue as an adviser sees and shapes it (docs/spec/settings-billing-admin.md §3, §7): the shared set in their
 * own wording, and their custom types. The administrators' side is catalogue-admin.service.ts.
 */

const wordingOf = (r: DocumentWording): DocumentWording => ({
  name: r.name,
  description: r.description,
  question: r.question,
  tooltip: r.tooltip,
});

const validityOf = (r: { validity_kind: string | null; valid_days: number | null }) => ({
  validity_kind: r.validity_kind,
  valid_days: r.validity_kind === 'age' ? r.valid_days : null,
});

function toDocumentType(
  row: DocumentTypeRow,
  extension: (DocumentWording & ExtensionValidity) | undefined,
): DocumentType {
  return {
    id: row.id,
    ...wordingOf(row),
    ...validityOf(row),
    extension: extension ? { ...wordingOf(extension), ...validityOf(extension) } : null,
  };
}

/**
 * The validity part of a save: absent keeps what is stored; 'age' needs its days; any other kind stores no days.
 */
export function validityInput(input: {
  validity_kind?: 'age' | 'expiry' | 'none' | null;
  valid_days?: number | null;
}): Partial<ExtensionValidity> {
  if (input.validity_kind === undefined) return {};
  if (input.validity_kind === 'age') {
    if (!input.valid_days) throw invalid(MESSAGES.validDaysRequired, 'valid_days');
    return { validity_kind: 'age', valid_days: input.valid_days };
  }
  return { validity_kind: input.validity_kind, valid_days: null };
}

export function toCustomType(row: DocumentTypeRow): CustomDocumentType {
  return { id: row.id, name: row.name, category_id: row.category_id, subcategory_id: row.subcategory_id };
}

/** Files each type under its subcategory, or directly under its category when it has none. */
export function groupCatalogue<T, C>(
  categories: { id: number; name: string }[],
  subcategories: { id: number; name: string; category_id: number }[],
  types: { category_id: number; subcategory_id: number | null; value: T }[],
  custom: { category_id: number; subcategory_id: number | null; value: C }[],
) {
  const bySub = new Map(subcategories.map((s) => [s.id, s]));
  const placeOf = (t: { category_id: number; subcategory_id: number | null }) =>
    t.subcategory_id !== null && bySub.get(t.subcategory_id)?.category_id === t.category_id
      ? `s${t.subcategory_id}`
      : `c${t.category_id}`;
  const bucket = <V>(items: { category_id: number; subcategory_id: number | null; value: V }[]) => {
    const out = new Map<string, V[]>();
    for (const item of items) {
      const key = placeOf(item);
      out.set(key, [...(out.get(key) ?? []), item.value]);
    }
    return out;
  };
  const typed = bucket(types);
  const customs = bucket(custom);
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    subcategories: subcategories
      .filter((s) => s.category_id === c.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        document_types: typed.get(`s${s.id}`) ?? [],
        custom_document_types: customs.get(`s${s.id}`) ?? [],
      })),
    document_types: typed.get(`c${c.id}`) ?? [],
    custom_document_types: customs.get(`c${c.id}`) ?? [],
  }));
}

/** document/document-types: every category with the shared types in the adviser's wording and their own types. */
export async function listAdviserCatalogue(
  ctx: ServiceContext,
  actor: Actor,
  adviserId: number,
  clientId?: number,
): Promise<DocumentCategory[]> {
  await requireAccess(ctx, actor, { kind: 'adviser', id: adviserId }, 'read');
  if (clientId !== undefined) {
    await requireAccess(ctx, actor, { kind: 'client', id: clientId, adviserId }, 'adviser-only');
  }
  const [categories, subcategories, shared, extensions, custom] = await Promise.all([
    listCategories(ctx.db),
    listSubcategories(ctx.db),
    listSharedTypes(ctx.db),
    listExtensions(ctx.db, adviserId),
    listCustomTypes(ctx.db, adviserId, clientId),
  ]);
  const extensionOf = new Map(extensions.map((e) => [e.document_type_id, e]));
  return groupCatalogue(
    categories,
    subcategories,
    shared.map((t) => ({ ...t, value: toDocumentType(t, extensionOf.get(t.id)) })),
    custom.map((t) => ({ ...t, value: toCustomType(t) })),
  );
}

type ExtensionSave = z.output<typeof DocumentTypeExtensionSaveSchema>;

/** document/document-type-extension: the adviser's own wording of a shared type; answers the type with it. */
export async function saveDocumentTypeExtension(
  ctx: ServiceContext,
  actor: Actor,
  input: ExtensionSave,
): Promise<DocumentType> {
  await requireAccess(ctx, actor, { kind: 'adviser', id: input.brokerId }, 'change');
  const type = await findSharedType(ctx.db, input.documentType);
  if (!type) throw notFound();
  const wording = { ...wordingOf(input), ...validityInput(input) };
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await upsertExtension(tx, input.brokerId, type.id, wording, ctx.now());
    await recordActivity(tx, {
      action: 'document_type_extension_saved',
      actorUserId: actor.userId,
      adviserId: input.brokerId,
      detail: { documentTypeId: type.id },
    });
    return row;
  });
  return toDocumentType(type, saved);
}

/** A category, and a subcategory that belongs to it when one is named (400 otherwise). */
export async function checkPlacement(db: Db, categoryId: number, subcategoryId: number | null | undefined) {
  if (!(await findCategory(db, categoryId))) throw invalid(MESSAGES.categoryRequired, 'category_id');
  if (subcategoryId == null) return null;
  const sub = await findSubcategory(db, subcategoryId);
  if (!sub || sub.category_id !== categoryId) throw invalid(MESSAGES.subcategoryMismatch, 'subcategory_id');
  return sub.id;
}

type CustomCreate = z.output<typeof CustomDocumentTypeCreateSchema>;

/** document/custom-document-type: a type of the adviser's own, optionally for one client's application only. */
export async function createCustomDocumentType(
  ctx: ServiceContext,
  actor: Actor,
  input: CustomCreate,
): Promise<CustomDocumentType> {
  await requireAccess(ctx, actor, { kind: 'adviser', id: input.brokerId }, 'change');
  const clientId = input.clientId ?? null;
  if (clientId !== null) {
    await requireAccess(ctx, actor, { kind: 'client', id: clientId, adviserId: input.brokerId }, 'adviser-only');
  }
  const subcategoryId = await checkPlacement(ctx.db, input.category_id, input.subcategory_id);
  const row = await ctx.db.transaction(async (tx) => {
    // The adviser's row is locked so two creates cannot both take the last place under the cap.
    await lockAdviserRow(tx, input.brokerId);
    if ((await countCustomTypes(tx, input.brokerId)) >= MAX_CUSTOM_DOCUMENT_TYPES) {
      throw invalid(MESSAGES.customDocumentTypeCap, 'name');
    }
    const created = await insertCustomType(tx, {
      adviserId: input.brokerId,
      clientId,
      categoryId: input.category_id,
      subcategoryId,
      name: input.name,
    });
    await recordActivity(tx, {
      action: 'custom_document_type_created',
      actorUserId: actor.userId,
      adviserId: input.brokerId,
      clientId,
      detail: { documentTypeId: created.id, name: created.name },
    });
    return created;
  });
  return toCustomType(row);
}

/** DELETE document/custom-document-type: the owner's (or an administrator's) soft delete. */
export async function deleteCustomDocumentType(
  ctx: ServiceContext,
  actor: Actor,
  documentTypeId: number,
  brokerId?: number,
): Promise<void> {
  const type = await requireAccess(
    ctx,
    actor,
    { kind: 'custom-document-type', id: documentTypeId, adviserId: brokerId },
    'change',
  );
  const adviserId = type.adviser_id;
  await ctx.db.transaction(async (tx) => {
    if (!(await softDeleteType(tx, type.id, ctx.now()))) throw notFound();
    await recordActivity(tx, {
      action: 'custom_document_type_deleted',
      actorUserId: actor.userId,
      adviserId,
      clientId: type.client_id,
      detail: { documentTypeId: type.id, name: type.name },
    });
  });
}
