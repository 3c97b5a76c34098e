import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clients, documentRequests, files, users } from '../../../db/schema';
import { receivedFile } from './received-files.repo';

/**
 * Keeps the client's document counters right (docs/spec/core-and-application.md §3 num_documents_received): received
 * files as received-files.repo.ts defines them (what the zip holds); to review are those a client uploaded to a
 * request that waits for the broker. Counted again in the transaction of every change, so the numbers cannot drift
 * from the rows.
 */
export async function refreshDocumentCounters(db: Db, clientId: number): Promise<void> {
  const [row] = await db
    .select({
      received: sql<number>`count(*) filter (where ${receivedFile})::int`,
      toReview: sql<number>`count(*) filter (where ${files.review_state} = 'pending' and ${documentRequests.state} = 'uploaded' and ${users.role} = 'client')::int`,
    })
    .from(files)
    .innerJoin(documentRequests, eq(documentRequests.id, files.request_id))
    .leftJoin(users, eq(users.id, files.uploaded_by_user_id))
    .where(
      and(
        eq(files.client_id, clientId),
        eq(files.purpose, 'document'),
        isNull(files.deleted_at),
        isNull(documentRequests.deleted_at),
      ),
    );
  await db
    .update(clients)
    .set({ num_documents_received: row?.received ?? 0, num_documents_to_review: row?.toReview ?? 0 })
    .where(eq(clients.id, clientId));
}
