import { MESSAGES } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { LoginPage } from './login-page';

const user = { ...brokerUser, branding: null };

function mockFetch(handler: (url: string, init: RequestInit) => Response) {
  const fn = vi.fn(async (url: string, init: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fn);
  return fn;
}
/** The calls the form made: GET /api/meta (the billing mode, for the sign-up link's words) is the page's own. */
const formCalls = (fn: ReturnType<typeof mockFetch>) => fn.mock.calls.filter(([url]) => url !== '/api/meta');
const json = jsonResponse;

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    path,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LoginPage', () => {
  it('shows the spec messages and sends nothing for an invalid email and empty password', async () => {
    const fetch = mockFetch(() => json(500, {}));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidPassword)).toBeInTheDocument();
    expect(formCalls(fetch)).toEqual([]);
  });

  it('trims and lowercases the email, stores the token and goes to the remembered page', async () => {
    const fetch = mockFetch((url) => (url.includes('auth/login') ? json(200, { token: 'tok' }) : json(200, user)));
    const { router } = renderLogin('/login?redirect=%2Fbroker%2F3%2Fpassword');
    await userEvent.type(screen.getByLabelText('Email'), '  Broker@Example.COM ');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/broker/3/password'));
    const body = JSON.parse(String(formCalls(fetch)[0]?.[1].body));
    expect(body).toEqual({ email: 'broker@example.com', password: 'Demo-pass1!' });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('ignores a redirect to another site and goes to the role’s home', async () => {
    mockFetch((url) => (url.includes('auth/login') ? json(200, { token: 'tok' }) : json(200, user)));
    const { router } = renderLogin('/login?redirect=%2F%2Fevil.example');
    await userEvent.type(screen.getByLabelText('Email'), 'broker@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/broker/home'));
  });

  it('shows a refused sign-in above the form, on neither field, and clears it on the next try', async () => {
    mockFetch(() => json(401, { error: { code: 'unauthenticated', message: MESSAGES.authFailed } }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'broker@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.authFailed);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
