import { MESSAGES } from '@brokerdesk/contract';
import { AppShell, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress';
import { useMe } from '../../features/users/api';
import { setUnauthenticatedHandler } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { clearToken, onTokenRemovedElsewhere } from '../../lib/session';
import type { RouteHandle } from '../router';
import { LAYOUT } from '../theme';
import { AdminSubHeader } from './admin-sub-header';
import { AppHeader } from './app-header';
import { SideNavigation } from './side-navigation';

/** The signed-in shell: header, the admin sub-header, and side navigation only where the spec puts it. */
export function AppLayout() {
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const nav = [...useMatches()].reverse().find((m) => (m.handle as RouteHandle | undefined)?.nav)?.handle as
    | RouteHandle
    | undefined;

  // core §4 Session expiry: the token removed in another tab ends this one too.
  useEffect(
    () =>
      onTokenRemovedElsewhere(() => {
        window.alert(MESSAGES.sessionExpired);
        queryClient.clear();
        navigate('/login', { replace: true });
      }),
    [navigate],
  );

  // The server ended the session mid-use (signed out elsewhere, password changed): say so, offer to sign in.
  useEffect(() => {
    setUnauthenticatedHandler(() => {
      clearToken();
      queryClient.clear();
      const wanted = window.location.pathname + window.location.search;
      navigate(`/logged-out?redirect=${encodeURIComponent(wanted)}`, { replace: true });
    });
  }, [navigate]);

  useEffect(() => closeNav(), [location.pathname]);

  const subHeader = me.is_admin ? 44 : 0;
  return (
    <AppShell
      header={{ height: LAYOUT.header + subHeader }}
      navbar={
        nav?.nav
          ? { width: navWidth(nav.nav, me.is_admin), breakpoint: 'sm', collapsed: { mobile: !navOpened } }
          : undefined
      }
      padding="lg"
    >
      <AppShell.Header withBorder={false}>
        <NavigationProgress />
        <AppHeader
          me={me}
          burger={
            nav?.nav ? (
              <Burger opened={navOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label="Menu" />
            ) : null
          }
        />
        {me.is_admin && <AdminSubHeader />}
      </AppShell.Header>
      {nav?.nav && (
        <AppShell.Navbar p="sm">
          <SideNavigation nav={nav.nav} me={me} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

export { AppLayout as Component };

/** core §2 Shell layout sizes: navigation 200, admin navigation 220, applicant navigation 220. */
function navWidth(nav: string, isAdmin: boolean): number {
  if (nav === 'application') return LAYOUT.applicantNav;
  return isAdmin ? LAYOUT.adminNav : LAYOUT.nav;
}
