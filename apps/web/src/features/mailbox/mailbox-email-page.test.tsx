import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { MailboxEmailPage } from './mailbox-email-page';

const renderEmail = () => renderRoutes([{ path: '/mailbox/:emailId', element: <MailboxEmailPage /> }], '/mailbox/7');

afterEach(() => vi.unstubAllGlobals());

describe('a mailbox email', () => {
  it('shows the shape of the email and a loading status while it loads, with the way back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderEmail();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the email');
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mailbox' })).toHaveAttribute('href', '/mailbox');
  });

  it('says why when the email cannot be had, instead of loading for ever', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } })),
    );
    renderEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });
});
