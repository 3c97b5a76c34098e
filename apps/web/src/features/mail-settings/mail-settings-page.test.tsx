import {
  type AdviserDetail,
  ATTACHMENT_MAX_BYTES,
  DEFAULT_PERSONAL_MESSAGE,
  MESSAGES,
  type StoredFile,
  type User,
} from '@brokerdesk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { adviserDetail, describeCall, type FetchCall } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { MailSettingsPage } from './mail-settings-page';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
let me: User = brokerUser;
vi.mock('../../lib/me', () => ({ useMe: () => me }));

const json = jsonResponse;
const pdf: StoredFile = {
  id: 41,
  file_name: 'credit-guide.pdf',
  content_type: 'application/pdf',
  size_bytes: 245_000,
  url: '/api/file/download?fileId=41',
  created_at: '2025-03-05T01:00:00.000Z',
};

/** A small fake API: broker/ or planner/ detail and save over one adviser, attachments, the default message. */
function mockApi(start: AdviserDetail, opts: { upload?: () => Response } = {}) {
  let adviser = start;
  let files = [pdf];
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = describeCall(url, init);
      calls.push(call);
      const path = url.split('?')[0] ?? '';
      if (path.endsWith('/detail')) return json(200, adviser);
      if (path.endsWith('/save')) {
        const { key, value } = call.body as { key: keyof AdviserDetail; value: unknown };
        adviser = { ...adviser, [key]: value };
        if (key === 'personal_message') adviser.personal_message_is_default = value === '';
        return json(200, adviser);
      }
      if (path.endsWith('/attachments')) return json(200, { attachments: files });
      if (path.endsWith('/upload-attachment')) return opts.upload?.() ?? json(200, { file: pdf });
      if (path.endsWith('/delete-attachment')) {
        files = [];
        return json(200, { message: MESSAGES.fileDeleted });
      }
      if (path.endsWith('/default-personal-message')) return json(200, { message: DEFAULT_PERSONAL_MESSAGE });
      return json(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

function renderMailSettings(path = '/broker/3/mail-setting') {
  const element = <MailSettingsPage />;
  return renderRoutes(
    [
      { path: '/broker/:brokerId/mail-setting', element },
      { path: '/planner/:plannerId/mail-setting', element },
    ],
    path,
  );
}

const saves = (calls: FetchCall[]) => calls.filter((c) => c.url.endsWith('/save')).map((c) => c.body);

beforeEach(() => {
  me = brokerUser;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('MailSettingsPage', () => {
  it('reads “Mail Settings” to the broker, and names the broker to an administrator', async () => {
    mockApi(adviserDetail());
    const { unmount } = renderMailSettings();
    expect(await screen.findByRole('heading', { name: 'Mail Settings' })).toBeInTheDocument();
    unmount();
    me = { ...brokerUser, id: 1, role: 'admin', is_admin: true, broker_id: null };
    renderMailSettings();
    expect(await screen.findByRole('heading', { name: 'Sarah Mitchell Mail Settings' })).toBeInTheDocument();
  });

  it('sending from BrokerDesk shows the default attachments and hides the sender choice', async () => {
    mockApi(adviserDetail({ mailto: 0 }));
    renderMailSettings();
    expect(await screen.findByRole('radio', { name: 'Send from BrokerDesk' })).toBeChecked();
    expect(await screen.findByText('credit-guide.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload attachment' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Gmail' })).not.toBeInTheDocument();
  });

  it('with their own email program the sender choice shows and the attachments do not', async () => {
    const calls = mockApi(adviserDetail({ mailto: 1, mail_client: 'outlook' }));
    renderMailSettings();
    expect(await screen.findByRole('radio', { name: 'Outlook.com' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Use my own email program' })).toBeChecked();
    expect(screen.queryByText('Default attachments')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload attachment' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/attachments'))).toBe(false);
  });

  it('switching the method saves mailto as 0/1 at once and swaps the sections; the sender saves too', async () => {
    const calls = mockApi(adviserDetail({ mailto: 0 }));
    renderMailSettings();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use my own email program' }));
    await waitFor(() => expect(saves(calls)).toEqual([{ brokerId: 3, key: 'mailto', value: 1, previous: 0 }]));
    expect(screen.queryByText('credit-guide.pdf')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Gmail' }));
    await waitFor(() =>
      expect(saves(calls).at(-1)).toEqual({ brokerId: 3, key: 'mail_client', value: 'gmail', previous: 'default' }),
    );
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('saves the personal message and the disclaimer on blur with “Saved successfully.”', async () => {
    const calls = mockApi(adviserDetail());
    renderMailSettings();
    const message = await screen.findByLabelText(/Personal message/);
    fireEvent.change(message, { target: { value: 'See you soon.' } });
    fireEvent.blur(message);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.savedSuccessfully));
    const disclaimer = screen.getByLabelText(/Email disclaimer/);
    fireEvent.change(disclaimer, { target: { value: 'General advice only.' } });
    fireEvent.blur(disclaimer);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledTimes(2));
    expect(saves(calls)).toEqual([
      { brokerId: 3, key: 'personal_message', value: 'See you soon.', previous: DEFAULT_PERSONAL_MESSAGE },
      { brokerId: 3, key: 'email_disclaimer', value: 'General advice only.', previous: '' },
    ]);
  });

  it('saves the days between document reminders on blur, refuses a bad list before sending, and the Word/Excel choice at once', async () => {
    const calls = mockApi(adviserDetail());
    renderMailSettings();
    const days = await screen.findByLabelText(/Days between document reminders/);
    expect(days).toHaveValue('2,5,10');
    fireEvent.change(days, { target: { value: '2,,99' } });
    fireEvent.blur(days);
    expect(await screen.findByText(MESSAGES.reminderDaysInvalid)).toBeInTheDocument();
    fireEvent.change(days, { target: { value: '3,7' } });
    fireEvent.blur(days);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.savedSuccessfully));
    fireEvent.click(screen.getByLabelText('Clients may upload Word and Excel files'));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)).toEqual([
      { brokerId: 3, key: 'reminder_days', value: '3,7', previous: '2,5,10' },
      { brokerId: 3, key: 'documents_allow_office', value: true, previous: false },
    ]);
  });

  it('“Reset to default” fetches the default message, saves it and says so', async () => {
    const calls = mockApi(adviserDetail({ personal_message: 'My own words.', personal_message_is_default: false }));
    renderMailSettings();
    expect(await screen.findByLabelText(/Personal message/)).toHaveValue('My own words.');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.messageReset));
    expect(calls.some((c) => c.url === '/api/broker/default-personal-message')).toBe(true);
    expect(saves(calls)).toEqual([
      { brokerId: 3, key: 'personal_message', value: DEFAULT_PERSONAL_MESSAGE, previous: 'My own words.' },
    ]);
    expect(screen.getByLabelText(/Personal message/)).toHaveValue(DEFAULT_PERSONAL_MESSAGE);
    expect(notifySuccess).not.toHaveBeenCalledWith(MESSAGES.savedSuccessfully);
  });

  it('deletes an attachment only after confirming, with “File deleted successfully”', async () => {
    const calls = mockApi(adviserDetail());
    renderMailSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete credit-guide.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete attachment' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.fileDeleted));
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.url).toMatch(/^\/api\/broker\/delete-attachment\?/);
    expect(new URLSearchParams(del?.url.split('?')[1]).get('fileId')).toBe('41');
    expect(await screen.findByText('No attachments yet.')).toBeInTheDocument();
  });

  it('shows the server’s reason when an upload is refused', async () => {
    const reason = 'Please upload a PDF or an office document.';
    const calls = mockApi(adviserDetail(), {
      upload: () => json(415, { error: { code: 'unsupported_media_type', message: reason } }),
    });
    const { container } = renderMailSettings();
    await screen.findByText('credit-guide.pdf');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'fake.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    const upload = calls.find((c) => c.url.endsWith('/upload-attachment'));
    expect(upload).toMatchObject({ method: 'POST', body: ['brokerId', 'file'] });
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const calls = mockApi(adviserDetail());
    const { container } = renderMailSettings();
    await screen.findByText('credit-guide.pdf');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: ATTACHMENT_MAX_BYTES + 1 });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.attachmentTooLarge);
    expect(calls.some((c) => c.url.endsWith('/upload-attachment'))).toBe(false);
  });

  it('a planner’s page reads and saves through the planner endpoints', async () => {
    me = { ...brokerUser, role: 'planner', broker_id: null, planner_id: 5 };
    const calls = mockApi(adviserDetail({ id: 5, kind: 'planner' }));
    renderMailSettings('/planner/5/mail-setting');
    const disclaimer = await screen.findByLabelText(/Email disclaimer/);
    expect(calls[0]?.url).toBe('/api/planner/detail?plannerId=5');
    fireEvent.change(disclaimer, { target: { value: 'Planner fine print.' } });
    fireEvent.blur(disclaimer);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.savedSuccessfully));
    expect(calls.find((c) => c.url === '/api/planner/save')?.body).toEqual({
      plannerId: 5,
      key: 'email_disclaimer',
      value: 'Planner fine print.',
      previous: '',
    });
    expect(calls.some((c) => c.url.startsWith('/api/planner/attachments?plannerId=5'))).toBe(true);
  });
});
