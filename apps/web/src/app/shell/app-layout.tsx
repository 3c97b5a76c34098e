import { ApiError, SHELL_MESSAGES, type User } from '@brokerdesk/contract/constants';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { DEMO_BANNER_HEIGHT, DemoBanner } from '../../components/demo-banner';
import { NavigationProgress } from '../../components/navigation-progress';
import { NotFoundPage } from '../../components/not-found-page';
import { OfflineBanner } from '../../components/offline-banner';
import { MAIN_ID, SkipLink } from '../../components/skip-link';
import { clientDetailQuery } from '../../features/clients';
import { setUnauthenticatedHandler } from '../../lib/api-client';
import { LAYOUT } from '../../lib/layout';
import { useMe } from '../../lib/me';
import { useIsDemo } from '../../lib/meta';
import { registerPortalWorker, unregisterPortalWorker } from '../../lib/offline/service-worker-registration';
import { usePortalHomeScreen } from '../../lib/portal-home-screen';
import { queryClient } from '../../lib/query-client';
import { clearToken, onTokenRemovedElsewhere } from '../../lib/session';
import type { RouteHandle, SideNav } from '../route-handle';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { SectionsButton } from './sections-button';
import { SideNavigation } from './side-navigation';
import { hasSubHeader, SUB_HEADER_HEIGHT } from './sub-header-size';

// Loaded only for an adviser still verifying their email, so the client portal's first load does not carry it.
const UnverifiedEmailBanner = lazy(() =>
  import('../../features/users').then((m) => ({ default: m.UnverifiedEmailBanner })),
);
// An adviser's and an administrator's pieces, which a client never sees: loaded on their own, so the client portal's
// first load stays within its budget (decision 011). Their places are held while they load, so nothing moves.
const SubHeader = lazy(() => import('./sub-header'));
const ApplicationHeader = lazy(() => import('./application-header'));

/** Whether the client of an application page answered 404 (not this viewer's, or gone); false while it loads. */
function useClientGone(clientId: number): boolean {
  const detail = useQuery({ ...clientDetailQuery(clientId), enabled: clientId > 0, retry: false });
  return detail.error instanceof ApiError && detail.error.status === 404;
}

/** A window too short to keep the header in sight (app-layout.module.css scrolls it away there). */
const SHORT_WINDOW = '(max-height: 499.98px)';

/** A client on their own pages, who has no application header (an administrator's role is never 'client'). */
const isClientUser = (me: User) => me.role === 'client' && !me.is_admin;

/** A broker or planner who signed up and has not yet followed their verification link (decision 016). */
const needsEmailVerification = (me: User) => !me.email_verified && (me.role === 'broker' || me.role === 'planner');

/**
 * The signed-in shell: header, the bar under it (the admin sub-header, or an adviser's navigation), and side navigation
 * only where the spec puts it; a client's pages open with the application header for advisers.
 */
