import { MESSAGES } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, clientUser } from '../../test/client-fixtures';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AcceptInvitePage } from './accept-invite-page';

const ADVISER = {
  first_name: 'Sarah',
  last_name: 'Mitchell',
  company: 'Harbour City Home Loans',
  header_background: '#1A356F',
  header_text: 0,
  logo_url: null,
};
const checked = (state: 'ready' | 'used' | 'invalid') =>
  jsonResponse(200, { state, adviser: state === 'invalid' ? null : ADVISER });

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

/** The calls after the page's own check of the link. */
const formCalls = (fn: ReturnType<typeof mockFetch>) => fn.mock.calls.filter(([url]) => !url.includes('check-invite'));

async function choosePassword(password: string, confirm = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AcceptInvitePage', { timeout: 20_000 }, () => {
  it('checks the link, then sends the token and password, stores the session token and opens the client’s home', async () => {
    const fetch = mockFetch((url) =>
      url.includes('check-invite')
        ? checked('ready')
        : url.includes('auth/accept-invite')
          ? jsonResponse(200, { token: 'session-tok' })
          : jsonResponse(200, clientUser),
    );
    const { router } = renderAccept();
    await choosePassword('Portal-pass1!');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client/${CLIENT_ID}/home`));
    const [checkUrl, checkInit] = fetch.mock.calls[0] ?? [];
    expect(checkUrl).toContain('auth/check-invite');
    expect(JSON.parse(String(checkInit?.body))).toEqual({ token: TOKEN });
    const [url, init] = formCalls(fetch)[0] ?? [];
    expect(url).toContain('auth/accept-invite');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'Portal-pass1!' });
    expect(localStorage.getItem('token')).toBe('session-tok');
  });

  it('checks the confirmation before sending anything', async () => {
    const fetch = mockFetch((url) => (url.includes('check-invite') ? checked('ready') : jsonResponse(500, {})));
    renderAccept();
    await choosePassword('Portal-pass1!', 'Portal-pass2!');
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(formCalls(fetch)).toEqual([]);
  });

  it('says a used link’s password was already chosen and offers Sign in, without asking for a password', async () => {
    mockFetch(() => checked('used'));
    renderAccept();
    expect(await screen.findByRole('heading', { name: 'You already chose a password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('says an invalid link cannot be used, before any password is typed, with Sign in', async () => {
    mockFetch(() => checked('invalid'));
    renderAccept();
    expect(await screen.findByTestId('invite-token-error')).toHaveTextContent(MESSAGES.inviteLinkInvalid);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows the server’s message for a link that went bad after the page opened, with Sign in', async () => {
    mockFetch((url) =>
      url.includes('check-invite')
        ? checked('ready')
        : jsonResponse(400, { error: { code: 'validation', message: MESSAGES.inviteLinkInvalid, field: 'token' } }),
    );
    renderAccept();
    await choosePassword('Portal-pass1!');
    expect(await screen.findByTestId('invite-token-error')).toHaveTextContent(MESSAGES.inviteLinkInvalid);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
