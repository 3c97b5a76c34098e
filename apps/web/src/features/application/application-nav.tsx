import type { ClientDetail, User } from '@brokerdesk/contract/constants';
import { Divider, Loader, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ComponentType } from 'react';
import { NavLink, useLocation } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { UpgradeModalOnDemand } from '../billing';
import { useApplicationProgress, useClientDetail, useClientId } from './api';
import { MissingBadge } from './missing-badge';
import { LockIcon } from './nav-icons';
import { allowedPages, isClientUser, type NavPage, navPages } from './nav-pages';

/** What the navigation gives the Applicants section it shows first. */
export interface ApplicantsSectionProps {
  client: ClientDetail;
  /** Required answers the applicants' profiles still miss (application/progress). */
  missing: number | undefined;
  /** Advisers reorder the applicants; a client sees them in the adviser's order. */
  canReorder: boolean;
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
 *
 * The Applicants section is the applicants feature's, and that feature builds on this one (its profile pages use the
 * fact-find frame and fields), so the shell passes the section in rather than this feature importing it back.
 */
export function ApplicationNav({
  me,
  applicants: ApplicantsSection,
}: {
  me: User;
  applicants: ComponentType<ApplicantsSectionProps>;
}) {
  const clientId = useClientId();
  const { pathname } = useLocation();
  const { data: client, error } = useClientDetail(clientId);
  const { data: progress } = useApplicationProgress(clientId);
  const [upgradeOpened, upgrade] = useDisclosure(false);

  if (error)
    return (
      <Text c="red" fz="sm" px="sm">
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
          <ApplicantsSection client={client} missing={progress?.pages.profile.missing} canReorder={isAdviser} />
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
