import { type ApplicationItem, type KeyValue, THIRD_PARTY_FIELDS, type ThirdPartyType } from '@brokerdesk/contract';
import { requireAccess } from '../../../access';
import type { Actor, ServiceContext } from '../../../context';
import { saveFields } from '../field-save';
import { toItemDto } from '../item-dto';
import { addItem } from '../item-lifecycle';
import { listItems, lockClientRow, lockItemOfKind, mergeItemFields } from '../items.repo';

/**
 * The client's third parties (an accountant, a solicitor...): one per type, shown with the profile.
 * third-party/save creates the type's row on its first save.
 */
export async function getThirdParties(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
): Promise<{ third_parties: ApplicationItem[] }> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, { page: 'profile' });
  const rows = await listItems(ctx.db, { clientId: client.id, adviserId: client.adviser_id }, 'third_party', null);
  return { third_parties: rows.map(toItemDto) };
}

export async function saveThirdParty(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; type: ThirdPartyType; keyValueArr: KeyValue[] },
): Promise<ApplicationItem> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, { page: 'profile' });
  const scope = { clientId: client.id, adviserId: client.adviser_id };
  const saved = await saveFields(
    ctx,
    { ...scope, actor },
    {
      registry: THIRD_PARTY_FIELDS,
      section: 'third_party',
      isItem: true,
      lock: async (tx) => {
        // Two first saves of the same type would both create a row: the client's row lock makes them take turns.
        await lockClientRow(tx, scope.clientId);
        const existing = await lockItemOfKind(tx, scope, 'third_party', input.type);
        return (
          existing ??
          addItem(tx, scope, actor, ctx.now(), { section: 'third_party', kind: input.type, applicantId: null })
        );
      },
      write: (tx, row, patch, answers, now) => mergeItemFields(tx, row.id, patch, answers, now),
    },
    input.keyValueArr,
  );
  return toItemDto(saved);
}
