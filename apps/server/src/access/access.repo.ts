import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  advisers,
  billingInvoices,
  clientLogins,
  clients,
  documentRequests,
  documentTypes,
  files,
  resumableUploads,
  reviews,
  users,
} from '../db/schema';

/*
 * The lookups the access gates run (client-gates.ts, adviser-gates.ts): each loads the record a gate judges, live rows
 * only, so a deleted record answers 404 like another's. Callers get these rows back from `requireAccess` and need not
 * load them again. A user with their adviser or client is accounts/users.repo.ts's `findUserWithLinks`, which sign-in
 * shares.
 */

export type ClientRecord = typeof clients.$inferSelect;
export type AdviserRecord = typeof advisers.$inferSelect;
export type DocumentRequestRecord = typeof documentRequests.$inferSelect;
export type FileRecord = typeof files.$inferSelect;
export type InvoiceRecord = typeof billingInvoices.$inferSelect;
export type DocumentTypeRecord = typeof documentTypes.$inferSelect;
export type ResumableUploadRecord = typeof resumableUploads.$inferSelect;
export type ReviewRecord = typeof reviews.$inferSelect;

/** A live client with its live adviser. */
export async function findClientWithAdviser(db: Db, clientId: number) {
  const [row] = await db
    .select({ client: clients, adviser: advisers })
    .from(clients)
    .innerJoin(advisers, eq(advisers.id, clients.adviser_id))
    .where(and(eq(clients.id, clientId), isNull(clients.deleted_at), isNull(advisers.deleted_at)));
  return row;
}

const logo = alias(files, 'logo_file');
const profileImage = alias(files, 'profile_image_file');

/**
 * A live adviser with what the settings pages show beside the row (the user's names and email, the logo and profile
 * image files; a deleted file reads as none) and whether the login email is verified (paying and inviting need it).
 */
export async function findAdviserWithUser(db: Db, id: number) {
  const [row] = await db
    .select({
      adviser: advisers,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      email_verified_at: users.email_verified_at,
      logo: { id: logo.id, storage_key: logo.storage_key },
      profile_image: { id: profileImage.id, storage_key: profileImage.storage_key },
    })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
    .leftJoin(logo, and(eq(logo.id, advisers.logo_file_id), isNull(logo.deleted_at)))
    .leftJoin(profileImage, and(eq(profileImage.id, advisers.profile_image_file_id), isNull(profileImage.deleted_at)))
    .where(and(eq(advisers.id, id), isNull(advisers.deleted_at), isNull(users.deleted_at)));
  return row;
}

export type AdviserAccess = NonNullable<Awaited<ReturnType<typeof findAdviserWithUser>>>;

/** Whether a live adviser has this id (an administrator naming whose client list to read). */
export async function isLiveAdviser(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: advisers.id })
    .from(advisers)
    .where(and(eq(advisers.id, id), isNull(advisers.deleted_at)));
  return row !== undefined;
}

/** When a live user's login email was verified (null: not yet); undefined when the user is gone. */
export async function findEmailVerifiedAt(
  db: Db,
  userId: number,
): Promise<{ email_verified_at: Date | null } | undefined> {
  const [row] = await db
    .select({ email_verified_at: users.email_verified_at })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  return row;
}

export async function findDocumentRequest(db: Db, id: number): Promise<DocumentRequestRecord | undefined> {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, id), isNull(documentRequests.deleted_at)));
  return row;
}

export async function findReview(db: Db, id: number): Promise<ReviewRecord | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

export async function findLiveFile(db: Db, id: number): Promise<FileRecord | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deleted_at)));
  return row;
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRecord | undefined> {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
  return row;
}

/** A live document type of an adviser's own (the shared catalogue's have no adviser). */
export async function findCustomDocumentType(db: Db, id: number): Promise<DocumentTypeRecord | undefined> {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.id, id), isNotNull(documentTypes.adviser_id), isNull(documentTypes.deleted_at)));
  return row;
}

/** The live adviser's own names (the sender of a broker's or planner's feedback). */
export async function findAdviserNames(db: Db, adviserId: number) {
  const [row] = await db
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
    .where(and(eq(advisers.id, adviserId), isNull(advisers.deleted_at)));
  return row;
}

/** A live client's own names with their adviser's id and names (the sender of a client's feedback). */
export async function findClientWithAdviserNames(db: Db, clientId: number) {
  const clientUser = alias(users, 'client_user');
  const adviserUser = alias(users, 'adviser_user');
  const [row] = await db
    .select({
      adviser_id: clients.adviser_id,
      client_first_name: clientUser.first_name,
      client_last_name: clientUser.last_name,
      adviser_first_name: adviserUser.first_name,
      adviser_last_name: adviserUser.last_name,
    })
    .from(clients)
    .innerJoin(clientUser, eq(clientUser.id, clients.user_id))
    .innerJoin(advisers, eq(advisers.id, clients.adviser_id))
    .innerJoin(adviserUser, eq(adviserUser.id, advisers.user_id))
    .where(and(eq(clients.id, clientId), isNull(clients.deleted_at)));
  return row;
}

/** An unfinished resumable upload (a finished, cancelled or swept one has no row). */
export async function findResumableUpload(db: Db, id: string): Promise<ResumableUploadRecord | undefined> {
  const [row] = await db.select().from(resumableUploads).where(eq(resumableUploads.id, id));
  return row;
}

/** The sign-in of one of the application's other people: their client, the applicant they are and their pages. */
export async function findClientLoginOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ client_id: clientLogins.client_id, applicant_id: clientLogins.applicant_id, pages: clientLogins.pages })
    .from(clientLogins)
    .where(eq(clientLogins.user_id, userId));
  return row;
}

/** Whether this applicant of this client signs in with their own email (their details are then theirs to change). */
export async function applicantHasOwnLogin(db: Db, clientId: number, applicantId: number): Promise<boolean> {
  const rows = await db
    .select({ id: clientLogins.id })
    .from(clientLogins)
    .innerJoin(users, and(eq(users.id, clientLogins.user_id), isNull(users.deleted_at)))
    .where(and(eq(clientLogins.client_id, clientId), eq(clientLogins.applicant_id, applicantId)));
  return rows.length > 0;
}
