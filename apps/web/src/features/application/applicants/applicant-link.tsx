import { APPLICANT_LABELS, type ApplicantSummary, UNNAMED_APPLICANT } from '@brokerdesk/contract/constants';
import { NavLink as MantineNavLink } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { navEntryClass } from '../../../components/nav-entry';
import { applicantPath } from '../../../lib/paths';

/**
 * One entry of the Applicants list, fixed or movable: its label (Applicant, Company or Trust) with the name, or
 * '[None]', under it (docs/spec/core-and-application.md §2, §3).
 */
export function ApplicantLink({ clientId, applicant }: { clientId: number; applicant: ApplicantSummary }) {
  const { pathname } = useLocation();
  const to = applicantPath(clientId, applicant.id);
  return (
    <MantineNavLink
      component={NavLink}
      to={to}
      end
      className={navEntryClass}
      label={APPLICANT_LABELS[applicant.type]}
      description={applicant.name || UNNAMED_APPLICANT}
      active={pathname === to}
      style={{ flex: 1, minWidth: 0 }}
      styles={{ description: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      data-testid="applicant-nav-item"
      data-applicant-id={applicant.id}
    />
  );
}

/** Room for the handle the movable entries have, so every name lines up: 24 px, the smallest target WCAG 2.5.8 allows. */
export const HANDLE_WIDTH = 24;
