import { type AdviserDetail, MESSAGES, type User } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../lib/notify';
import { adviserDetail, describeCall, type FetchCall } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { LeadCapturePage } from './lead-capture-page';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
let me: User = brokerUser;
vi.mock('../../lib/me', () => ({ useMe: () => me }));

const json = jsonResponse;

function mockApi(start: AdviserDetail) {
  let adviser = start;
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = describeCall(url, init);
      calls.push(call);
      if (url.startsWith('/api/broker/detail')) return json(200, adviser);
      if (url === '/api/broker/save') {
        const { key, value } = call.body as { key: string; value: unknown };
        adviser = { ...adviser, [key]: value };
        return json(200, adviser);
      }
      return json(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

const renderLeadCapture = () =>
  renderRoutes([{ path: '/broker/:brokerId/lead-capture', element: <LeadCapturePage /> }], '/broker/3/lead-capture');
const link = `${window.location.origin}/client/lead-capture/3/primary-reason`;

beforeEach(() => {
  me = brokerUser;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LeadCapturePage', () => {
  it('shows the saved choice and the public link, read-only, on this site', async () => {
    mockApi(adviserDetail({ lead_capture_enabled: true }));
    renderLeadCapture();
    expect(await screen.findByRole('radio', { name: 'Yes' })).toBeChecked();
    const field = screen.getByLabelText('Your lead capture link');
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('link', { name: /lead-capture/ })).not.toBeInTheDocument();
  });

  it('Save posts lead_capture_enabled as a JSON boolean and says “Saved successfully.”', async () => {
    const calls = mockApi(adviserDetail({ lead_capture_enabled: false }));
    renderLeadCapture();
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.savedSuccessfully));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/broker/save',
      method: 'POST',
      body: { brokerId: 3, key: 'lead_capture_enabled', value: true },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ value: false }));
  });

  it('Copy puts the link on the clipboard and says “URL copied.”', async () => {
    mockApi(adviserDetail());
    // user-event puts a clipboard stub on navigator at setup; the spy goes on that one.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderLeadCapture();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.urlCopied));
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('when the browser refuses the clipboard, selects the link and says how to copy it', async () => {
    mockApi(adviserDetail());
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderLeadCapture();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(MESSAGES.copyFailed));
    expect(notifySuccess).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Your lead capture link') as HTMLInputElement;
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(link.length);
  });
});
