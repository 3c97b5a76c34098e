import type { User } from '@brokerdesk/contract/constants';
import { UnstyledButton } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { logout } from '../../features/auth';
import { useSignedInSuspended } from '../../lib/adviser';
import { PaletteLauncher } from '../palette/palette-launcher';
import { ADMIN_LINKS, adviserNavLinks, currentness, type MenuLink } from './menus';
import classes from './sub-header.module.css';

/** The sub-header's entries for this viewer: the administrator's pages, or a broker's or planner's; none for a client. */
export function subHeaderLinks(me: User, suspended = false): MenuLink[] {
  return me.is_admin ? ADMIN_LINKS : adviserNavLinks(me, suspended);
}

/**
 * The bar under the header: the admin sub-header of docs/spec/core-and-application.md §2 Shell (its links, then
 * Logout), and in the same place and look the navigation of brokers and planners. The entry for where the
 * viewer is is marked (aria-current). At its end, the Search button of the command palette
 * (docs/decisions/040-command-palette.md). On a phone the bar scrolls sideways rather than wrapping.
 */
export function SubHeader({ me }: { me: User }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const links = subHeaderLinks(me, useSignedInSuspended(me));
  if (links.length === 0) return null;
  return (
    <div className={classes.bar} data-testid="sub-header">
      <nav aria-label={me.is_admin ? 'Administration' : 'Main'} className={classes.links}>
        {links.map((link) => {
          const current = currentness(link, pathname);
          return (
            <Link
              key={link.to}
              to={link.to}
              className={classes.link}
              aria-current={current}
              data-active={current && true}
            >
              {link.label}
            </Link>
          );
        })}
        {me.is_admin && (
          <UnstyledButton
            className={classes.link}
            onClick={async () => {
              await logout();
              navigate('/login', { replace: true });
            }}
          >
            Logout
          </UnstyledButton>
        )}
      </nav>
      {/* Beside the navigation, not in it: it opens a search, not a page. */}
      <PaletteLauncher me={me} />
    </div>
  );
}

export default SubHeader;
