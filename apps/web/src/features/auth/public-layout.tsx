import {
  headerTextColour,
  PRODUCT_NAME,
  type PublicBranding,
  readableTextColour,
} from '@brokerdesk/contract/constants';
import { Anchor, Box, Center, Container, Group, Image, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { DemoBanner } from '../../components/demo-banner';
import { NavigationProgress } from '../../components/navigation-progress';
import { MAIN_ID, SkipLink } from '../../components/skip-link';
import { useIsDemo } from '../../lib/meta';
import type { PublicLayoutContext } from '../../lib/public-branding';
import classes from './public-layout.module.css';

/**
 * Signed-out pages: the product name above, the page, and the footer of docs/spec/core-and-application.md §2 Login.
 * A page that belongs to an adviser (lib/public-branding.ts) wears that adviser's header instead: their colours, logo
 * or company, and name.
 */
export function PublicLayout() {
  const isDemo = useIsDemo();
  const [adviser, setAdviser] = useState<PublicBranding | null>(null);
  const context = useMemo<PublicLayoutContext>(() => ({ setAdviser }), []);
  const band = adviser ? { '--public-band': adviser.header_background } : undefined;
  return (
    <Box className={classes.page} style={band as React.CSSProperties | undefined}>
      <SkipLink />
      {isDemo && <DemoBanner />}
      <NavigationProgress />
      {adviser ? (
        <AdviserTop adviser={adviser} />
      ) : (
        <Box component="header" className={classes.top}>
          <Container size="lg" h="100%">
            <Group h="100%">
              <Anchor component={Link} to="/login" underline="never" c="white" fw={700} fz={22}>
                {PRODUCT_NAME}
              </Anchor>
            </Group>
          </Container>
        </Box>
      )}
      <Center component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Outlet context={context} />
      </Center>
      <Box component="footer" className={classes.footer}>
        <Group justify="center" gap="lg" wrap="wrap">
          <Anchor component={Link} to="/login" fz="sm" c="dimmed">
            Sign in
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

/** The adviser's header on a signed-out page: their logo or company (wrapping when long), and their name. */
function AdviserTop({ adviser }: { adviser: PublicBranding }) {
  const color = readableTextColour(adviser.header_background, headerTextColour(adviser.header_text)).hex;
  const name = `${adviser.first_name} ${adviser.last_name}`.trim();
  return (
    <Box component="header" className={classes.branded} style={{ color }} data-testid="public-adviser-header">
      <Container size="lg" className={classes.brandedRow}>
        {adviser.logo_url ? (
          <Image src={adviser.logo_url} alt={adviser.company || name} className={classes.logo} />
        ) : (
          <span className={classes.company} title={adviser.company || name} data-testid="public-adviser-company">
            {adviser.company || name}
          </span>
        )}
        {name && (
          <span className={classes.adviser}>
            <span className={classes.adviserLabel}>Your adviser</span>
            <span className={classes.adviserName}>{name}</span>
          </span>
        )}
      </Container>
    </Box>
  );
}
