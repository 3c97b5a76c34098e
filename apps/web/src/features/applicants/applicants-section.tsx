import { Group, Text } from '@mantine/core';
import { LoadOnIntent } from '../../components/load-on-intent';
import type { ApplicantsSectionProps } from '../application';
import { MissingBadge } from '../application';
import { AddApplicantButton } from './add-applicant-button';
import { ApplicantNavList } from './applicant-nav-list';

const loadAddMenu = () => import('./add-applicant-menu');

/**
 * The Applicants section the application navigation shows first (docs/spec/core-and-application.md §2 Application
 * navigation): its heading with what the profiles still need, the Add menu, and the list.
 */
export function ApplicantsSection({ client, missing, canReorder }: ApplicantsSectionProps) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap={4} px="xs" py={6}>
        <Group gap={6} wrap="nowrap">
          <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
            Applicants
          </Text>
          <MissingBadge missing={missing} />
        </Group>
        <LoadOnIntent
          load={loadAddMenu}
          standIn={(handlers) => <AddApplicantButton {...handlers} />}
          render={(AddApplicantMenu) => <AddApplicantMenu clientId={client.id} />}
        />
      </Group>
      <ApplicantNavList client={client} canReorder={canReorder} />
    </>
  );
}
