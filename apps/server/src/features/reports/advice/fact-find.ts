import { EXPENSE_CATEGORIES, type FactFind } from '@brokerdesk/contract';
import type { ApplicationSnapshot } from '../application-snapshot.repo';
import { snapshotNames } from '../report-names';

/** The advice tools' view of a client's fact-find, from the snapshot the report reads (one reading of the answers). */
export function factFindOf(s: ApplicationSnapshot): FactFind {
  const names = snapshotNames(s);
  return {
    applicants: s.applicants.map((a) => ({ id: a.id, type: a.type, name: names.applicant(a.id), data: a.data })),
    items: s.items,
    requirement: s.sections.requirement?.data ?? {},
    expense: s.sections.expense?.data ?? {},
    expenseCategories: EXPENSE_CATEGORIES.map(([c]) => c),
  };
}
