import { MESSAGES, type User } from '@brokerdesk/contract/constants';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AppLayout } from './app-layout';

let me: User = brokerUser;
vi.mock('../session', async (original) => ({ ...(await original<object>()), useMe: () => me }));

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
