import { DEFAULT_HEADER_BACKGROUND, type FirstFrame, firstFrame } from '@brokerdesk/contract/constants';
import { useLocation } from 'react-router';
import { DEMO_BANNER_HEIGHT, DemoBanner } from '../../components/demo-banner';
import { LAYOUT } from '../../lib/layout';
import { useIsDemo } from '../../lib/meta';
import classes from './app-layout.module.css';
import { SUB_HEADER_HEIGHT } from './sub-header-size';

/** The side navigation's width on a path, as the route table gives it; guessed here before the routes load. */
function sideNavWidth(frame: FirstFrame): number {
  if (frame === 'application') return LAYOUT.applicantNav;
  if (frame === 'settings') return LAYOUT.nav;
  return 0;
}

/** Grey bars of these widths (per cent) stand for lines of text. */
const Lines = ({ widths }: { widths: number[] }) =>
  widths.map((width) => <div key={width} className={classes.placeholder} style={{ width: `${width}%` }} />);

/**
 * What a first visit shows while the session check and the page load (the 'app' route's HydrateFallback):
 * the shell's frame in the product's colours, with the navigation and the page as grey placeholders, so nothing
 * paints blank. It knows no user yet: the bar under the header is drawn where only advisers and administrators go (a
 * client's pages may be a client's own, which have none). Plain elements only: it is on every first load.
 */
export function ShellFallback() {
  const { pathname } = useLocation();
  const isDemo = useIsDemo();
  const frame = firstFrame(pathname);
  const hasBar = frame !== 'client' && frame !== 'application';
  const navWidth = sideNavWidth(frame);
  const headerHeight = LAYOUT.header + (hasBar ? SUB_HEADER_HEIGHT : 0) + (isDemo ? DEMO_BANNER_HEIGHT : 0);
  const sizes = { '--header-height': `${headerHeight}px`, '--navbar-width': `${navWidth}px` } as React.CSSProperties;
  const withNav = navWidth > 0 || undefined;
  return (
    <div style={sizes} className={classes.shell} data-with-navbar={withNav} data-testid="shell-fallback">
      <div className={classes.header}>
        {isDemo && <DemoBanner />}
        <div style={{ height: LAYOUT.header, background: DEFAULT_HEADER_BACKGROUND }} />
        {hasBar && <div className={classes.barSpace} />}
      </div>
      {withNav && (
        <div className={classes.navbar}>
          <Lines widths={[70, 55, 80, 60, 75, 50]} />
        </div>
      )}
      <main className={classes.main} data-with-navbar={withNav} aria-busy="true">
        <p className={classes.loading}>Loading…</p>
        <div className={classes.fallbackPage}>
          <Lines widths={[40, 100, 92, 85]} />
        </div>
      </main>
    </div>
  );
}
