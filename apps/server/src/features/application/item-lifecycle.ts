import type { ItemSection } from '@brokerdesk/contract';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import type { FieldData } from '../../db/schema';
import { notFound } from '../../errors';
import { recordActivity } from '../activity/activity.repo';
import { touchClient } from '../clients/clients.repo';
import { findItem, insertItem, type ItemRow, type ItemScope, softDeleteItem } from './items.repo';

/**
 * Adding and removing list items (addresses, employments, other income, assets, liabilities): each is a change
 * to the client's data, so it goes to the activity timeline and touches the client (GUIDE §4 audit).
 */
export interface ItemRef {
  section: ItemSection;
  /** The owning applicant; null for the client's own lists (assets, liabilities, third parties). */
  applicantId: number | null;
}

/** Inserts inside the caller's transaction, so a create-and-save (address/edit without an id) is one step. */
export async function addItem(
  tx: Db,
  scope: ItemScope,
  actor: Actor,
  now: Date,
  ref: ItemRef & { kind: string; data?: FieldData },
): Promise<ItemRow> {
  const row = await insertItem(tx, scope, ref);
  await recordActivity(tx, {
    action: 'item_added',
    actorUserId: actor.userId,
    adviserId: scope.adviserId,
    clientId: scope.clientId,
    detail: { section: ref.section, item_id: row.id, kind: row.kind, applicant_id: ref.applicantId },
  });
  await touchClient(tx, scope.clientId, actor, now);
  return row;
}

export async function createItem(
  ctx: ServiceContext,
  scope: ItemScope,
  actor: Actor,
  ref: ItemRef & { kind: string },
): Promise<ItemRow> {
  return ctx.db.transaction((tx) => addItem(tx, scope, actor, ctx.now(), ref));
}

/** Soft delete (GUIDE §4); another client's or applicant's item answers 404. */
export async function deleteItem(
  ctx: ServiceContext,
  scope: ItemScope,
  actor: Actor,
  ref: ItemRef & { id: number },
): Promise<void> {
  const item = await findItem(ctx.db, scope, ref.section, ref.id, ref.applicantId);
  if (!item) throw notFound();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await softDeleteItem(tx, item.id, now);
    await recordActivity(tx, {
      action: 'item_deleted',
      actorUserId: actor.userId,
      adviserId: scope.adviserId,
      clientId: scope.clientId,
      detail: { section: ref.section, item_id: item.id, kind: item.kind, applicant_id: ref.applicantId },
    });
    await touchClient(tx, scope.clientId, actor, now);
  });
}
