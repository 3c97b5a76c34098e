import {
  MAX_TEMPLATES,
  MESSAGES,
  type ParsedTemplateInput,
  type Template,
  type TemplateDelete,
  type TemplateType,
} from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { lockAdviserRow } from '../../accounts/adviser-settings.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../errors';
import { findTemplateDocumentTypes } from '../documents';
import {
  countTemplates,
  insertTemplate,
  listTemplateRows,
  softDeleteTemplate,
  type TemplateRow,
  updateTemplate,
} from './templates.repo';

/*
 * An adviser's asset, liability and document templates (docs/spec/settings-billing-admin.md §2 Templates, §3, §5, §7).
 * Asset and liability choices and their repeats are checked by the contract; document types are checked here against
 * what the adviser may see.
 */

/**
 * Every template call passes through here. docs/spec/core-and-application.md §4 locks Templates for a suspended broker
 * and for the Free plan after the trial (403 with the upgrade message); an administrator is never locked out.
 */
async function templateOwner(ctx: ServiceContext, actor: Actor, adviserId: number): Promise<void> {
  await requireAccess(ctx, actor, { kind: 'adviser', id: adviserId }, 'templates');
}

/** Shapes rows for the API, naming each document template's types in one query for the whole list. */
async function toTemplates(db: Db, adviserId: number, rows: TemplateRow[]): Promise<Template[]> {
  const documentIds = rows.filter((r) => r.type === 'document').flatMap((r) => r.data.map(Number));
  const named = await findTemplateDocumentTypes(db, adviserId, [...new Set(documentIds)]);
  const nameOf = new Map(named.map((t) => [t.id, t.name]));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    name: r.name,
    data: r.data,
    created_at: r.created_at.toISOString(),
    // A type hidden or deleted since the template was saved drops out of the list (the data keeps its id).
    display:
      r.type === 'document'
        ? r.data.map(Number).flatMap((id) => (nameOf.has(id) ? [{ id, name: nameOf.get(id) as string }] : []))
        : [],
  }));
}

export async function listTemplates(
  ctx: ServiceContext,
  actor: Actor,
  adviserId: number,
  type: TemplateType | 'all',
): Promise<Template[]> {
  await templateOwner(ctx, actor, adviserId);
  const rows = await listTemplateRows(ctx.db, adviserId, type === 'all' ? undefined : type);
  return toTemplates(ctx.db, adviserId, rows);
}

/** template/save: creates the template, or replaces its name and data when it has an id. */
export async function saveTemplate(
  ctx: ServiceContext,
  actor: Actor,
  adviserId: number,
  input: ParsedTemplateInput,
): Promise<Template> {
  await templateOwner(ctx, actor, adviserId);
  if (input.type === 'document') {
    const visible = await findTemplateDocumentTypes(ctx.db, adviserId, input.data);
    if (visible.length !== input.data.length) throw invalid(MESSAGES.documentTypesUnavailable, 'template.data');
  }
  const values = { type: input.type, name: input.name, data: input.data };
  const row = await ctx.db.transaction(async (tx) => {
    if (input.id === undefined) await checkTemplateCap(tx, adviserId);
    const saved =
      input.id === undefined
        ? await insertTemplate(tx, adviserId, values)
        : await updateTemplate(tx, adviserId, input.id, values, ctx.now());
    if (!saved) throw notFound();
    await recordActivity(tx, {
      action: input.id === undefined ? 'template_created' : 'template_updated',
      actorUserId: actor.userId,
      adviserId,
      detail: { templateId: saved.id, type: saved.type, name: saved.name },
    });
    return saved;
  });
  const [template] = await toTemplates(ctx.db, adviserId, [row]);
  return template as Template;
}

/** A new template past the cap is refused; the adviser's row is locked so two saves cannot both take the last place. */
async function checkTemplateCap(tx: Db, adviserId: number): Promise<void> {
  await lockAdviserRow(tx, adviserId);
  if ((await countTemplates(tx, adviserId)) >= MAX_TEMPLATES) throw invalid(MESSAGES.templateCap, 'template');
}

export async function deleteTemplate(ctx: ServiceContext, actor: Actor, input: TemplateDelete): Promise<void> {
  await templateOwner(ctx, actor, input.brokerId);
  await ctx.db.transaction(async (tx) => {
    if (!(await softDeleteTemplate(tx, input.brokerId, input.templateId, ctx.now()))) throw notFound();
    await recordActivity(tx, {
      action: 'template_deleted',
      actorUserId: actor.userId,
      adviserId: input.brokerId,
      detail: { templateId: input.templateId },
    });
  });
}
