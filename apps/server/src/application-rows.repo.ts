import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from './db/client';
import { applicants, applicationItems, applicationSections } from './db/schema';

/**
 * One client's application as it stands, read alike by the report (features/reports/application-snapshot.repo.ts)
 * and by an annual review's snapshot of last year (features/clients/reviews.repo.ts): its people (the primary first,
 * then in their order), its list items (by section and position) and its one-per-client pages, deleted rows left out.
 */
export async function loadApplicationRows(db: Db, clientId: number) {
  const [applicantRows, itemRows, sectionRows] = await Promise.all([
    db
      .select({ id: applicants.id, type: applicants.type, is_primary: applicants.is_primary, data: applicants.data })
      .from(applicants)
      .where(and(eq(applicants.client_id, clientId), isNull(applicants.deleted_at)))
      .orderBy(desc(applicants.is_primary), asc(applicants.position), asc(applicants.id)),
    db
      .select({
        id: applicationItems.id,
        applicant_id: applicationItems.applicant_id,
        section: applicationItems.section,
        kind: applicationItems.kind,
        data: applicationItems.data,
      })
      .from(applicationItems)
      .where(and(eq(applicationItems.client_id, clientId), isNull(applicationItems.deleted_at)))
      .orderBy(asc(applicationItems.section), asc(applicationItems.position), asc(applicationItems.id)),
    db
      .select({
        section: applicationSections.section,
        data: applicationSections.data,
        answers: applicationSections.answers,
      })
      .from(applicationSections)
      .where(eq(applicationSections.client_id, clientId)),
  ]);
  return { applicants: applicantRows, items: itemRows, sections: sectionRows };
}
