import { type ApplicantSummary, type ClientDetail, orderedApplicants } from '@brokerdesk/contract/constants';

/** The order of a client's applicants (docs/spec/core-and-application.md §2 Application navigation). */

/**
 * The primary applicant first (it never moves), then the others in their saved order: the order of the fact-find's
 * steps too (contract application/steps.ts).
 */
export function splitPrimary(applicants: readonly ApplicantSummary[]): {
  primary: ApplicantSummary | undefined;
  others: ApplicantSummary[];
} {
  const sorted = orderedApplicants(applicants);
  const primary = sorted.find((a) => a.is_primary);
  return { primary, others: sorted.filter((a) => a !== primary) };
}

/** The ids to save after moving one of the others from one place to another; the primary stays first. */
export function reorderedIds(
  applicants: readonly ApplicantSummary[],
  activeId: number,
  overId: number,
): number[] | null {
  const { primary, others } = splitPrimary(applicants);
  const from = others.findIndex((a) => a.id === activeId);
  const to = others.findIndex((a) => a.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const moved = [...others];
  const [item] = moved.splice(from, 1);
  if (item) moved.splice(to, 0, item);
  return [...(primary ? [primary.id] : []), ...moved.map((a) => a.id)];
}

/** The client with its applicants in the order given (the ids name every applicant once). */
export function withApplicantOrder(detail: ClientDetail, applicantIds: readonly number[]): ClientDetail {
  const byId = new Map(detail.applicants.map((a) => [a.id, a]));
  const applicants = applicantIds.flatMap((id, position) => {
    const a = byId.get(id);
    return a ? [{ ...a, position }] : [];
  });
  return { ...detail, applicants };
}
