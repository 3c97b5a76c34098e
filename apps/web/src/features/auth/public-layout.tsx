import { PRODUCT_NAME } from '@brokerdesk/contract/constants';
import { Anchor, Box, Center, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { DemoBanner } from '../../components/demo-banner';
import { NavigationProgress } from '../../components/navigation-progress';
import { MAIN_ID, SkipLink } from '../../components/skip-link';
import { useIsDemo } from '../meta';
import classes from './public-layout.module.css';

/** Signed-out pages: the product name above, the page, and the footer of docs/spec/core-and-application.md §2 Login. */
export function PublicLayout() {
  const isDemo = useIsDemo();
  return (
    <Box className={classes.page}>
      <SkipLink />
      {isDemo && <DemoBanner />}
      <NavigationProgress />
      <Box component="header" className={classes.top}>
        <Container size="lg" h="100%">
          <Group h="100%">
            <Anchor component={Link} to="/login" underline="never" c="white" fw={700} fz={22}>
              {PRODUCT_NAME}
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Center component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Center>
      <Box component="footer" className={classes.footer}>
        <Group justify="center" gap="lg" wrap="wrap">
          <Anchor component={Link} to="/login" fz="sm" c="dimmed">
            Login
          </Anchor>
          <Anchor component={Link} to="/contact" fz="sm" c="dimmed">
            Contact us
          </Anchor>
          <Anchor component={Link} to="/privacy" fz="sm" c="dimmed">
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to="/terms" fz="sm" c="dimmed">
            Terms of Service
          </Anchor>
        </Group>
        <Text ta="center" fz="xs" c="dimmed" mt="xs">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </Text>
      </Box>
    </Box>
  );
}
