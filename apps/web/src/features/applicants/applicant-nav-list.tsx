import {
  APPLICANT_LABELS,
  type ApplicantSummary,
  type ClientDetail,
  UNNAMED_APPLICANT,
} from '@brokerdesk/contract/constants';
import { Box, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { splitPrimary } from './applicant-order';
import { applicantPath } from './applicant-summary';

// Drag and drop is the adviser's: the client portal's download stays without it (docs/engineering-guide.md §5).
export const loadSortableApplicants = () => import('./sortable-applicants');
const SortableApplicants = lazy(loadSortableApplicants);

/**
 * One entry: its label (Applicant, Company or Trust) with the name, or '[None]', under it
 * (docs/spec/core-and-application.md §2, §3).
 */
export function ApplicantLink({ clientId, applicant }: { clientId: number; applicant: ApplicantSummary }) {
  const { pathname } = useLocation();
  const to = applicantPath(clientId, applicant.id);
  return (
    <MantineNavLink
      component={NavLink}
      to={to}
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

/** Room for the handle the movable entries have, so every name lines up. */
export const HANDLE_WIDTH = 20;

function PlainList({
  clientId,
  applicants,
  indent,
}: {
  clientId: number;
  applicants: ApplicantSummary[];
  indent: boolean;
}) {
  return applicants.map((a) => (
    <Group key={a.id} gap={0} wrap="nowrap">
      {indent && <Box w={HANDLE_WIDTH} aria-hidden="true" />}
      <ApplicantLink clientId={clientId} applicant={a} />
    </Group>
  ));
}

/**
 * The Applicants list (docs/spec/core-and-application.md §2 Application navigation). Advisers reorder by drag and drop;
 * the primary applicant is always first and has no handle. A client sees the list without handles (the order is the
 * adviser's: the server refuses a client's reorder).
 */
export function ApplicantNavList({ client, canReorder }: { client: ClientDetail; canReorder: boolean }) {
  const { primary, others } = splitPrimary(client.applicants);
  const plainOthers = <PlainList clientId={client.id} applicants={others} indent={canReorder} />;
  return (
    <Stack gap={2} data-testid="applicant-nav-list">
      {primary && <PlainList clientId={client.id} applicants={[primary]} indent={canReorder && others.length > 0} />}
      {canReorder && others.length > 0 ? (
        <Suspense fallback={plainOthers}>
          <SortableApplicants client={client} others={others} />
        </Suspense>
      ) : (
        plainOthers
      )}
    </Stack>
  );
}
