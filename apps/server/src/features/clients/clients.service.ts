import {
  type ClientCreate,
  type ClientDetail,
  type ClientRow as ClientListItem,
  type ClientListQuery,
  MESSAGES,
  toE164,
} from '@brokerdesk/contract';
import phoneNumberingPlan from 'libphonenumber-js/max/metadata';
import { requireAccess } from '../../access';
import { businessToday } from '../../business-day';
import { recordClientEvent } from '../../client-events';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import type { FieldAnswers, FieldData } from '../../db/schema/applications';
import { invalid, notFound } from '../../errors';
import { insertPrimaryApplicant, refreshClientDerived, reorderApplicants, toApplicantSummary } from '../application';
import { requestTemplateDocuments, type StaleCounts, staleCountsOf } from '../documents';
import { toClientDetail } from './client-detail';
import { type ClientListRow, listClientRows } from './client-list.repo';
import { bumpRecentClients, findLatestItemTemplates, insertClient, insertItems, updateClient } from './clients.repo';

/*
 * The client core: the adviser's list, creating a client with its primary applicant, the detail the
 * application pages and the portal read, and archiving. Every function passes the one access gate
 * (access/): the client gate, or for the list and create the client-list gate.
 */

function toListItem(r: ClientListRow, stale: StaleCounts | undefined): ClientListItem {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone_mobile: r.phone_mobile,
    num_applicants: r.num_applicants,
    client_type: r.client_type,
    status: r.status,
    access: r.access,
    num_documents_to_review: r.num_documents_to_review,
    last_activity_timestamp: r.last_activity_at.toISOString(),
    created_at: r.created_at.toISOString(),
    num_stale_documents: stale?.stale ?? 0,
    num_soon_stale_documents: stale?.soonStale ?? 0,
  };
}

export async function listClients(ctx: ServiceContext, actor: Actor, query: ClientListQuery) {
  const { adviserId } = await requireAccess(ctx, actor, { kind: 'client-list', adviserId: query.adviserId }, 'read');
  const { rows, total } = await listClientRows(ctx.db, adviserId, query);
  const stale = await staleCountsOf(
    ctx.db,
    adviserId,
    rows.map((r) => r.id),
    businessToday(ctx),
  );
  return { clients: rows.map((r) => toListItem(r, stale.get(r.id))), total };
}

/** `{ client }`, the answer of every write: read again through the gate, after the write's activity. */
export async function clientAnswer(ctx: ServiceContext, actor: Actor, clientId: number) {
  return {
    client: await toClientDetail(ctx.db, await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'read')),
  };
}

export async function getClientDetail(ctx: ServiceContext, actor: Actor, clientId: number): Promise<ClientDetail> {
  return toClientDetail(ctx.db, await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'read'));
}

/**
 * The primary applicant's data of a new client, from input its schema (ClientCreateSchema) has read: the names, the
 * email, and the mobile in E.164 by the full numbering plan; or the field at fault. client/create and the import
 * (client-import.service.ts) both read a new client with it.
 */
export function newClientData(input: ClientCreate): { data: FieldData } | { field: 'phone_mobile'; message: string } {
  const data: FieldData = { first_name: input.first_name, last_name: input.last_name };
  if (input.email) data.email = input.email;
  if (input.phone_mobile) {
    const phone = toE164(input.phone_mobile, phoneNumberingPlan);
    if (!phone) return { field: 'phone_mobile', message: MESSAGES.invalidPhone };
    data.phone_mobile = phone;
  }
  return { data };
}

/**
 * client/create: the client, its primary applicant (a person) with the names and contact typed, the asset and
 * liability items of the adviser's latest templates (docs/spec/settings-billing-admin.md §3) and, when one is chosen,
 * the document requests of a document template, in one transaction. Only
 * advisers create clients: an administrator has no client list of their own, and a client none at all.
 */
export async function createClient(ctx: ServiceContext, actor: Actor, input: ClientCreate) {
  const { adviserId } = await requireAccess(ctx, actor, { kind: 'client-list' }, 'change');
  const read = newClientData(input);
  if ('message' in read) throw invalid(read.message, read.field);
  const { data } = read;
  const now = ctx.now();
  const answered = { user_id: actor.userId, at: now.toISOString() };
  const answers: FieldAnswers = Object.fromEntries(Object.keys(data).map((key) => [key, answered]));
  const { client, applicant } = await ctx.db.transaction(async (tx) => {
    const made = await insertClientWithPrimary(tx, { adviserId, now, data, answers, clientType: 'active' });
    // A document template chosen with the client: its types are asked of the primary applicant at once (404 when
    // the template is not the adviser's, and then no client is made).
    if (input.documentTemplateId !== undefined) {
      await requestTemplateDocuments(tx, {
        adviserId,
        clientId: made.client.id,
        applicantId: made.applicant.id,
        templateId: input.documentTemplateId,
        userId: actor.userId,
      });
    }
    await recordClientEvent(tx, made.client, actor, now, {
      action: 'client_created',
      detail: { name: `${input.first_name} ${input.last_name}` },
      dataChanged: false,
    });
    return made;
  });
  const { client: detail } = await clientAnswer(ctx, actor, client.id);
  return { client: detail, applicant: toApplicantSummary(applicant) };
}

/**
 * A new client with its primary applicant (a person) and the asset and liability items of the adviser's latest
 * templates (docs/spec/settings-billing-admin.md §3), inside the caller's transaction: client/create, and the public
 * lead capture form (leads feature), which makes a client of type lead.
 */
export async function insertClientWithPrimary(
  tx: Db,
  opts: { adviserId: number; now: Date; data: FieldData; answers: FieldAnswers; clientType: 'active' | 'lead' },
) {
  const { adviserId, now } = opts;
  const itemTemplates = await findLatestItemTemplates(tx, adviserId);
  const created = await insertClient(tx, {
    adviser_id: adviserId,
    client_type: opts.clientType,
    created_at: now,
    updated_at: now,
    last_activity_at: now,
  });
  const primary = await insertPrimaryApplicant(tx, { clientId: created.id, adviserId }, opts.data, opts.answers);
  const item = (section: 'asset' | 'liability') => (kind: string, position: number) => ({
    adviser_id: adviserId,
    client_id: created.id,
    section,
    kind,
    position,
  });
  await insertItems(tx, [...itemTemplates.asset.map(item('asset')), ...itemTemplates.liability.map(item('liability'))]);
  await refreshClientDerived(tx, created.id);
  await bumpRecentClients(tx, adviserId, 1);
  return { client: created, applicant: primary };
}

/** Archive and restore (client list): the adviser's own action; the client's portal is unaffected. */
export async function setClientArchived(ctx: ServiceContext, actor: Actor, clientId: number, archived: boolean) {
  await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await updateClient(tx, clientId, { client_type: archived ? 'archived' : 'active', updated_at: now });
    if (!row) throw notFound();
    await recordClientEvent(tx, row, actor, now, {
      action: archived ? 'client_archived' : 'client_restored',
      dataChanged: false,
    });
  });
  return clientAnswer(ctx, actor, clientId);
}

/**
 * client/update-applicant-order: the applicants feature checks and stores the order; the answer is the client, as
 * for every client write, and its detail lists the applicants in their new order.
 */
export async function reorderClientApplicants(ctx: ServiceContext, actor: Actor, clientId: number, ids: number[]) {
  await reorderApplicants(ctx, actor, clientId, ids);
  return clientAnswer(ctx, actor, clientId);
}
