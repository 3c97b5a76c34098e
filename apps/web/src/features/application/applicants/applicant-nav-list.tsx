import type { ApplicantSummary, ClientDetail } from '@brokerdesk/contract/constants';
import { Box, Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { splitPrimary } from '../../clients';
import { ApplicantLink, HANDLE_WIDTH } from './applicant-link';

// Drag and drop is the adviser's: the client portal's download stays without it (docs/engineering-guide.md §5).
export const loadSortableApplicants = () => import('./sortable-applicants');
const SortableApplicants = lazy(loadSortableApplicants);

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
