import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../components/not-found-page';
import { applicationKeys } from '../features/application';
import { userKeys } from '../lib/me';
import { CLIENT_ID, testClient } from '../test/client-fixtures';
import { brokerUser, jsonResponse } from '../test/fixtures';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';
import { theme } from './theme';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** The root layout over a few pages, signed in as the demo broker unless `signedIn` is false. */
function renderRoot(path: string, { signedIn = true, prepare = (_: QueryClient) => {} } = {}) {
  // As the app's (lib/query-client.ts): what a page has just loaded is not asked for again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  if (signedIn) client.setQueryData(userKeys.me, brokerUser);
  prepare(client);
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { path: 'clients', handle: handle('Clients'), element: <p>clients</p> },
          { path: 'login', handle: handle('Sign in'), element: <p>sign in</p> },
          { path: 'client/:clientId/requirement', handle: handle('Requirements'), element: <p>requirements</p> },
          // A page its viewer may not open: the route names it, the wrong-way page titles it.
          { path: 'dashboard', handle: handle('Dashboard'), element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router, client };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('RootLayout', () => {
  it('titles the tab with the page, and a client’s page with the client’s name once it has loaded', async () => {
    const fetch = vi.fn(async (_url: string) => jsonResponse(200, testClient()));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderRoot('/clients');
    await waitFor(() => expect(document.title).toBe('Clients · BrokerDesk'));
    await act(() => router.navigate(`/client/${CLIENT_ID}/requirement`));
    await waitFor(() => expect(document.title).toBe('Requirements · Olivia Chen · BrokerDesk'));
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`client/detail?clientId=${CLIENT_ID}`);
  });

  it('names the client the page has already loaded without fetching it again', async () => {
    const fetch = vi.fn(async () => jsonResponse(500, {}));
    vi.stubGlobal('fetch', fetch);
    renderRoot(`/client/${CLIENT_ID}/requirement`, {
      prepare: (client) => client.setQueryData(applicationKeys.client(CLIENT_ID), testClient({ name: 'Emily Clarke' })),
    });
    await waitFor(() => expect(document.title).toBe('Requirements · Emily Clarke · BrokerDesk'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('titles a public page for a signed-out visitor without asking the server anything', async () => {
    const fetch = vi.fn(async () => jsonResponse(401, {}));
    vi.stubGlobal('fetch', fetch);
    renderRoot('/login', { signedIn: false });
    await waitFor(() => expect(document.title).toBe('Sign in · BrokerDesk'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the wrong-way page title the tab over the route’s own name', async () => {
    renderRoot('/dashboard');
    expect(await screen.findByTestId('wrong-way')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · BrokerDesk'));
  });

  it('reads the new title out after a move to another page, but not on the first page', async () => {
    const { router } = renderRoot('/clients');
    const region = screen.getByTestId('page-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(document.title).toBe('Clients · BrokerDesk'));
    expect(region).toHaveTextContent('');
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(region).toHaveTextContent('Sign in · BrokerDesk'));
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(region).toHaveTextContent('Page not found · BrokerDesk'));
    // Another view of the same page (a search, a page of a list) is not news.
    await act(() => router.navigate('/dashboard?page=2'));
    expect(region).toHaveTextContent('Page not found · BrokerDesk');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(region).toHaveTextContent('Page not found · BrokerDesk');
  });
});
