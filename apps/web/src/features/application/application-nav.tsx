import type { ClientDetail, User } from '@brokerdesk/contract/constants';
import { Divider, NavLink as MantineNavLink, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { navEntryClass } from '../../components/nav-entry';
import { UpgradeModalOnDemand } from '../../components/upgrade-modal-on-demand';
import { errorMessage } from '../../lib/api-client';
import { useClientId } from '../../lib/route-params';
import { useClientDetail } from '../clients';
import { messagesPath, UnreadCount } from '../messages';
import { useApplicationProgress } from './api';
import { ApplicantsSection as ApplicantsList } from './applicants/applicants-section';
import { MissingBadge } from './missing-badge';
import { allowedPages, isClientUser, isEntryOpen, type NavPage, navPages } from './nav-pages';

// Advisers only, once the client has sent a file: loaded then, so the portal's first load does not carry it.
const DownloadAllEntry = lazy(() => import('./download-all'));

import { LockIcon } from './nav-icons';

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
function LockedPage({ page, isCurrent, onClick }: { page: NavPage; isCurrent: boolean; onClick: () => void }) {
  return (
    <MantineNavLink
      component="button"
      type="button"
      label={page.label}
      onClick={onClick}
      aria-disabled="true"
      // An adviser may reach a locked page with Next: it is still where they are.
      aria-current={isCurrent ? 'page' : undefined}
      active={isCurrent}
      className={navEntryClass}
      rightSection={<LockIcon />}
      c="dimmed"
      style={{ opacity: 0.6 }}
      data-locked="true"
    />
  );
}

/** The navigation's shape while the client loads: the Applicants heading and entries, then the pages. */
function NavSkeleton() {
  return (
    <Stack gap={2} aria-busy="true" data-testid="application-nav-skeleton">
      <VisuallyHidden role="status">Loading the application</VisuallyHidden>
      <Stack gap={10} px="xs" py={8} aria-hidden="true">
        <Skeleton height={12} width="45%" radius="sm" />
        <Skeleton height={34} radius="sm" />
      </Stack>
      <Divider my="xs" />
      <Stack gap={14} px="xs" py={6} aria-hidden="true">
        {[70, 45, 55, 80, 65, 40].map((width) => (
          <Skeleton key={width} height={14} width={`${width}%`} radius="sm" />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The application navigation (docs/spec/core-and-application.md §2): the Applicants list with its Add menu, then the
 * fact-find pages with what each still needs, Messages, and Download All Documents for advisers. A client sees only
 * the pages of their `submit.pages`. The entry of the page open is marked (aria-current="page" and a bar at its edge).
 * On phones the shell shows it in its drawer (the header's Sections button). The broker's actions (View Report,
 * Upload, View Activity) sit in the application header (app/shell/application-header.tsx), in sight beside the name.
 */
export function ApplicationNav({
  me,
  applicants: ApplicantsSection = ApplicantsList,
  adviserPages: AdviserPages,
}: {
  me: User;
  /** The Applicants section drawn first: this feature's own unless another is given. */
  applicants?: ComponentType<ApplicantsSectionProps>;
  /** The adviser's own pages after the steps (Serviceability and Strategies, the reports feature's, passed in by the shell). */
  adviserPages?: ComponentType<{ client: ClientDetail; onLocked: () => void }>;
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
  if (!client) return <NavSkeleton />;

  const allowed = allowedPages(me, client);
  const pages = navPages(me, client, progress, pathname);
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
          <LockedPage key={page.key} page={page} isCurrent={isEntryOpen(page, pathname)} onClick={upgrade.open} />
        ) : (
          <MantineNavLink
            key={page.key}
            component={NavLink}
            to={page.to}
            end
            label={page.label}
            active={isEntryOpen(page, pathname)}
            className={navEntryClass}
            rightSection={<MissingBadge missing={page.missing} unit={page.unit} />}
          />
        ),
      )}
      {isAdviser && AdviserPages && (
        <Suspense fallback={null}>
          <AdviserPages client={client} onLocked={upgrade.open} />
        </Suspense>
      )}
      <Divider my="xs" />
      <MessagesEntry clientId={client.id} isCurrent={pathname === messagesPath(client.id)} />
      {isAdviser && client.num_documents_received > 0 && (
        <Suspense fallback={null}>
          <DownloadAllEntry client={client} isLocked={client.locked && !me.is_admin} onLocked={upgrade.open} />
        </Suspense>
      )}
      <UpgradeModalOnDemand opened={upgradeOpened} onClose={upgrade.close} />
    </Stack>
  );
}

/**
 * Messages with the unread count (docs/decisions/022-leads-messages-help.md), for the client and the adviser. The count
 * loads on its own, just after the navigation draws, so the portal's first load does not carry it (decision 011).
 */
function MessagesEntry({ clientId, isCurrent }: { clientId: number; isCurrent: boolean }) {
  return (
    <MantineNavLink
      component={NavLink}
      to={messagesPath(clientId)}
      end
      label="Messages"
      active={isCurrent}
      className={navEntryClass}
      data-testid="messages-nav"
      rightSection={
        <Suspense fallback={null}>
          <UnreadCount clientId={clientId} />
        </Suspense>
      }
    />
  );
}

export default ApplicationNav;
