import type { Readable } from 'node:stream';
import { type ConsentList, MESSAGES } from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { findLiveUserById } from '../../accounts/users.repo';
import {
  type ConsentDocument,
  insertConsent,
  listClientConsents,
  listConsentDocuments,
  storedSha256,
} from '../../audit/consents.repo';
import { recordPrivacyEvent } from '../../audit/privacy-events';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';

/**
 * The adviser's disclosure documents for one client (their privacy consent and credit guide: the mail settings'
 * default attachments) with the SHA-256 of each as served, and the client's acceptances. The client, their adviser
 * and an administrator read it; Submit waits while `pending` is above 0.
 */
export async function getConsents(ctx: ServiceContext, actor: Actor, clientId: number): Promise<ConsentList> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'read');
  return consentList(ctx, client);
}

async function consentList(ctx: ServiceContext, client: { id: number; adviser_id: number }): Promise<ConsentList> {
  const [documents, accepted] = await Promise.all([
    listConsentDocuments(ctx.db, client.adviser_id),
    listClientConsents(ctx.db, client.id),
  ]);
  const byFile = new Map(accepted.map((c) => [c.file_id, c]));
  const items = await Promise.all(
    documents.map(async (d) => {
      const a = byFile.get(d.id);
      return {
        file_id: d.id,
        file_name: d.file_name,
        content_type: d.content_type,
        size: d.size_bytes,
        sha256: (await storedSha256(ctx.storage, d.storage_key)) ?? '',
        accepted: a
          ? { at: a.accepted_at.toISOString(), typed_name: a.typed_name, by: a.accepted_by_name, sha256: a.sha256 }
          : null,
      };
    }),
  );
  return { documents: items, pending: items.filter((i) => i.accepted === null).length };
}

/** One of the client's adviser's disclosure documents; any other file answers 404. */
async function consentDocument(ctx: ServiceContext, adviserId: number, fileId: number): Promise<ConsentDocument> {
  const document = (await listConsentDocuments(ctx.db, adviserId)).find((d) => d.id === fileId);
  if (!document) throw notFound();
  return document;
}

/** The document as the client reads it before accepting: the stored bytes, whole, whose SHA-256 the list shows. */
export async function openConsentDocument(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  fileId: number,
): Promise<{ fileName: string; contentType: string; size: number; stream: Readable }> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'read');
  const document = await consentDocument(ctx, client.adviser_id, fileId);
  const object = await ctx.storage.get(document.storage_key);
  if (!object) throw notFound();
  return { fileName: document.file_name, contentType: document.content_type, size: object.size, stream: object.stream };
}

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The client accepts one document by typing their name (as their account has it). The SHA-256 they were shown must
 * still be the stored file's; the acceptance records who, when, from which address and that hash, and goes on the
 * client's timeline. Accepting again changes nothing: the first acceptance stands.
 */
export async function acceptConsent(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; fileId: number; sha256: string; typed_name: string },
  meta: RequestMeta,
): Promise<ConsentList> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'read');
  const document = await consentDocument(ctx, client.adviser_id, input.fileId);
  const user = await findLiveUserById(ctx.db, actor.userId);
  if (!user) throw notFound();
  if (normalName(input.typed_name) !== normalName(`${user.first_name} ${user.last_name}`)) {
    throw invalid(MESSAGES.consentNameMismatch, 'typed_name');
  }
  const sha256 = await storedSha256(ctx.storage, document.storage_key);
  if (sha256 === null) throw notFound();
  if (sha256 !== input.sha256) throw conflict(MESSAGES.consentDocumentChanged);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const inserted = await insertConsent(tx, {
      client_id: client.id,
      adviser_id: client.adviser_id,
      file_id: document.id,
      document_name: document.file_name,
      sha256,
      accepted_by_user_id: actor.userId,
      typed_name: input.typed_name.trim(),
      ip: meta.ip,
      user_agent: meta.userAgent ?? null,
      accepted_at: now,
    });
    if (!inserted) return;
    await recordPrivacyEvent(tx, {
      action: 'consent_accepted',
      actorUserId: actor.userId,
      adviserId: client.adviser_id,
      clientId: client.id,
      ip: meta.ip,
      detail: { document: document.file_name, sha256, typed_name: input.typed_name.trim() },
    });
  });
  return consentList(ctx, client);
}
