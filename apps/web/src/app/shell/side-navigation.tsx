import type { User } from '@brokerdesk/contract/constants';
import { NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import { ApplicantsSection } from '../../features/applicants';
import { ApplicationNav } from '../../features/application';
import { HelpNav } from '../../features/help';
import { AdviserActionsOnDemand } from '../../features/lodgement';
import type { SideNav } from '../route-handle';
import { adviserSettingsLinks } from './menus';

/** Side navigation of the pages that have one (docs/spec/core-and-application.md §2 Shell). */
export function SideNavigation({ nav, me }: { nav: SideNav; me: User }) {
  const params = useParams();
  const { pathname } = useLocation();
  if (nav === 'adviser-settings') {
    const kind = params.plannerId ? 'planner' : 'broker';
    const id = Number(params.plannerId ?? params.brokerId ?? (kind === 'planner' ? me.planner_id : me.broker_id));
    return (
      <Stack gap={2}>
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
          Settings
        </Text>
        {adviserSettingsLinks(kind, id).map((link) => (
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
  if (nav === 'application')
    return <ApplicationNav me={me} applicants={ApplicantsSection} adviserActions={AdviserActionsOnDemand} />;
  if (nav === 'help')
    return (
      <Suspense fallback={null}>
        <HelpNav />
      </Suspense>
    );
  return null;
}
