import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type ConsentRow, listClientConsents } from '../../audit/consents.repo';
import { loadApplicationRows } from '../../application-rows.repo';
import type { Db } from '../../db/client';
import type { FieldAnswers, FieldData } from '../../db/schema';
import {
  activity,
  advisers,
  clients,
  documentRequests,
  documentTypeExtensions,
  documentTypes,
  files,
  users,
} from '../../db/schema';
import { listReceivedFiles, type ReceivedFile } from '../documents';

export interface SnapshotApplicant {
  id: number;
  type: 'person' | 'company' | 'trust';
  is_primary: boolean;
  data: FieldData;
}
export interface SnapshotItem {
  id: number;
  applicant_id: number | null;
  section: 'address' | 'employment' | 'other_income' | 'asset' | 'liability' | 'third_party';
  kind: string;
  data: FieldData;
}
/** A received file of a request (the documents feature's one definition, decision 037), with its validity rule. */
export type SnapshotFile = ReceivedFile;
export interface SnapshotRequest {
  id: number;
  applicant_id: number;
  type_name: string;
  state: 'requested' | 'uploaded' | 'accepted' | 'rejected' | 'not-applicable';
  reason: string;
  files: SnapshotFile[];
}
export interface SnapshotActivity {
  action: string;
  created_at: Date;
  actor_name: string;
}

/** Everything of one client's application the report and the lodgement read, in one place and in order. */
export interface ApplicationSnapshot {
  client: typeof clients.$inferSelect;
  adviser: typeof advisers.$inferSelect;
  adviserUser: { first_name: string; last_name: string; email: string };
  logo: { storage_key: string; content_type: string } | null;
  applicants: SnapshotApplicant[];
  items: SnapshotItem[];
  sections: Partial<
    Record<
      'requirement' | 'expense' | 'risk_profile' | 'asset' | 'liability',
      { data: FieldData; answers: FieldAnswers }
    >
  >;
  /** Names of the users who answered (risk profile). */
  userNames: Map<number, string>;
  requests: SnapshotRequest[];
  /** The most recent lines of the client's timeline, newest first. */
  recentActivity: SnapshotActivity[];
  activityCount: number;
  /** The disclosure documents the client accepted in the portal (the report's signed-consent page). */
  consents: ConsentRow[];
}

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/** Loads the snapshot; null when the client is gone. The caller has already passed the access gate. */
export async function loadApplicationSnapshot(db: Db, clientId: number): Promise<ApplicationSnapshot | null> {
  const [head] = await db
    .select({ client: clients, adviser: advisers, user: users })
    .from(clients)
    .innerJoin(advisers, eq(advisers.id, clients.adviser_id))
    .innerJoin(users, eq(users.id, advisers.user_id))
    .where(and(eq(clients.id, clientId), isNull(clients.deleted_at)));
  if (!head) return null;
  const logoId = head.adviser.logo_file_id;
  const [logoRows, application, requestRows, activityRows, countRows, received] = await Promise.all([
    logoId
      ? db
          .select({ storage_key: files.storage_key, content_type: files.content_type })
          .from(files)
          .where(and(eq(files.id, logoId), isNull(files.deleted_at)))
      : Promise.resolve([]),
    loadApplicationRows(db, clientId),
    db
      .select({
        id: documentRequests.id,
        applicant_id: documentRequests.applicant_id,
        state: documentRequests.state,
        reason: documentRequests.reason,
        type_name: sql<string>`coalesce(${documentTypeExtensions.name}, ${documentTypes.name})`,
      })
      .from(documentRequests)
      .innerJoin(documentTypes, eq(documentTypes.id, documentRequests.document_type_id))
      .leftJoin(
        documentTypeExtensions,
        and(
          eq(documentTypeExtensions.document_type_id, documentRequests.document_type_id),
          eq(documentTypeExtensions.adviser_id, documentRequests.adviser_id),
        ),
      )
      .where(and(eq(documentRequests.client_id, clientId), isNull(documentRequests.deleted_at)))
      .orderBy(asc(documentRequests.applicant_id), asc(documentRequests.id)),
    db
      .select({
        action: activity.action,
        created_at: activity.created_at,
        first_name: users.first_name,
        last_name: users.last_name,
      })
      .from(activity)
      .leftJoin(users, eq(users.id, activity.actor_user_id))
      .where(eq(activity.client_id, clientId))
      .orderBy(desc(activity.created_at), desc(activity.id))
      .limit(10),
    db.select({ n: sql<number>`count(*)::int` }).from(activity).where(eq(activity.client_id, clientId)),
    listReceivedFiles(db, { clientIds: [clientId] }),
  ]);
  const consents = await listClientConsents(db, clientId);
  const { applicants: applicantRows, items: itemRows, sections: sectionRows } = application;

  const filesByRequest = new Map<number, SnapshotFile[]>();
  for (const f of received) {
    filesByRequest.set(f.request_id, [...(filesByRequest.get(f.request_id) ?? []), f]);
  }

  const sections: ApplicationSnapshot['sections'] = {};
  for (const s of sectionRows) sections[s.section] = { data: s.data, answers: s.answers };
  const answerers = new Set<number>();
  for (const s of sectionRows) for (const a of Object.values(s.answers)) answerers.add(a.user_id);
  const userNames = new Map<number, string>();
  if (answerers.size) {
    const rows = await db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(users)
      .where(inArray(users.id, [...answerers]));
    for (const u of rows) userNames.set(u.id, fullName(u) || u.email);
  }

  return {
    client: head.client,
    adviser: head.adviser,
    adviserUser: { first_name: head.user.first_name, last_name: head.user.last_name, email: head.user.email },
    logo: logoRows[0] ?? null,
    applicants: applicantRows,
    items: itemRows,
    sections,
    userNames,
    requests: requestRows.map((r) => ({ ...r, files: filesByRequest.get(r.id) ?? [] })),
    recentActivity: activityRows.map((a) => ({
      action: a.action,
      created_at: a.created_at,
      actor_name: a.first_name !== null ? fullName({ first_name: a.first_name, last_name: a.last_name ?? '' }) : '',
    })),
    activityCount: countRows[0]?.n ?? 0,
    consents,
  };
}
