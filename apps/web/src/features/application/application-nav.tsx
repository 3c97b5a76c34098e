import type { User } from '@brokerdesk/contract/constants';
import { Divider, Group, Loader, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink, useLocation } from 'react-router';
import { LoadOnIntent } from '../../components/load-on-intent';
import { UpgradeModalOnDemand } from '../home/upgrade-modal-on-demand';
import { AddApplicantButton } from './add-applicant-button';
import { useApplicationProgress, useClientDetail, useClientId } from './api';
import { ApplicantNavList } from './applicant-nav-list';
import { MissingBadge } from './missing-badge';

const loadAddMenu = () => import('./add-applicant-menu');

import { errorMessage } from '../../lib/api-client';
import { LockIcon } from './nav-icons';
import { allowedPages, isClientUser, type NavPage, navPages } from './nav-pages';

function Heading({ children }: { children: string }) {
  return (
    <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
      {children}
    </Text>
  );
}

/**
 * A locked page (docs/spec/core-and-application.md §4): shown disabled; a click explains why and offers the upgrade.
 */
function LockedPage({ page, onClick }: { page: NavPage; onClick: () => void }) {
  return (
    <MantineNavLink
      component="button"
      type="button"
      label={page.label}
      onClick={onClick}
      aria-disabled="true"
      rightSection={<LockIcon />}
      c="dimmed"
      style={{ opacity: 0.6 }}
      data-locked="true"
    />
  );
}

/**
 * The application navigation (docs/spec/core-and-application.md §2): the Applicants list with its Add menu, then the
 * fact-find pages with what each still needs, and View Activity for advisers. A client sees only the pages of their
 * `submit.pages`. On phones the shell shows it in its drawer (the header's menu button).
 */
export function ApplicationNav({ me }: { me: User }) {
  const clientId = useClientId();
  const { pathname } = useLocation();
  const { data: client, error } = useClientDetail(clientId);
  const { data: progress } = useApplicationProgress(clientId);
  const [upgradeOpened, upgrade] = useDisclosure(false);

  if (error)
    return (
      <Text c="red.7" fz="sm" px="sm">
        {errorMessage(error)}
      </Text>
    );
  if (!client) return <Loader size="sm" m="sm" aria-label="Loading the application" />;

  const allowed = allowedPages(me, client);
  const pages = navPages(me, client, progress);
  const isAdviser = !isClientUser(me);

  return (
    <Stack gap={2} data-testid="application-nav">
      {allowed.has('profile') && (
        <>
          <Group justify="space-between" wrap="nowrap" gap={4} px="xs" py={6}>
            <Group gap={6} wrap="nowrap">
              <Heading>Applicants</Heading>
              <MissingBadge missing={progress?.pages.profile.missing} />
            </Group>
            <LoadOnIntent
              load={loadAddMenu}
              standIn={(handlers) => <AddApplicantButton {...handlers} />}
              render={(AddApplicantMenu) => <AddApplicantMenu clientId={client.id} />}
            />
          </Group>
          <ApplicantNavList client={client} canReorder={isAdviser} />
          <Divider my="xs" />
        </>
      )}
      {pages.map((page) =>
        page.isLocked ? (
          <LockedPage key={page.key} page={page} onClick={upgrade.open} />
        ) : (
          <MantineNavLink
            key={page.key}
            component={NavLink}
            to={page.to}
            label={page.label}
            active={pathname === page.to}
            rightSection={<MissingBadge missing={page.missing} />}
          />
        ),
      )}
      {isAdviser && (
        <>
          <Divider my="xs" />
          <MantineNavLink
            component={NavLink}
            to={`/client/${client.id}/activity`}
            label="View Activity"
            active={pathname === `/client/${client.id}/activity`}
          />
        </>
      )}
      <UpgradeModalOnDemand opened={upgradeOpened} onClose={upgrade.close} />
    </Stack>
  );
}

export default ApplicationNav;
