import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activity,
  applicants,
  applicationItems,
  applicationSections,
  clientMessages,
  clientLogins,
  clientStrategies,
  clients,
  consents,
  documentRequests,
  documentTypes,
  emails,
  feedback,
  files,
  leadSubmissions,
  lodgements,
  messageThreads,
  recoveryCodes,
  reportTokens,
  resumableUploads,
  reviews,
  sessions,
  tasks,
  users,
  userTokens,
} from '../../db/schema';

/**
 * The clients whose keeping period has passed (Privacy Act APP 11.2): lodged, archived or deleted, with no activity
 * since `before`. Deleted rows count too: a deleted client is kept, unseen, until then.
 */
export async function clientsPastRetention(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        or(eq(clients.status, 'lodged'), eq(clients.client_type, 'archived'), isNotNull(clients.deleted_at)),
        lt(
          sql`greatest(${clients.last_activity_at}, coalesce(${clients.deleted_at}, ${clients.last_activity_at}))`,
          before,
        ),
      ),
    )
    .orderBy(clients.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface DestroyedRows {
  adviserId: number;
  rows: number;
  /** Every stored object of the client (originals, previews, thumbnails), to remove once the rows are gone. */
  storageKeys: string[];
}

/**
 * Deletes every row of one client, for good, in one transaction the caller holds: its application, documents,
 * files, messages, lodgements, report links, emails and feedback, its activity, and its portal sign-in with that
 * user's sessions, links and sign-in events. Null when the client is gone already (another instance got there).
 */
export async function deleteClientRows(tx: Db, clientId: number): Promise<DestroyedRows | null> {
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
  if (!client) return null;
  const fileRows = await tx
    .select({
      id: files.id,
      key: files.storage_key,
      preview: files.preview_storage_key,
      thumb: files.thumbnail_storage_key,
    })
    .from(files)
    .where(eq(files.client_id, clientId));
  const storageKeys = fileRows.flatMap((f) => [f.key, f.preview, f.thumb]).filter((k): k is string => k !== null);
  // The primary applicant's sign-in and those of the application's other people.
  const loginUserIds = (
    await tx.select({ id: clientLogins.user_id }).from(clientLogins).where(eq(clientLogins.client_id, clientId))
  ).map((r) => r.id);
  const userIds = [...(client.user_id ? [client.user_id] : []), ...loginUserIds];
  const people =
    userIds.length > 0
      ? await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(inArray(users.id, userIds), eq(users.role, 'client')))
      : [];
  let rows = 0;
  const count = async (deleted: Promise<unknown[]>) => {
    rows += (await deleted).length;
  };
  await count(
    tx.delete(clientMessages).where(eq(clientMessages.client_id, clientId)).returning({ id: clientMessages.id }),
  );
  await count(
    tx.delete(messageThreads).where(eq(messageThreads.client_id, clientId)).returning({ id: messageThreads.client_id }),
  );
  await count(
    tx.delete(reportTokens).where(eq(reportTokens.client_id, clientId)).returning({ id: reportTokens.client_id }),
  );
  // After the report links, which may name a review.
  await count(tx.delete(reviews).where(eq(reviews.client_id, clientId)).returning({ id: reviews.id }));
  await count(tx.delete(lodgements).where(eq(lodgements.client_id, clientId)).returning({ id: lodgements.id }));
  await count(
    tx.delete(leadSubmissions).where(eq(leadSubmissions.client_id, clientId)).returning({ id: leadSubmissions.id }),
  );
  await count(tx.delete(consents).where(eq(consents.client_id, clientId)).returning({ id: consents.id }));
  await count(tx.delete(tasks).where(eq(tasks.client_id, clientId)).returning({ id: tasks.id }));
  await count(
    tx
      .delete(clientStrategies)
      .where(eq(clientStrategies.client_id, clientId))
      .returning({ id: clientStrategies.client_id }),
  );
  await count(tx.delete(files).where(eq(files.client_id, clientId)).returning({ id: files.id }));
  await count(
    tx.delete(documentRequests).where(eq(documentRequests.client_id, clientId)).returning({ id: documentRequests.id }),
  );
  await count(
    tx.delete(documentTypes).where(eq(documentTypes.client_id, clientId)).returning({ id: documentTypes.id }),
  );
  await count(
    tx.delete(applicationItems).where(eq(applicationItems.client_id, clientId)).returning({ id: applicationItems.id }),
  );
  await count(
    tx
      .delete(applicationSections)
      .where(eq(applicationSections.client_id, clientId))
      .returning({ id: applicationSections.id }),
  );
  await count(tx.delete(clientLogins).where(eq(clientLogins.client_id, clientId)).returning({ id: clientLogins.id }));
  await count(tx.delete(applicants).where(eq(applicants.client_id, clientId)).returning({ id: applicants.id }));
  await count(tx.delete(feedback).where(eq(feedback.client_id, clientId)).returning({ id: feedback.id }));
  await count(
    tx
      .delete(emails)
      .where(
        people.length > 0
          ? or(
              eq(emails.client_id, clientId),
              inArray(
                emails.to_address,
                people.map((p) => p.email),
              ),
            )
          : eq(emails.client_id, clientId),
      )
      .returning({ id: emails.id }),
  );
  await count(tx.delete(activity).where(eq(activity.client_id, clientId)).returning({ id: activity.id }));
  await count(tx.delete(clients).where(eq(clients.id, clientId)).returning({ id: clients.id }));
  for (const user of people) {
    await count(tx.delete(feedback).where(eq(feedback.user_id, user.id)).returning({ id: feedback.id }));
    await count(tx.delete(activity).where(eq(activity.actor_user_id, user.id)).returning({ id: activity.id }));
    await count(tx.delete(sessions).where(eq(sessions.user_id, user.id)).returning({ id: sessions.id }));
    await count(tx.delete(userTokens).where(eq(userTokens.user_id, user.id)).returning({ id: userTokens.id }));
    await count(tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, user.id)).returning({ id: recoveryCodes.id }));
    await count(
      tx.delete(resumableUploads).where(eq(resumableUploads.user_id, user.id)).returning({ id: resumableUploads.id }),
    );
    // Only a client's own sign-in: a user who is anything else is never removed here.
    await count(
      tx
        .delete(users)
        .where(and(eq(users.id, user.id), eq(users.role, 'client')))
        .returning({ id: users.id }),
    );
  }
  return { adviserId: client.adviser_id, rows, storageKeys };
}
