import { MESSAGES } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, clientUser } from '../../test/client-fixtures';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AcceptInvitePage } from './accept-invite-page';

function mockFetch(handler: (url: string) => Response) {
  const fn = vi.fn(async (url: string, _init: RequestInit) => handler(url));
  vi.stubGlobal('fetch', fn);
  return fn;
}

const TOKEN = 'invite-token-1234567890';

const renderAccept = () =>
  renderRoutes(
    [
      { path: 'accept-invite/:token', element: <AcceptInvitePage /> },
      { path: '*', element: <p>landed</p> },
    ],
    `/accept-invite/${TOKEN}`,
  );

async function choosePassword(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AcceptInvitePage', { timeout: 20_000 }, () => {
  it('sends the token and password, stores the session token and opens the client’s home', async () => {
    const fetch = mockFetch((url) =>
      url.includes('auth/accept-invite') ? jsonResponse(200, { token: 'session-tok' }) : jsonResponse(200, clientUser),
    );
    const { router } = renderAccept();
    await choosePassword('Portal-pass1!');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client/${CLIENT_ID}/home`));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toContain('auth/accept-invite');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'Portal-pass1!' });
    expect(localStorage.getItem('token')).toBe('session-tok');
  });

  it('checks the confirmation before sending anything', async () => {
    const fetch = mockFetch(() => jsonResponse(500, {}));
    renderAccept();
    await choosePassword('Portal-pass1!', 'Portal-pass2!');
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s message for an expired link with a way to the login page', async () => {
    mockFetch(() =>
      jsonResponse(400, { error: { code: 'validation', message: MESSAGES.inviteLinkInvalid, field: 'token' } }),
    );
    renderAccept();
    await choosePassword('Portal-pass1!');
    expect(await screen.findByTestId('invite-token-error')).toHaveTextContent(MESSAGES.inviteLinkInvalid);
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
