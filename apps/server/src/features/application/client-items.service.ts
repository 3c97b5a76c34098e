import {
  assetTotals,
  clientListMissing,
  ITEM_FIELDS,
  type KeyValue,
  LIST_NO_WITH_ITEMS,
  LIST_QUESTION_FIELDS,
  LIST_QUESTION_KEYS,
  type ListAnswer,
  type ListPage,
  liabilityTotals,
  pageCompleteness,
} from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { invalid } from '../../errors';
import { saveFields } from './field-save';
import { toItemDto } from './item-dto';
import { addItem, deleteItem } from './item-lifecycle';
import {
  countListItems,
  type ItemRow,
  type ItemScope,
  listItems,
  lockClientRow,
  lockItem,
  mergeItemFields,
} from './items.repo';
import { findSection, lockOrCreateSection, mergeSectionFields } from './sections.repo';

/**
 * The Assets and Liabilities pages: the client's lists, of the template types (docs/spec/settings-billing-admin.md §3),
 * and each page's question ('Do you have any assets?'), kept in the section row named after the page.
 */
export type ClientList = ListPage;

async function access(ctx: ServiceContext, actor: Actor, clientId: number, section: ClientList): Promise<ItemScope> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, { page: section });
  return { clientId: client.id, adviserId: client.adviser_id };
}

async function listRows(ctx: ServiceContext, actor: Actor, clientId: number, section: ClientList) {
  const scope = await access(ctx, actor, clientId, section);
  const rows = await listItems(ctx.db, scope, section, null);
  const question = await findSection(ctx.db, scope, section);
  const data = question?.data ?? {};
  return {
    rows,
    list: {
      items: rows.map(toItemDto),
      completeness: pageCompleteness(clientListMissing(section, rows, data)),
      data,
      answers: question?.answers ?? {},
    },
  };
}

export async function listAssets(ctx: ServiceContext, actor: Actor, clientId: number) {
  const { rows, list } = await listRows(ctx, actor, clientId, 'asset');
  return { ...list, totals: assetTotals(rows) };
}

export async function listLiabilities(ctx: ServiceContext, actor: Actor, clientId: number) {
  const { rows, list } = await listRows(ctx, actor, clientId, 'liability');
  return { ...list, totals: liabilityTotals(rows) };
}

/** Listing an item answers the page's question yes, in the same transaction, stamped as the lister's answer. */
async function answerYes(tx: Db, scope: ItemScope, actor: Actor, section: ClientList, now: Date): Promise<void> {
  const key = LIST_QUESTION_KEYS[section];
  const row = await lockOrCreateSection(tx, scope, section);
  if (row.data[key] === true) return;
  await mergeSectionFields(
    tx,
    row.id,
    { [key]: true },
    { [key]: { user_id: actor.userId, at: now.toISOString() } },
    now,
  );
}

export async function createClientItem(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; kind: string },
  section: ClientList,
) {
  const scope = await access(ctx, actor, input.clientId, section);
  const now = ctx.now();
  const item = await ctx.db.transaction(async (tx) => {
    // addItem locks the client's row first, so a 'No' saved at the same moment waits and then sees this item.
    const row = await addItem(tx, scope, actor, now, { section, kind: input.kind, applicantId: null });
    await answerYes(tx, scope, actor, section, now);
    return row;
  });
  return toItemDto(item);
}

/**
 * POST application/asset|liability/answer: the page's question, autosaved like every answer. A 'No' while the page
 * still lists items answers 400 and changes nothing: the items say yes.
 */
export async function saveListAnswer(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; keyValueArr: KeyValue[] },
  section: ClientList,
): Promise<ListAnswer> {
  const scope = await access(ctx, actor, input.clientId, section);
  const key = LIST_QUESTION_KEYS[section];
  const saved = await saveFields(
    ctx,
    { ...scope, actor },
    {
      registry: LIST_QUESTION_FIELDS[section],
      section,
      lock: async (tx) => {
        await lockClientRow(tx, scope.clientId);
        return lockOrCreateSection(tx, scope, section);
      },
      write: (tx, row, patch, answers, now) => mergeSectionFields(tx, row.id, patch, answers, now),
      afterWrite: async (tx, row) => {
        if (row.data[key] === false && (await countListItems(tx, scope, section, null)) > 0) {
          throw invalid(LIST_NO_WITH_ITEMS[section], key);
        }
      },
    },
    input.keyValueArr,
  );
  const rows = await listItems(ctx.db, scope, section, null);
  return {
    client_id: scope.clientId,
    section,
    data: saved.data,
    answers: saved.answers,
    completeness: pageCompleteness(clientListMissing(section, rows, saved.data)),
  };
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
