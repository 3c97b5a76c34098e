import { NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { HELP_PAGES, helpPath } from './help-routes';

/** The help pages' side navigation (docs/spec/core-and-application.md §2: help pages have one). */
export function HelpNav() {
  const { pathname } = useLocation();
  return (
    <Stack gap={2} data-testid="help-nav">
      <Text fz="xs" fw={700} c="dimmed" px="sm" py={6}>
        Help
      </Text>
      {HELP_PAGES.map((p) => (
        <MantineNavLink
          key={p.slug}
          component={NavLink}
          to={helpPath(p.slug)}
          label={p.title}
          active={pathname === helpPath(p.slug)}
        />
      ))}
    </Stack>
  );
}

export default HelpNav;
