import type { User } from '@brokerdesk/contract/constants';
import { Menu } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../features/auth';
import { FeedbackModal } from '../../features/feedback';
import { rememberPortalAdviser } from '../../lib/public-branding';
import { accountMenu } from './menus';

/**
 * The header's account menu (docs/spec/core-and-application.md §2 Shell): the adviser's own pages (their other pages
 * are in the navigation under the header), Feedback and Logout. It
 * and the feedback form load when the user reaches for the menu, so a first visit does not download them (the portal's
 * first load; LoadOnIntent).
 */
export function AccountMenu({ me, target }: { me: User; target: ReactNode }) {
  const navigate = useNavigate();
  const [feedbackOpened, setFeedbackOpened] = useState(false);
  // Brokers, planners and clients can send feedback; administrators read it.
  const canSendFeedback = me.role !== 'admin';

  const signOut = async () => {
    // The client's logged-out page still wears their adviser's header.
    if (me.role === 'client') rememberPortalAdviser(me.branding);
    await logout();
    navigate(me.role === 'client' ? '/client/logged-out' : '/login', { replace: true });
  };

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          {accountMenu(me).map((item) => (
            <Menu.Item key={item.to} component={Link} to={item.to}>
              {item.label}
            </Menu.Item>
          ))}
          {canSendFeedback && <Menu.Item onClick={() => setFeedbackOpened(true)}>Feedback</Menu.Item>}
          {/* color gives the red hover; c the light red's readable text (Mantine's red item is 3.3:1). */}
          <Menu.Item color="red" c="var(--mantine-color-red-light-color)" onClick={signOut}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {canSendFeedback && <FeedbackModal opened={feedbackOpened} onClose={() => setFeedbackOpened(false)} />}
    </>
  );
}

export default AccountMenu;
