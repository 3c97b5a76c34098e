import type { User } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { adviserDetail } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { PasswordPage } from './password-page';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
let me: User = brokerUser;
vi.mock('../../lib/me', async (original) => ({ ...(await original<object>()), useMe: () => me }));

const admin: User = { ...brokerUser, id: 1, role: 'admin', is_admin: true, broker_id: null, branding: null };

function mockApi() {
  const fn = vi.fn(async (url: string, _init: RequestInit) =>
    url.startsWith('/api/broker/detail')
      ? jsonResponse(200, adviserDetail({ id: 3, user_id: 7 }))
      : jsonResponse(200, { message: 'ok' }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}
const posted = (fn: ReturnType<typeof mockApi>) =>
  fn.mock.calls.filter(([, init]) => init.method === 'POST').map(([url, init]) => [url, JSON.parse(String(init.body))]);

function renderPassword() {
  return renderRoutes([{ path: 'broker/:brokerId/password', element: <PasswordPage /> }], '/broker/3/password');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  me = brokerUser;
});

// Typing through userEvent is slow on a busy machine; the default 5 s is too tight for a full form.
describe('PasswordPage', { timeout: 15_000 }, () => {
  it('asks for the current password on one’s own account', async () => {
    const fetch = mockApi();
    renderPassword();
    expect(screen.getByRole('heading', { name: 'Password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'Old-pass1!');
    await userEvent.type(screen.getByLabelText('New password'), 'Next-pass9#');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Next-pass9#');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalled());
    expect(posted(fetch)).toEqual([
      ['/api/user/password', { userId: 7, currentPassword: 'Old-pass1!', newPassword: 'Next-pass9#' }],
    ]);
  });

  it('lets an administrator set another adviser’s password, named in the heading, without a current one', async () => {
    me = admin;
    const fetch = mockApi();
    renderPassword();
    expect(await screen.findByRole('heading', { name: 'Sarah Mitchell Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'Next-pass9#');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Next-pass9#');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalled());
    expect(posted(fetch)).toEqual([['/api/user/password', { userId: 7, newPassword: 'Next-pass9#' }]]);
  });
});
