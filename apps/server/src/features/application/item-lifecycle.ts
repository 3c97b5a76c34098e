import { ITEM_CAPS, type ItemSection, MESSAGES } from '@brokerdesk/contract';
import { recordActivity } from '../../audit/activity.repo';
import { touchClient } from '../../client-events';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import type { FieldData } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import {
  countListItems,
  findItem,
  type ItemRow,
  type ItemScope,
  insertItem,
  lockClientRow,
  softDeleteItem,
} from './items.repo';

/**
 * Adding and removing list items (addresses, employments, other income, assets, liabilities): each is a change to the
 * client's data, so it goes to the activity timeline and touches the client (docs/engineering-guide.md §4 audit).
 */
export interface ItemRef {
  section: ItemSection;
  /** The owning applicant; null for the client's own lists (assets, liabilities, third parties). */
  applicantId: number | null;
}

/** The message naming each capped list's cap (docs/decisions/015-input-boundary.md). */
const CAP_MESSAGES: Record<keyof typeof ITEM_CAPS, string> = {
  address: MESSAGES.addressCap,
  employment: MESSAGES.employmentCap,
  other_income: MESSAGES.otherIncomeCap,
  asset: MESSAGES.assetCap,
  liability: MESSAGES.liabilityCap,
};

/**
 * Inserts inside the caller's transaction, so a create-and-save (address/edit without an id) is one step. A list
 * at its cap answers 400. The client's row is locked first, so two adds racing for the last place take turns.
 */
export async function addItem(
  tx: Db,
  scope: ItemScope,
  actor: Actor,
  now: Date,
  ref: ItemRef & { kind: string; data?: FieldData },
): Promise<ItemRow> {
  if (ref.section in ITEM_CAPS) {
    const section = ref.section as keyof typeof ITEM_CAPS;
    await lockClientRow(tx, scope.clientId);
    if ((await countListItems(tx, scope, section, ref.applicantId)) >= ITEM_CAPS[section]) {
      throw invalid(CAP_MESSAGES[section]);
    }
  }
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

/** Soft delete (docs/engineering-guide.md §4); another client's or applicant's item answers 404. */
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
