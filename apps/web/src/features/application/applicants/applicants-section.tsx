import { Group, Text } from '@mantine/core';
import { LoadOnIntent } from '../../../components/load-on-intent';
import type { ApplicantsSectionProps } from '../application-nav';
import { MissingBadge } from '../missing-badge';
import { AddApplicantButton } from './add-applicant-button';
import { ApplicantNavList } from './applicant-nav-list';

const loadAddMenu = () => import('./add-applicant-menu');

/**
 * The Applicants section the application navigation shows first (docs/spec/core-and-application.md §2 Application
 * navigation): its heading with the Add menu, what the profiles still need ('12 missing', read as answers still needed:
 * on a line of its own, so it does not read as a number of applicants), and the list.
 */
export function ApplicantsSection({ client, missing, canReorder }: ApplicantsSectionProps) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap={4} px="xs" pt={6} pb={missing ? 2 : 6}>
        <Text fz="xs" fw={700} c="dimmed">
          Applicants
        </Text>
        <LoadOnIntent
          load={loadAddMenu}
          standIn={(handlers) => <AddApplicantButton {...handlers} />}
          render={(AddApplicantMenu) => <AddApplicantMenu clientId={client.id} />}
        />
      </Group>
      {missing ? (
        <Group px="xs" pb={6} data-testid="applicants-missing">
          <MissingBadge missing={missing} />
        </Group>
      ) : null}
      <ApplicantNavList client={client} canReorder={canReorder} />
    </>
  );
}
