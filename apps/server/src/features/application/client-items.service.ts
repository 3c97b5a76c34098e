import {
  assetTotals,
  clientListMissing,
  ITEM_FIELDS,
  type KeyValue,
  liabilityTotals,
  pageCompleteness,
} from '@brokerdesk/contract';
import type { Actor, ServiceContext } from '../../context';
import { requireClientAccess } from '../../client-access';
import { saveFields } from './field-save';
import { toItemDto } from './item-dto';
import { createItem, deleteItem } from './item-lifecycle';
import { type ItemRow, type ItemScope, listItems, lockItem, mergeItemFields } from './items.repo';

/**
 * The Assets and Liabilities pages: the client's lists, of the template types (docs/spec/settings-billing-admin.md §3).
 */
export type ClientList = 'asset' | 'liability';

async function access(ctx: ServiceContext, actor: Actor, clientId: number, section: ClientList): Promise<ItemScope> {
  const { client } = await requireClientAccess(ctx, actor, clientId, { page: section });
  return { clientId: client.id, adviserId: client.adviser_id };
}

async function listRows(ctx: ServiceContext, actor: Actor, clientId: number, section: ClientList) {
  const scope = await access(ctx, actor, clientId, section);
  const rows = await listItems(ctx.db, scope, section, null);
  return { rows, items: rows.map(toItemDto), completeness: pageCompleteness(clientListMissing(section, rows)) };
}

export async function listAssets(ctx: ServiceContext, actor: Actor, clientId: number) {
  const { rows, items, completeness } = await listRows(ctx, actor, clientId, 'asset');
  return { items, totals: assetTotals(rows), completeness };
}

export async function listLiabilities(ctx: ServiceContext, actor: Actor, clientId: number) {
  const { rows, items, completeness } = await listRows(ctx, actor, clientId, 'liability');
  return { items, totals: liabilityTotals(rows), completeness };
}

export async function createClientItem(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; kind: string },
  section: ClientList,
) {
  const scope = await access(ctx, actor, input.clientId, section);
  return toItemDto(await createItem(ctx, scope, actor, { section, kind: input.kind, applicantId: null }));
}

export async function saveClientItem(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; itemId: number; keyValueArr: KeyValue[] },
  section: ClientList,
) {
  const scope = await access(ctx, actor, input.clientId, section);
  const saved = await saveFields<ItemRow>(
    ctx,
    { ...scope, actor },
    {
      registry: ITEM_FIELDS[section],
      section,
      isItem: true,
      kindOf: (row) => row.kind,
      lock: (tx) => lockItem(tx, scope, section, input.itemId, null),
      write: (tx, row, patch, answers, now) => mergeItemFields(tx, row.id, patch, answers, now),
    },
    input.keyValueArr,
  );
  return toItemDto(saved);
}

export async function deleteClientItem(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; itemId: number },
  section: ClientList,
): Promise<void> {
  const scope = await access(ctx, actor, input.clientId, section);
  await deleteItem(ctx, scope, actor, { section, applicantId: null, id: input.itemId });
}
