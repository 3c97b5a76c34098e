import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  SHIPPED_CATEGORIES,
  SHIPPED_DOCUMENT_TYPES,
  type ShippedCategory,
  type ShippedDocumentType,
} from './catalogue';
import { SHIPPED_VALIDITY } from './catalogue-validity';

export interface ShippedCatalogue {
  categories: ShippedCategory[];
  documentTypes: ShippedDocumentType[];
}

/**
 * Brings the shared catalogue in step with the shipped set (docs/decisions/007-document-catalogue.md), by `code`:
 * missing rows are inserted, changed wording and order are updated, and shipped types no longer shipped are
 * hidden with `deleted_at` (never deleted: templates and client requests refer to them). Rows an administrator
 * has edited (`edited_at`) are left as they are. One statement per table, each sending the whole set as one JSON
 * parameter, all in one transaction; a run with nothing to change writes nothing.
 */
export async function syncDocumentCatalogue(db: Db, shipped: ShippedCatalogue = SHIPPED_CATALOGUE): Promise<void> {
  const categories = shipped.categories.map((c, position) => ({ code: c.code, name: c.name, position }));
  const subcategories = shipped.categories.flatMap((c) =>
    c.subcategories.map((s, position) => ({ code: s.code, category: c.code, name: s.name, position })),
  );
  const types = shipped.documentTypes.map((t, position) => {
    const validity = t.validity === undefined ? SHIPPED_VALIDITY[t.code] : t.validity;
    return {
      ...t,
      subcategory: t.subcategory ?? null,
      position,
      validity_kind: validity?.kind ?? null,
      valid_days: validity?.days ?? null,
    };
  });

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into document_categories (code, name, position)
      select s.code, s.name, s.position
      from jsonb_to_recordset(${JSON.stringify(categories)}::jsonb) as s(code text, name text, position int)
      on conflict (code) do update set name = excluded.name, position = excluded.position, updated_at = now()
      where document_categories.edited_at is null
        and (document_categories.name, document_categories.position) is distinct from (excluded.name, excluded.position)`);

    await tx.execute(sql`
      insert into document_subcategories (code, category_id, name, position)
      select s.code, c.id, s.name, s.position
      from jsonb_to_recordset(${JSON.stringify(subcategories)}::jsonb)
        as s(code text, category text, name text, position int)
      join document_categories c on c.code = s.category
      on conflict (code) do update
        set category_id = excluded.category_id, name = excluded.name, position = excluded.position, updated_at = now()
      where document_subcategories.edited_at is null
        and (document_subcategories.category_id, document_subcategories.name, document_subcategories.position)
          is distinct from (excluded.category_id, excluded.name, excluded.position)`);

    await tx.execute(sql`
      with shipped as (
        select * from jsonb_to_recordset(${JSON.stringify(types)}::jsonb) as s(
          code text, category text, subcategory text, name text, description text, question text, tooltip text,
          position int, validity_kind text, valid_days int)
      ),
      retired as (
        update document_types set deleted_at = now(), updated_at = now()
        where code is not null and deleted_at is null and edited_at is null
          and code not in (select code from shipped)
      )
      insert into document_types (code, category_id, subcategory_id, name, description, question, tooltip, position,
        validity_kind, valid_days)
      select s.code, c.id, sc.id, s.name, s.description, s.question, s.tooltip, s.position, s.validity_kind,
        s.valid_days
      from shipped s
      join document_categories c on c.code = s.category
      left join document_subcategories sc on sc.code = s.subcategory
      on conflict (code) do update set
        category_id = excluded.category_id, subcategory_id = excluded.subcategory_id, name = excluded.name,
        description = excluded.description, question = excluded.question, tooltip = excluded.tooltip,
        position = excluded.position, validity_kind = excluded.validity_kind, valid_days = excluded.valid_days,
        deleted_at = null, updated_at = now()
      where document_types.edited_at is null
        and (document_types.category_id, document_types.subcategory_id, document_types.name,
             document_types.description, document_types.question, document_types.tooltip, document_types.position,
             document_types.validity_kind, document_types.valid_days, document_types.deleted_at)
          is distinct from (excluded.category_id, excluded.subcategory_id, excluded.name, excluded.description,
             excluded.question, excluded.tooltip, excluded.position, excluded.validity_kind, excluded.valid_days,
             null::timestamptz)`);
  });
}

export const SHIPPED_CATALOGUE: ShippedCatalogue = {
  categories: SHIPPED_CATEGORIES,
  documentTypes: SHIPPED_DOCUMENT_TYPES,
};
