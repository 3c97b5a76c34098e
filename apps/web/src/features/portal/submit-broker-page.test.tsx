import { MESSAGES } from '@brokerdesk/contract/constants';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openMailto } from '../../lib/mailto';
import { CLIENT_ID } from '../../test/client-fixtures';
import { fakePortal } from '../../test/fake-portal';
import { brokerUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SubmitPage } from './submit-page';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/me', () => ({ useMe: () => brokerUser }));
// Leaving the page for the email program is not something jsdom can do; what would be opened is asserted instead.
vi.mock('../../lib/mailto', async (original) => ({
  ...(await original<typeof import('../../lib/mailto')>()),
  openMailto: vi.fn(),
}));

const renderSubmit = () =>
  renderRoutes(
    [
      { path: 'client/:clientId/application/submit', element: <SubmitPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    `/client/${CLIENT_ID}/application/submit`,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SubmitBrokerPage', { timeout: 20_000 }, () => {
  it('posts the chosen pages and the personal message, then shows the client as invited', async () => {
    const api = fakePortal({
      client: {
        submit: {
          pages: 'profile,requirement,asset',
          invited_at: null,
          submitted_at: null,
          lodged_at: null,
          personal_message: 'Hi Olivia',
        },
      },
    });
    renderSubmit();
    expect(await screen.findByTestId('access-state')).toHaveTextContent('No access');
    expect(screen.getByLabelText('Applicant details')).toBeChecked();
    expect(screen.getByLabelText('Liabilities')).not.toBeChecked();
    await userEvent.click(screen.getByLabelText('Assets'));
    await userEvent.click(screen.getByLabelText('Living Expenses'));
    // Each tick is saved at once (POST client/pages), and the page says so.
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls).toEqual([
      { path: 'client/pages', body: { clientId: CLIENT_ID, pages: 'profile,requirement' } },
      { path: 'client/pages', body: { clientId: CLIENT_ID, pages: 'profile,requirement,expense' } },
    ]);
    expect(await screen.findByText('Saved. Your client sees these pages.')).toBeInTheDocument();
    const message = screen.getByLabelText(/Personal message/);
    expect(message).toHaveValue('Hi Olivia');
    await userEvent.type(message, ', see you soon');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls[2]).toEqual({
      path: 'client/invite',
      body: { clientId: CLIENT_ID, pages: 'profile,requirement,expense', personal_message: 'Hi Olivia, see you soon' },
    });
    expect(await screen.findByText(/Invitation sent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke access' })).toBeInTheDocument();
  });

  it('offers the Documents page and sends it when ticked', async () => {
    const api = fakePortal({
      client: {
        submit: {
          pages: 'profile,document,submit',
          invited_at: null,
          submitted_at: null,
          lodged_at: null,
          personal_message: '',
        },
      },
    });
    renderSubmit();
    expect(await screen.findByTestId('access-state')).toHaveTextContent('No access');
    expect(screen.getByLabelText('Documents')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ pages: 'profile,document,submit' });
  });

  it('opens the adviser’s email program when the answer is a mailto draft', async () => {
    fakePortal({ mailto: { to: 'olivia@example.com', subject: 'Your application', body: 'Hello & welcome\nLink' } });
    renderSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('mailto-opened')).toBeInTheDocument();
    expect(vi.mocked(openMailto)).toHaveBeenCalledWith({
      to: 'olivia@example.com',
      subject: 'Your application',
      body: 'Hello & welcome\nLink',
    });
  });

  it('shows the server’s message with a link to the primary applicant when there is no email', async () => {
    fakePortal({
      fail: {
        path: 'client/invite',
        status: 400,
        body: { error: { code: 'validation', message: MESSAGES.inviteEmailRequired, field: 'email' } },
      },
    });
    renderSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('invite-error')).toHaveTextContent(MESSAGES.inviteEmailRequired);
    expect(screen.getByRole('link', { name: 'Open the primary applicant’s details' })).toHaveAttribute(
      'href',
      `/client/${CLIENT_ID}/application/applicant/101`,
    );
  });

  it('revokes access after a confirmation', async () => {
    const api = fakePortal({ client: { access: 'active', access_email: 'olivia@example.com' } });
    renderSubmit();
    expect(await screen.findByTestId('access-state')).toHaveTextContent('olivia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    expect(api.calls).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(api.calls).toEqual([{ path: 'client/revoke-access', body: { clientId: CLIENT_ID } }]));
    expect(await screen.findByText(/not been invited/)).toBeInTheDocument();
  });

  it('shows completeness and the submitted date, and marks a submitted application as lodged', async () => {
    const api = fakePortal({
      client: {
        status: 'submitted',
        submit: {
          pages: 'profile',
          invited_at: null,
          submitted_at: '2026-03-04T01:00:00.000Z',
          lodged_at: null,
          personal_message: '',
        },
      },
      missing: { asset: 2 },
    });
    renderSubmit();
    expect(await screen.findByTestId('submit-status')).toHaveTextContent(/Submitted by your client 4 Mar 2026/);
    expect(await screen.findByTestId('progress-asset')).toHaveTextContent('2 answers missing');
    expect(screen.getByTestId('progress-requirement')).toHaveTextContent('Complete');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as lodged' }));
    await waitFor(() => expect(api.calls).toEqual([{ path: 'client/mark-lodged', body: { clientId: CLIENT_ID } }]));
    expect(await screen.findByText('Lodged')).toBeInTheDocument();
  });

  it('saves the broker’s assessment notes for the report', async () => {
    const api = fakePortal();
    renderSubmit();
    const notes = await screen.findByLabelText('Notes for the preliminary assessment');
    await waitFor(() => expect(notes).toBeEnabled());
    await userEvent.type(notes, 'Check the bonus');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toEqual({
      path: 'report/assessment-notes',
      body: { clientId: CLIENT_ID, notes: 'Check the bonus' },
    });
  });
});
