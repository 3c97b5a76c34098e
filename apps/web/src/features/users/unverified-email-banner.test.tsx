import { MESSAGES } from '@brokerdesk/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { UnverifiedEmailBanner } from './unverified-email-banner';

const unverified = { ...brokerUser, email_verified: false };

afterEach(() => vi.unstubAllGlobals());

describe('UnverifiedEmailBanner', () => {
  it('says what waits for the verification, and sends a new link', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { message: MESSAGES.verificationSent }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<UnverifiedEmailBanner me={unverified} />);
    const banner = screen.getByTestId('unverified-email-banner');
    expect(banner).toHaveTextContent(MESSAGES.emailUnverified);
    expect(banner).toHaveTextContent('broker@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.verificationSent);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/resend-verification');
    expect(init.method).toBe('POST');
  });

  it('says so when too many links were asked for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(429, { error: { code: 'rate_limited', message: MESSAGES.tooManyAttempts } })),
    );
    renderPage(<UnverifiedEmailBanner me={unverified} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByTestId('resend-failed')).toHaveTextContent(MESSAGES.tooManyAttempts);
  });
});
