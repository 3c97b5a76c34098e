import type { User } from '@brokerdesk/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brokerBranding, brokerUser } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { AppHeader } from './app-header';

const branding = brokerBranding;
const broker = brokerUser;

const client: User = {
  ...broker,
  id: 9,
  role: 'client',
  broker_id: null,
  client_id: 4,
  first_name: 'Emily',
  last_name: 'Clarke',
};

const header = () => screen.getByTestId('app-header');

describe('AppHeader', () => {
  it('shows the product label, name, phone and email on the default navy with white text', () => {
    renderPage(<AppHeader me={broker} burger={null} />);
    expect(header()).toHaveStyle({ background: '#1A356F', color: '#ffffff' });
    expect(screen.getByText('BrokerDesk')).toBeInTheDocument();
    expect(screen.getByTestId('header-name')).toHaveTextContent('Sarah Mitchell');
    expect(screen.getByText('0412 345 678')).toBeInTheDocument();
    expect(screen.getByText('broker@example.com')).toBeInTheDocument();
  });

  it('uses the adviser’s own colours, black text when header_text is 1, and their logo', () => {
    const me = {
      ...broker,
      branding: { ...branding, header_background: '#ffcc00', header_text: 1, logo_url: '/files/logo.png' },
    };
    renderPage(<AppHeader me={me} burger={null} />);
    expect(header()).toHaveStyle({ background: '#ffcc00', color: '#000000' });
    expect(screen.getByRole('img', { name: 'Harbour City Home Loans' })).toHaveAttribute('src', '/files/logo.png');
  });

  it('turns white text black on a yellow header, for every role, and gives the colour to what sits in the header', () => {
    const yellow = { ...branding, header_background: '#FFFF00', header_text: 0 };
    for (const me of [
      { ...broker, branding: yellow },
      { ...client, branding: yellow },
    ]) {
      const { unmount } = renderPage(<AppHeader me={me} burger={<button type="button">Sections</button>} />);
      expect(header()).toHaveStyle({ background: '#FFFF00', color: '#000000' });
      expect(header().style.getPropertyValue('--app-header-text')).toBe('#000000');
      // The menu button slot still draws what it is given, before the logo.
      expect(screen.getByRole('button', { name: 'Sections' })).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the chosen colour when it reads at 4.5:1, and turns black text white on navy', () => {
    const { unmount } = renderPage(
      <AppHeader
        me={{ ...broker, branding: { ...branding, header_background: '#767676', header_text: 0 } }}
        burger={null}
      />,
    );
    expect(header()).toHaveStyle({ color: '#ffffff' });
    unmount();
    renderPage(<AppHeader me={{ ...broker, branding: { ...branding, header_text: 1 } }} burger={null} />);
    expect(header()).toHaveStyle({ background: '#1A356F', color: '#ffffff' });
  });

  it('keeps a long company name whole in the home link and its title, though two lines show at most', () => {
    const company = 'Harbour City Home Loans and Financial Planning Pty Ltd';
    renderPage(<AppHeader me={{ ...client, branding: { ...branding, company, logo_url: null } }} burger={null} />);
    expect(screen.getByTestId('header-company')).toHaveAttribute('title', company);
    expect(screen.getByRole('link', { name: `${company} home` })).toHaveAttribute('href', '/');
  });

  it('gives a client their adviser’s name and buttons to call and email them, for the phone', () => {
    renderPage(<AppHeader me={client} burger={null} />);
    const phone = within(screen.getByTestId('header-phone-contact'));
    expect(phone.getByText('Your adviser')).toBeInTheDocument();
    expect(phone.getByText('Sarah Mitchell')).toBeInTheDocument();
    expect(phone.getByRole('link', { name: 'Call Sarah Mitchell' })).toHaveAttribute('href', 'tel:+61412345678');
    expect(phone.getByRole('link', { name: 'Email Sarah Mitchell' })).toHaveAttribute(
      'href',
      'mailto:broker@example.com',
    );
    expect(header()).toHaveAttribute('data-contact');
  });

  it('calls the office number when the adviser has no mobile, and offers no call without a number', () => {
    const { unmount } = renderPage(
      <AppHeader me={{ ...client, branding: { ...branding, phone_mobile: '' } }} burger={null} />,
    );
    expect(screen.getByRole('link', { name: 'Call Sarah Mitchell' })).toHaveAttribute('href', 'tel:+61292531234');
    unmount();
    renderPage(
      <AppHeader me={{ ...client, branding: { ...branding, phone_mobile: '', phone_office: '' } }} burger={null} />,
    );
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email Sarah Mitchell' })).toBeInTheDocument();
  });

  it('keeps an adviser’s own header as it was: no call or email buttons to themselves', () => {
    renderPage(<AppHeader me={broker} burger={null} />);
    expect(screen.queryByTestId('header-phone-contact')).not.toBeInTheDocument();
    expect(header()).not.toHaveAttribute('data-contact');
  });

  it('shows a client their adviser beside a menu that wears the client’s own initials', async () => {
    renderPage(<AppHeader me={client} burger={null} />);
    const menu = screen.getByRole('button', { name: 'EC Account menu of Emily Clarke' });
    expect(menu).toHaveTextContent('EC');
    expect(menu).not.toHaveTextContent('SM');
    expect(within(menu).queryByText('Your adviser')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('header-adviser')).getByText('Your adviser')).toBeInTheDocument();
    expect(screen.getByTestId('header-name')).toHaveTextContent('Sarah Mitchell');
    await userEvent.click(menu);
    expect(await screen.findByRole('menuitem', { name: 'Logout' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Password' })).not.toBeInTheDocument();
  });

  it('names the account button by the text it shows, then by what it opens', () => {
    renderPage(<AppHeader me={broker} burger={null} />);
    expect(
      screen.getByRole('button', { name: 'Sarah Mitchell 0412 345 678 broker@example.com Account menu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BrokerDesk home' })).toHaveAttribute('href', '/');
  });

  it('gives a broker the settings entries that exist', async () => {
    renderPage(<AppHeader me={broker} burger={null} />);
    await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    // The menu's code loads on the click (LoadOnIntent), so the first open may take a moment.
    expect(await screen.findByRole('menuitem', { name: 'Password' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/broker/3/password',
    );
    // Still shown once floating-ui has placed it (test/render.tsx: jsdom's empty boxes once hid it at that point).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('menuitem', { name: 'Password' })).toBeVisible();
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    // Which pages the menu lists is the account menu's (menus.ts, tested beside it); here: the settings pages in
    // their order, then Feedback and Logout.
    const labels = items.map((e) => e.textContent);
    const settings = ['My account', 'Password', 'Site appearance', 'Mail settings'];
    expect(labels.filter((l) => settings.includes(l ?? ''))).toEqual(settings);
    expect(labels.slice(-2)).toEqual(['Feedback', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Site appearance', hidden: true })).toHaveAttribute(
      'href',
      '/broker/3/site-appearance',
    );
  });

  it('shows the logo at the left and the profile image at the right when the adviser has them', () => {
    const me = {
      ...broker,
      branding: {
        ...branding,
        logo_url: '/api/files/public/0b0c2f4e-1111-4222-8333-444455556666.png',
        profile_image_url: '/api/files/public/9a8b7c6d-1111-4222-8333-444455556666.webp',
      },
    };
    renderPage(<AppHeader me={me} burger={null} />);
    const images = screen.getAllByRole('img');
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      '/api/files/public/0b0c2f4e-1111-4222-8333-444455556666.png',
      '/api/files/public/9a8b7c6d-1111-4222-8333-444455556666.webp',
    ]);
    expect(screen.getByRole('img', { name: 'Sarah Mitchell' })).toBeInTheDocument();
    expect(screen.queryByText('BrokerDesk')).not.toBeInTheDocument();
  });
});
