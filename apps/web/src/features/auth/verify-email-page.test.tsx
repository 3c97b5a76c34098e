import { MESSAGES } from '@brokerdesk/contract/constants';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { VerifyEmailPage } from './verify-email-page';

function mockVerify(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => jsonResponse(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const renderAt = (token: string) =>
  renderRoutes([{ path: 'verify-email/:token', element: <VerifyEmailPage /> }], `/verify-email/${token}`);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('VerifyEmailPage', () => {
  it('posts the link’s token once and shows the answer, with the way to sign in', async () => {
    const fetchMock = mockVerify(200, { message: MESSAGES.emailVerified, adviser: null });
    renderAt('tok-123');
    expect(await screen.findByTestId('verify-email-done')).toHaveTextContent(MESSAGES.emailVerified);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/verify-email');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-123' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows why a used or expired link failed, and leads a signed-in user back to the app', async () => {
    localStorage.setItem('token', 'x');
    mockVerify(400, { error: { code: 'validation', message: MESSAGES.emailLinkInvalid, field: 'token' } });
    renderAt('used');
    expect(await screen.findByTestId('verify-email-failed')).toHaveTextContent(MESSAGES.emailLinkInvalid);
    expect(screen.queryByTestId('verify-email-done')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to BrokerDesk' })).toHaveAttribute('href', '/');
  });

  it('shows a change of email taken meanwhile', async () => {
    mockVerify(409, { error: { code: 'conflict', message: MESSAGES.emailTaken, field: 'email' } });
    renderAt('taken');
    expect(await screen.findByTestId('verify-email-failed')).toHaveTextContent(MESSAGES.emailTaken);
  });
});
