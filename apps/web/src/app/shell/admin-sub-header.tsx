import { Group, UnstyledButton } from '@mantine/core';
import { NavLink, useNavigate } from 'react-router';
import { logout } from '../../features/auth';
import classes from './admin-sub-header.module.css';
import { ADMIN_LINKS } from './menus';

export function AdminSubHeader() {
  const navigate = useNavigate();
  return (
    <Group component="nav" aria-label="Administration" h={44} px="lg" gap={4} className={classes.bar}>
      {ADMIN_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className={classes.link}>
          {link.label}
        </NavLink>
      ))}
      <UnstyledButton
        className={classes.link}
        onClick={async () => {
          await logout();
          navigate('/login', { replace: true });
        }}
      >
        Logout
      </UnstyledButton>
    </Group>
  );
}