export function AppLayout() {
  const me = useMe();
  const isDemo = useIsDemo();
  const navigate = useNavigate();
  const location = useLocation();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const matched = [...useMatches()].reverse().find((m) => (m.handle as RouteHandle | undefined)?.nav);
  const clientGone = useClientGone(
    (matched?.handle as RouteHandle | undefined)?.nav === 'application' ? Number(matched?.params.clientId) : 0,
  );
  // Another adviser's client (or one deleted) answers 404: the page of a wrong address, with no application frame.
  const nav = clientGone ? undefined : (matched?.handle as RouteHandle | undefined);
  // A client's pages can be added to a phone's home screen as their adviser's portal.
  usePortalHomeScreen(isClientUser(me) ? me.branding : null);

  // docs/spec/core-and-application.md §4 Session expiry: the token removed in another tab ends this one too.
  useEffect(
    () =>
      onTokenRemovedElsewhere(() => {
        window.alert(SHELL_MESSAGES.sessionExpired);
        queryClient.clear();
        void import('../../lib/offline/phone-store').then((m) => m.forgetWhatThePhoneKept());
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

  // A client's portal works offline (docs/decisions/045-portal-offline.md): the service worker keeps its pages, and
  // answers typed with no connection are kept on the phone and sent when it returns. An adviser's pages do not. The
  // queue's code comes with the pages that have fields, not with every page's first load.
  const isClient = isClientUser(me);
  useEffect(() => {
    if (!isClient) {
      unregisterPortalWorker();
      return;
    }
    registerPortalWorker();
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../../lib/offline/phone-store').then((m) => {
      if (!ended) stop = m.keepAnswersFor(me.id);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [isClient, me.id]);

  // Escape closes the phone's Sections sheet, as it closes every other sheet, and gives focus back to its button.
  useEffect(() => {
    if (!navOpened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeNav();
      document.querySelector<HTMLElement>('[data-testid="sections-button"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpened, closeNav]);

  const hasBar = hasSubHeader(me);
  const subHeader = hasBar ? SUB_HEADER_HEIGHT : 0;
  const headerHeight = LAYOUT.header + subHeader + (isDemo ? DEMO_BANNER_HEIGHT : 0);
  // A control reached with Tab is scrolled clear of the fixed header, not under it (WCAG 2.4.11 Focus Not Obscured); in
  // a short window the header scrolls away and covers nothing.
  const isShortWindow = useMediaQuery(SHORT_WINDOW) ?? false;
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingTop = `${isShortWindow ? 8 : headerHeight + 8}px`;
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, [headerHeight, isShortWindow]);
  const sizes = {
    '--header-height': `${headerHeight}px`,
    '--navbar-width': nav?.nav ? `${navWidth(nav.nav, me.is_admin)}px` : '0px',
  } as React.CSSProperties;
  // A light layout of our own rather than Mantine's AppShell, which brings a scroll lock and resize handling the
  // client portal's first load cannot afford.
  return (
    <div style={sizes} className={classes.shell} data-with-navbar={nav?.nav ? true : undefined}>
      <SkipLink />
      <header className={classes.header}>
        {isDemo && <DemoBanner />}
        <NavigationProgress />
        <AppHeader
          me={me}
          burger={
            nav?.nav ? <SectionsButton opened={navOpened} onClick={toggleNav} controls="side-navigation" /> : null
          }
        />
        {hasBar && (
          <Suspense fallback={<div className={classes.barSpace} />}>
            <SubHeader me={me} />
          </Suspense>
        )}
      </header>
      {nav?.nav && (
        <nav
          id="side-navigation"
          aria-label={SIDE_NAV_NAMES[nav.nav]}
          className={classes.navbar}
          data-opened={navOpened || undefined}
        >
          <SideNavigation nav={nav.nav} me={me} />
        </nav>
      )}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main} data-with-navbar={nav?.nav ? true : undefined}>
        {isClient && <OfflineBanner />}
        {needsEmailVerification(me) && (
          <Suspense fallback={null}>
            <UnverifiedEmailBanner me={me} />
          </Suspense>
        )}
        {nav?.nav === 'application' && !isClientUser(me) && (
          <Suspense fallback={<div className={classes.applicationHeaderSpace} />}>
            <ApplicationHeader me={me} />
          </Suspense>
        )}
        {nav?.help && (
          <div className={classes.helpLink}>
            <Link
              to={`/help/${nav.help}`}
              aria-label="Help with this page"
              title="Help with this page"
              data-testid="page-help-link"
            >
              ?
            </Link>
          </div>
        )}
        {clientGone ? <NotFoundPage /> : <Outlet />}
      </main>
    </div>
  );
}

export { AppLayout as Component };

/** The side navigation's landmark name, apart from the other navigation landmarks of the page. */
const SIDE_NAV_NAMES: Record<SideNav, string> = {
  application: 'Application',
  'adviser-settings': 'Settings',
  help: 'Help',
};

/**
 * docs/spec/core-and-application.md §2 Shell layout sizes: navigation 200, admin navigation 220, applicant navigation
 * 220.
 */
function navWidth(nav: string, isAdmin: boolean): number {
  if (nav === 'application') return LAYOUT.applicantNav;
  return isAdmin ? LAYOUT.adminNav : LAYOUT.nav;
}
