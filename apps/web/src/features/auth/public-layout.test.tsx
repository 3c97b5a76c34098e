import { MESSAGES } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ClientLoggedOutPage } from './client-logged-out-page';
import { PublicLayout } from './public-layout';

function renderWithMeta(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ element: <PublicLayout />, children: [{ path: 'login', element: <p>login form</p> }] }], '/login');
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PublicLayout demo banner', () => {
  it('shows the demo banner while demo accounts exist', async () => {
    const fetchMock = renderWithMeta(jsonResponse(200, { demo: true }));
    expect(await screen.findByTestId('demo-banner')).toHaveTextContent(MESSAGES.demoData);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/meta');
  });

  it.each([
    ['on a clean install', jsonResponse(200, { demo: false })],
    ['when the server cannot say', jsonResponse(503, { error: { code: 'unavailable', message: 'Unavailable.' } })],
  ])('shows none %s', async (_, answer) => {
    const fetchMock = renderWithMeta(answer);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Let the answer arrive and render before looking for the banner.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('login form')).toBeInTheDocument();
    expect(screen.queryByTestId('demo-banner')).not.toBeInTheDocument();
  });
});

describe('PublicLayout adviser header', () => {
  const ADVISER = {
    first_name: 'Sarah',
    last_name: 'Mitchell',
    company: 'Harbour City Home Loans and Financial Planning',
    header_background: '#FFFF00',
    header_text: 0,
    logo_url: null,
  };

  afterEach(() => sessionStorage.clear());

  it('wears the remembered adviser’s header on the client’s logged-out page, with Sign in again', async () => {
    sessionStorage.setItem('portal-adviser', JSON.stringify(ADVISER));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { demo: false })),
    );
    renderRoutes(
      [{ element: <PublicLayout />, children: [{ path: 'client/logged-out', element: <ClientLoggedOutPage /> }] }],
      '/client/logged-out',
    );
    const header = await screen.findByTestId('public-adviser-header');
    expect(header).toHaveTextContent(ADVISER.company);
    // At most two lines show; the title keeps the whole name.
    expect(screen.getByTestId('public-adviser-company')).toHaveAttribute('title', ADVISER.company);
    expect(header).toHaveTextContent('Sarah Mitchell');
    // White text on yellow would not read: the header turns it black.
    expect(header).toHaveStyle({ color: '#000000' });
    expect(screen.queryByText('BrokerDesk', { selector: 'header a' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/saved for Sarah/)).toBeInTheDocument();
  });

  it('keeps the product’s header when no adviser is known', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { demo: false })),
    );
    renderRoutes(
      [{ element: <PublicLayout />, children: [{ path: 'client/logged-out', element: <ClientLoggedOutPage /> }] }],
      '/client/logged-out',
    );
    expect(await screen.findByRole('link', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.queryByTestId('public-adviser-header')).not.toBeInTheDocument();
    expect(screen.getByText(/saved for your adviser/)).toBeInTheDocument();
  });
});
