import type { User } from '@brokerdesk/contract/constants';
import { NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import { ApplicationNav } from '../../features/application';
import { HelpNav } from '../../features/help';
import { useAdviserDetail } from '../../lib/adviser';
import type { SideNav } from '../route-handle';
import { adviserSettingsLinks } from './menus';

// An adviser's Serviceability and Strategies entries, loaded on their own so the client portal does not carry them.
const AdviceEntriesOnDemand = lazy(() => import('../../features/reports').then((m) => ({ default: m.AdviceEntries })));

/** Side navigation of the pages that have one (docs/spec/core-and-application.md §2 Shell). */
export function SideNavigation({ nav, me }: { nav: SideNav; me: User }) {
  const params = useParams();
  const { pathname } = useLocation();
  if (nav === 'adviser-settings') {
    const kind = params.plannerId ? 'planner' : 'broker';
    const id = Number(params.plannerId ?? params.brokerId ?? (kind === 'planner' ? me.planner_id : me.broker_id));
    return <AdviserSettingsNav me={me} kind={kind} id={id} pathname={pathname} />;
  }
  if (nav === 'application') return <ApplicationNav me={me} adviserPages={AdviceEntriesOnDemand} />;
  if (nav === 'help')
    return (
      <Suspense fallback={null}>
        <HelpNav />
      </Suspense>
    );
  return null;
}

/** The settings pages' links for the adviser whose settings they are (an administrator may look at anyone's). */
function AdviserSettingsNav({
  me,
  kind,
  id,
  pathname,
}: {
  me: User;
  kind: 'broker' | 'planner';
  id: number;
  pathname: string;
}) {
  const own = (kind === 'broker' ? me.broker_id : me.planner_id) === id;
  const detail = useAdviserDetail(useMemo(() => ({ kind, id }), [kind, id]));
  const suspended = detail.data?.suspended ?? false;
  return (
    <Stack gap={2}>
      <Text fz="xs" fw={700} c="dimmed" px="sm" py={6}>
        Settings
      </Text>
      {adviserSettingsLinks(kind, id, { own, suspended }).map((link) => (
        <MantineNavLink
          key={link.to}
          component={NavLink}
          to={link.to}
          label={link.label}
          active={pathname === link.to}
        />
      ))}
    </Stack>
  );
}
