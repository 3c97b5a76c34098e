import { DOCUMENT_NEEDED_STATES } from '@brokerdesk/contract';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicants, documentRequests } from '../../db/schema';
import type { ItemScope } from './items.repo';

/**
 * How many documents the client still has to send (the contract's DOCUMENT_NEEDED_STATES), on applicants not deleted:
 * the navigation's Documents count, the client home's and the Submit page's lists.
 */
export async function countDocumentsNeeded(db: Db, scope: ItemScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequests)
    .innerJoin(applicants, and(eq(applicants.id, documentRequests.applicant_id), isNull(applicants.deleted_at)))
    .where(
      and(
        eq(documentRequests.client_id, scope.clientId),
        eq(documentRequests.adviser_id, scope.adviserId),
        isNull(documentRequests.deleted_at),
        inArray(documentRequests.state, [...DOCUMENT_NEEDED_STATES]),
      ),
    );
  return Number(row?.n ?? 0);
}
