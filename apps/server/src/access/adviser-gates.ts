import { MESSAGES } from '@brokerdesk/contract';
import { planDay } from '../accounts/plan-access';
import { findUserWithLinks, type UserWithLinks } from '../accounts/users.repo';
import type { Actor, ServiceContext } from '../context';
import { forbidden, mfaRequired, notFound } from '../errors';
import {
  type AdviserAccess,
  type DocumentTypeRecord,
  type FileRecord,
  findAdviserWithUser,
  findCustomDocumentType,
  findInvoice,
  findLiveFile,
  findResumableUpload,
  type InvoiceRecord,
  type ResumableUploadRecord,
} from './access.repo';
import { isLodgementAvailable, isPaidLocked } from './plan-rules';
import type {
  AdviserNeed,
  AdviserResource,
  CustomDocumentTypeResource,
  FileResource,
  InvoiceResource,
  ResumableUploadResource,
  UserNeed,
  UserResource,
} from './resources';
import { isClientActor, requireAdviserParty } from './roles';

/** The live adviser of the kind, with its user and images, after the adviser rule; 404 when there is none. */
export async function adviserGate(
  ctx: ServiceContext,
  actor: Actor,
  resource: AdviserResource,
  need: AdviserNeed,
): Promise<AdviserAccess> {
  requireAdviserParty(actor, resource.id);
  const row = await findAdviserWithUser(ctx.db, resource.id);
  if (!row || (resource.adviserKind !== undefined && row.adviser.kind !== resource.adviserKind)) throw notFound();
  // docs/spec/core-and-application.md §4 locks Templates for a suspended adviser and for Free after the trial.
  if (need === 'templates' && isPaidLocked(ctx, actor, row.adviser)) throw forbidden(MESSAGES.planFeatureLocked);
  if (need === 'lodgement' && !isLodgementAvailable(row.adviser, actor, planDay(ctx))) {
    throw forbidden(MESSAGES.lodgementUnavailable);
  }
  return row;
}

/** The user behind an account page. */
export async function userGate(
  ctx: ServiceContext,
  actor: Actor,
  resource: UserResource,
  need: UserNeed,
): Promise<UserWithLinks> {
  if (need === 'adviser-only' && isClientActor(actor)) throw forbidden();
  // Before two-step sign-in is on, an administrator reads only themself (decision 044).
  if (resource.id !== actor.userId && actor.mfaDue) throw mfaRequired();
  if (resource.id !== actor.userId && !actor.isAdmin) throw notFound();
  const links = await findUserWithLinks(ctx.db, resource.id);
  if (!links || (resource.role !== undefined && links.user.role !== resource.role)) throw notFound();
  return links;
}

export async function fileGate(ctx: ServiceContext, actor: Actor, resource: FileResource): Promise<FileRecord> {
  const file = await findLiveFile(ctx.db, resource.id);
  // A client is refused and another adviser's file is not found, before anything else about it is told.
  requireAdviserParty(actor, file?.adviser_id ?? 0);
  if (!file || (resource.purpose !== undefined && file.purpose !== resource.purpose)) throw notFound();
  if (resource.adviserId !== undefined && resource.adviserId !== file.adviser_id) throw notFound();
  return file;
}

export async function invoiceGate(
  ctx: ServiceContext,
  actor: Actor,
  resource: InvoiceResource,
): Promise<InvoiceRecord> {
  const invoice = await findInvoice(ctx.db, resource.id);
  if (!invoice) throw notFound();
  requireAdviserParty(actor, invoice.adviser_id);
  return invoice;
}

/** The owner's (or an administrator's); a type named with another adviser's id answers 404. */
export async function customDocumentTypeGate(
  ctx: ServiceContext,
  actor: Actor,
  resource: CustomDocumentTypeResource,
): Promise<DocumentTypeRecord & { adviser_id: number }> {
  // Refused before the lookup, so a 404 never tells a client what exists.
  if (isClientActor(actor)) throw forbidden();
  const type = await findCustomDocumentType(ctx.db, resource.id);
  const adviserId = type?.adviser_id;
  if (!type || !adviserId || (resource.adviserId !== undefined && resource.adviserId !== adviserId)) throw notFound();
  await adviserGate(ctx, actor, { kind: 'adviser', id: adviserId }, 'change');
  return { ...type, adviser_id: adviserId };
}

export async function resumableUploadGate(
  ctx: ServiceContext,
  actor: Actor,
  resource: ResumableUploadResource,
): Promise<ResumableUploadRecord> {
  const upload = await findResumableUpload(ctx.db, resource.id);
  if (!upload || upload.user_id !== actor.userId) throw notFound();
  return upload;
}
