import { MESSAGES } from '@brokerdesk/contract/constants';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClient } from '../../test/client-fixtures';
import { renderPage } from '../../test/render';
import { DownloadAllEntry, zipFileName } from './download-all';

configure({ asyncUtilTimeout: 5000 });

const notices = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/notify', () => ({ notifySuccess: notices.success, notifyError: notices.error }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Download All Documents', () => {
  it('names the zip after the product and the client, without characters a file system refuses', () => {
    expect(zipFileName({ name: 'Olivia Chen' })).toBe('BrokerDesk - Olivia Chen - documents.zip');
    expect(zipFileName({ name: 'A/B: "C"\u0007' })).toBe('BrokerDesk - A B C - documents.zip');
    expect(zipFileName({ name: '  ' })).toBe('BrokerDesk - [None] - documents.zip');
  });

  it('is shown only once the client has sent a document', () => {
    renderPage(
      <DownloadAllEntry client={testClient({ num_documents_received: 0 })} isLocked={false} onLocked={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /Download All Documents/ })).not.toBeInTheDocument();
  });

  it('posts the client, saves the zip under its name and says so', async () => {
    const fetch = vi.fn(
      async () => new Response('PK', { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    renderPage(
      <DownloadAllEntry client={testClient({ num_documents_received: 2 })} isLocked={false} onLocked={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Download All Documents/ }));
    await waitFor(() =>
      expect([notices.error.mock.calls, notices.success.mock.calls]).toEqual([[], [[MESSAGES.filesDownloaded]]]),
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/document/download-all-as-zip',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ clientId: 41 }) }),
    );
    expect(clicked).toEqual(['BrokerDesk - Olivia Chen - documents.zip']);
  });

  it('is disabled for a locked plan, and a click offers the upgrade instead', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onLocked = vi.fn();
    renderPage(<DownloadAllEntry client={testClient({ num_documents_received: 2 })} isLocked onLocked={onLocked} />);
    const entry = screen.getByRole('button', { name: /Download All Documents/ });
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(entry);
    expect(onLocked).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
