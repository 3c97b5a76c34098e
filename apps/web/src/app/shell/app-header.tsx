import {
  type Branding,
  DEFAULT_HEADER_BACKGROUND,
  headerTextColour,
  PRODUCT_NAME,
  readableTextColour,
  type User,
} from '@brokerdesk/contract/constants';
import { Avatar, Box, Group, Image, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadOnIntent } from '../../components/load-on-intent';
import { LAYOUT } from '../../lib/layout';
import classes from './app-header.module.css';

const loadAccountMenu = () => import('./account-menu');

/**
 * The header's text colour: the adviser's choice (header_text 1 black, otherwise white) when it reads at 4.5:1 on their
 * background, else black or white, whichever reads better (WCAG 1.4.3), so no colour an adviser picks hides the header.
 */
export function headerColours(branding: Branding | null) {
  const background = branding?.header_background ?? DEFAULT_HEADER_BACKGROUND;
  return { background, color: readableTextColour(background, headerTextColour(branding?.header_text)).hex };
}

/**
 * docs/spec/core-and-application.md §2 Shell: logo or product label, profile picture, name, phone and email, in the
 * adviser's colours. A client sees their adviser's branding and contact details; on a phone, the adviser's name and
 * buttons to call and email them under the logo. `burger` is the phone's menu button, drawn before the logo; it can
 * take the header's text colour from the --app-header-text variable.
 */
export function AppHeader({ me, burger }: { me: User; burger: ReactNode }) {
  const branding = me.branding;
  const { background, color } = headerColours(branding);
  const contact = <Contact me={me} branding={branding} color={color} />;
  const phoneContact = me.role === 'client' && branding ? branding : null;
  // A client's menu wears the client's own initials; their adviser's details stay beside it, not on its button, so
  // nobody takes the client's Logout for the adviser's.
  const menuFace = phoneContact ? <OwnInitials me={me} /> : contact;
  const label = branding?.company && me.role === 'client' ? branding.company : PRODUCT_NAME;

  return (
    <Box
      h={LAYOUT.header}
      className={classes.header}
      style={{ background, color, '--app-header-text': color } as React.CSSProperties}
      data-contact={phoneContact ? true : undefined}
      data-testid="app-header"
    >
      <div className={classes.brand}>
        {burger}
        {/* Named by what it shows, then where it goes, so the name a speech user reads off the screen works too
            (WCAG 2.5.3 Label in Name). */}
        <Link to="/" className={classes.home}>
          {branding?.logo_url ? (
            // A wide logo is scaled down rather than pushing the contact details off the header.
            <Image src={branding.logo_url} alt={branding.company || 'Logo'} className={classes.logo} />
          ) : (
            // Two lines at most, then an ellipsis; the title keeps a name that long in full.
            <div className={classes.company} title={label} data-testid="header-company">
              {label}
            </div>
          )}
          <VisuallyHidden component="span"> home</VisuallyHidden>
        </Link>
      </div>
      {phoneContact && <PhoneContact adviser={phoneContact} />}
      {phoneContact && (
        <Group gap="sm" wrap="nowrap" className={classes.adviser} data-testid="header-adviser">
          {contact}
        </Group>
      )}
      <LoadOnIntent
        load={loadAccountMenu}
        standIn={(handlers) => (
          <AccountButton {...handlers} name={menuName(me)}>
            {menuFace}
          </AccountButton>
        )}
        render={(AccountMenu) => (
          <AccountMenu me={me} target={<AccountButton name={menuName(me)}>{menuFace}</AccountButton>} />
        )}
      />
    </Box>
  );
}

/**
 * The account menu's button: the contact details and picture; Mantine's Menu passes its handlers and ref. Its name is
 * the text it shows followed by what it opens, rather than a label that hides that text (WCAG 2.5.3 Label in Name).
 */
const AccountButton = forwardRef<
  HTMLButtonElement,
  { children: ReactNode; name: string } & React.ComponentPropsWithoutRef<'button'>
>(function AccountButton({ children, name, ...props }, ref) {
  return (
    <UnstyledButton ref={ref} className={classes.account} {...props}>
      <Group gap="sm" wrap="nowrap">
        {children}
      </Group>
      <VisuallyHidden component="span">{name}</VisuallyHidden>
    </UnstyledButton>
  );
});

/** What the account button says after what it shows: a client hears whose menu it is. */
const menuName = (me: User) =>
  me.role === 'client' ? ` Account menu of ${me.first_name} ${me.last_name}` : 'Account menu';

/** A client's own initials, drawn in the header's text colour so they read on any adviser's background. */
function OwnInitials({ me }: { me: User }) {
  return (
    <Avatar
      radius="xl"
      size="var(--app-header-avatar)"
      variant="outline"
      color="var(--app-header-text)"
      data-testid="header-own-initials"
    >
      {`${me.first_name[0] ?? ''}${me.last_name[0] ?? ''}`.toUpperCase()}
    </Avatar>
  );
}

function Contact({ me, branding, color }: { me: User; branding: Branding | null; color: string }) {
  const person = branding ?? { first_name: me.first_name, last_name: me.last_name, email: me.email };
  const phone = branding?.phone_display ?? '';
  return (
    <>
      <Stack gap={0} align="flex-end" visibleFrom="sm">
        {me.role === 'client' && (
          <Text fz="xs" c={color}>
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
        // 52 px, 40 on a client's phone header (app-header.module.css).
        size="var(--app-header-avatar)"
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

/**
 * A client's phone header: "Your adviser" over their name on one line (cut short with an ellipsis when long), and
 * buttons to call (the stored E.164 number, mobile else office) and email them; on wider screens the account button
 * shows all of it.
 */
function PhoneContact({ adviser }: { adviser: Branding }) {
  const name = `${adviser.first_name} ${adviser.last_name}`.trim();
  const phone = adviser.phone_mobile || adviser.phone_office;
  return (
    <div className={classes.contact} data-testid="header-phone-contact">
      <div className={classes.contactWho}>
        <div className={classes.contactLabel}>Your adviser</div>
        <div className={classes.contactName} title={name}>
          {name}
        </div>
      </div>
      {phone && (
        <a className={classes.contactButton} href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={`Call ${name}`}>
          <IconPhone size={20} stroke={1.75} aria-hidden />
        </a>
      )}
      {adviser.email && (
        <a className={classes.contactButton} href={`mailto:${adviser.email}`} aria-label={`Email ${name}`}>
          <IconMail size={20} stroke={1.75} aria-hidden />
        </a>
      )}
    </div>
  );
}
