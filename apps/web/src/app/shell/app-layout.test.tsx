import { MESSAGES, type User } from '@brokerdesk/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, testClient } from '../../test/client-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import type { RouteHandle } from '../route-handle';
import { AppLayout } from './app-layout';

let me: User = brokerUser;
vi.mock('../../lib/me', async (original) => ({ ...(await original<object>()), useMe: () => me }));

function renderShell(meta: { demo: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/meta' ? jsonResponse(200, meta) : jsonResponse(404, {}))),
  );
  renderRoutes(
    [{ element: <AppLayout />, children: [{ path: 'broker/home', element: <p>home page</p> }] }],
    '/broker/home',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  me = brokerUser;
});

describe('AppLayout', () => {
  it('shows an unverified adviser the banner with its Resend link, above the page', async () => {
    me = { ...brokerUser, email_verified: false };
    renderShell({ demo: false });
    expect(await screen.findByTestId('unverified-email-banner')).toHaveTextContent(MESSAGES.emailUnverified);
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('shows no such banner to a verified adviser or to a client', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { demo: false })),
    );
    for (const user of [
      brokerUser,
      { ...brokerUser, role: 'client', broker_id: null, client_id: 4, email_verified: false },
    ]) {
      me = user as User;
      const { unmount } = renderRoutes(
        [{ element: <AppLayout />, children: [{ path: 'x', element: <p>page {user.role}</p> }] }],
        '/x',
      );
      expect(await screen.findByText(`page ${user.role}`)).toBeInTheDocument();
      expect(screen.queryByTestId('unverified-email-banner')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows the demo banner in the header while demo accounts exist', async () => {
    renderShell({ demo: true });
    expect(await screen.findByTestId('demo-banner')).toHaveTextContent(MESSAGES.demoData);
  });
});

const admin: User = { ...brokerUser, role: 'admin', is_admin: true, broker_id: null, branding: null };
const clientUser: User = { ...brokerUser, role: 'client', broker_id: null, client_id: CLIENT_ID };
const requirementPath = `/client/${CLIENT_ID}/application/requirement`;

/** The shell over a client's Requirements page and the client list, answering the API as the server would. */
function renderClientPage(path = requirementPath) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/client/detail')) return jsonResponse(200, testClient());
      if (url.startsWith('/api/application/progress')) return jsonResponse(404, {});
      return jsonResponse(200, { demo: false });
    }),
  );
  return renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [
          {
            path: 'client/:clientId/application/requirement',
            handle: { nav: 'application', title: 'Requirements' } satisfies RouteHandle,
            element: <h1>Requirements page</h1>,
          },
          { path: 'client/list', handle: { title: 'Clients' } satisfies RouteHandle, element: <h1>Client list</h1> },
          { path: 'broker/list', element: <h1>Broker list</h1> },
          { path: 'broker/:id/account', element: <h1>Broker account</h1> },
        ],
      },
    ],
    path,
  );
}

describe('AppLayout navigation', () => {
  it('gives a broker the navigation under the header, with where they are marked', async () => {
    renderClientPage('/client/list');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Clients', 'Leads', 'Templates', 'Settings', 'Help']);
    expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/broker/3/account');
  });

  it('gives an administrator the admin sub-header in the same place, and a client neither', async () => {
    me = admin;
    const { unmount } = renderClientPage('/client/list');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    unmount();
    me = clientUser;
    renderClientPage();
    expect(await screen.findByText('Requirements page')).toBeInTheDocument();
    expect(screen.queryByTestId('sub-header')).not.toBeInTheDocument();
  });

  it('names the client above their page, with a breadcrumb back to the client list', async () => {
    renderClientPage();
    expect(await screen.findByTestId('application-client')).toHaveTextContent('Olivia Chen · Application');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('›', '').trim()),
    ).toEqual(['Clients', 'Olivia Chen', 'Requirements']);
    expect(within(crumbs).getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/client/list');
    expect(within(crumbs).getByRole('link', { name: 'Olivia Chen' })).toHaveAttribute('href', `/client/${CLIENT_ID}`);
    expect(within(crumbs).getByText('Requirements')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Clients' }));
    expect(await screen.findByRole('heading', { name: 'Client list' })).toBeInTheDocument();
  });

  it('leads an administrator back through the adviser lists, which they have, not a client list', async () => {
    me = admin;
    renderClientPage();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByRole('link', { name: 'Brokers' })).toHaveAttribute('href', '/broker/list');
    expect(within(crumbs).getByRole('link', { name: 'Sarah Mitchell' })).toHaveAttribute('href', '/broker/3/account');
    expect(within(crumbs).queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
  });

  it('shows a client their own pages without the adviser’s header', async () => {
    me = clientUser;
    renderClientPage();
    expect(await screen.findByText('Requirements page')).toBeInTheDocument();
    expect(screen.queryByTestId('application-header')).not.toBeInTheDocument();
  });

  it('opens the side navigation from a labelled Sections button', async () => {
    renderClientPage();
    const button = await screen.findByRole('button', { name: 'Sections' });
    expect(button).toHaveAttribute('aria-controls', 'side-navigation');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('side-navigation')).toHaveAttribute('data-opened', 'true');
    expect(screen.getByRole('navigation', { name: 'Application' })).toBe(document.getElementById('side-navigation'));
  });

  it('has no Sections button on a page without a side navigation', async () => {
    renderClientPage('/client/list');
    expect(await screen.findByText('Client list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sections' })).not.toBeInTheDocument();
  });
});
