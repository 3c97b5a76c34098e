import { type Branding, DEFAULT_HEADER_BACKGROUND, PRODUCT_NAME, type User } from '@brokerdesk/contract/constants';
import { Avatar, Box, Group, Image, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadOnIntent } from '../../components/load-on-intent';
import { LAYOUT } from '../theme';

const loadAccountMenu = () => import('./account-menu');

/**
 * docs/spec/core-and-application.md §2 Shell: logo or product label, profile picture, name, phone and email, in the
 * adviser's colours. A client sees their adviser's branding and contact details.
 */
export function AppHeader({ me, burger }: { me: User; burger: ReactNode }) {
  const branding = me.branding;
  const background = branding?.header_background ?? DEFAULT_HEADER_BACKGROUND;
  const color = branding?.header_text === 1 ? '#000000' : '#ffffff';
  const contact = <Contact me={me} branding={branding} color={color} />;

  return (
    <Box h={LAYOUT.header} px="lg" style={{ background, color }} data-testid="app-header">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {burger}
          {/* Named by what it shows, then where it goes, so the name a speech user reads off the screen works too
              (WCAG 2.5.3 Label in Name). */}
          <Link to="/" style={{ color, textDecoration: 'none' }}>
            {branding?.logo_url ? (
              // A wide logo is scaled down rather than pushing the contact details off the header.
              <Image src={branding.logo_url} alt={branding.company || 'Logo'} h={60} w="auto" maw={280} fit="contain" />
            ) : (
              <Text fw={700} fz={22} c={color}>
                {branding?.company && me.role === 'client' ? branding.company : PRODUCT_NAME}
              </Text>
            )}
            <VisuallyHidden component="span">home</VisuallyHidden>
          </Link>
        </Group>
        <LoadOnIntent
          load={loadAccountMenu}
          standIn={(handlers) => (
            <AccountButton color={color} {...handlers}>
              {contact}
            </AccountButton>
          )}
          render={(AccountMenu) => (
            <AccountMenu me={me} target={<AccountButton color={color}>{contact}</AccountButton>} />
          )}
        />
      </Group>
    </Box>
  );
}

/**
 * The account menu's button: the contact details and picture; Mantine's Menu passes its handlers and ref. Its name is
 * the text it shows followed by what it opens, rather than a label that hides that text (WCAG 2.5.3 Label in Name).
 */
const AccountButton = forwardRef<
  HTMLButtonElement,
  { color: string; children: ReactNode } & React.ComponentPropsWithoutRef<'button'>
>(function AccountButton({ color, children, ...props }, ref) {
  return (
    <UnstyledButton ref={ref} style={{ color }} {...props}>
      <Group gap="sm" wrap="nowrap">
        {children}
      </Group>
      <VisuallyHidden component="span">Account menu</VisuallyHidden>
    </UnstyledButton>
  );
});

function Contact({ me, branding, color }: { me: User; branding: Branding | null; color: string }) {
  const person = branding ?? { first_name: me.first_name, last_name: me.last_name, email: me.email };
  const phone = branding?.phone_display ?? '';
  return (
    <>
      <Stack gap={0} align="flex-end" visibleFrom="sm">
        {me.role === 'client' && (
          <Text fz="xs" c={color} opacity={0.8}>
            Your adviser
          </Text>
        )}
        <Text fw={600} c={color} data-testid="header-name">
          {person.first_name} {person.last_name}
        </Text>
        {phone && (
          <Text fz="sm" c={color}>
            {phone}
          </Text>
        )}
        <Text fz="sm" c={color}>
          {person.email}
        </Text>
      </Stack>
      {/* The adviser's profile image (docs/spec/settings-billing-admin.md §2 Site Appearance), else their initials. */}
      <Avatar
        src={branding?.profile_image_url ?? null}
        radius="xl"
        size={52}
        color="gray"
        variant="white"
        alt={branding?.profile_image_url ? `${person.first_name} ${person.last_name}` : ''}
        // The initials repeat the name beside them.
        aria-hidden={branding?.profile_image_url ? undefined : true}
      >
        {`${person.first_name[0] ?? ''}${person.last_name[0] ?? ''}`.toUpperCase()}
      </Avatar>
    </>
  );
}
