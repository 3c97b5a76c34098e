import { MESSAGES, type User } from '@brokerdesk/contract/constants';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, clientUser } from '../../test/client-fixtures';
import { testFile, testRequest } from '../../test/document-fixtures';
import { fakeDocumentsApi } from '../../test/fake-documents';
import { brokerUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { DocumentsPage } from './documents-page';

// The page's two lazy views load on first use: on a busy machine that alone can take seconds.
configure({ asyncUtilTimeout: 15_000 });

let me: User = brokerUser;
vi.mock('../../lib/me', () => ({ useMe: () => me }));

const renderDocuments = (applicantId = 101) =>
  renderRoutes(
    [{ path: 'client/:clientId/application/document/:applicantId', element: <DocumentsPage /> }],
    `/client/${CLIENT_ID}/application/document/${applicantId}`,
  );

const card = (name: string) => screen.getByRole('region', { name });

const payslips = testRequest({
  state: 'uploaded',
  files: [testFile()],
});
const passport = testRequest({
  id: 302,
  document_type_id: 21,
  name: 'Passport',
  category_id: 1,
  category_name: 'Identification',
  validity: { kind: 'expiry', days: null },
  state: 'accepted',
  files: [
    testFile({ id: 502, review_state: 'accepted', freshness: 'stale', download_name: 'Olivia Chen - Passport.jpg' }),
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
  me = brokerUser;
});

describe('the broker’s Documents page', { timeout: 60_000 }, () => {
  it('lists the requests by category with their wording, state, files and freshness', async () => {
    fakeDocumentsApi({ requests: [payslips, passport] });
    renderDocuments();
    expect(await screen.findByRole('heading', { level: 2, name: 'Income' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Identification' })).toBeInTheDocument();
    expect(within(card('Payslips')).getByText('Your two most recent payslips')).toBeInTheDocument();
    expect(within(card('Payslips')).getByTestId('request-state')).toHaveTextContent('To review');
    expect(within(card('Payslips')).getByTestId('file-name')).toHaveTextContent('Olivia Chen - Payslips.pdf');
    expect(within(card('Passport')).getAllByTestId('freshness')[0]).toHaveTextContent('Out of date');
    // An accepted file keeps its request; an out-of-date one is offered again in one click.
    expect(within(card('Passport')).queryByRole('button', { name: 'Remove request' })).not.toBeInTheDocument();
    expect(within(card('Passport')).getByRole('button', { name: 'Request again' })).toBeInTheDocument();
    expect(screen.getByTestId('documents-summary')).toHaveTextContent('1 to review · 1 out of date');
  });

  it('accepts a file, and asks again for an accepted one', async () => {
    const api = fakeDocumentsApi({ requests: [payslips, passport] });
    renderDocuments();
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Payslips' })).findByRole('button', { name: 'Accept' }),
    );
    await waitFor(() =>
      expect(api.mutations()).toContainEqual(
        expect.objectContaining({ path: 'document/review', body: { requestId: 301, decision: 'accept' } }),
      ),
    );
    await waitFor(() => expect(within(card('Payslips')).getByTestId('request-state')).toHaveTextContent('Accepted'));
    await userEvent.click(within(card('Passport')).getByRole('button', { name: 'Request again' }));
    await waitFor(() =>
      expect(api.mutations()).toContainEqual(
        expect.objectContaining({ path: 'document/re-request', body: { requestId: 302 } }),
      ),
    );
  });

  it('will not reject without a reason the client can read, and sends the reason', async () => {
    const api = fakeDocumentsApi({ requests: [payslips] });
    renderDocuments();
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Payslips' })).findByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject: Payslips' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MESSAGES.rejectReasonRequired)).toBeInTheDocument();
    expect(api.mutations()).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The March payslip is cut off.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.mutations()[0]).toMatchObject({
        path: 'document/review',
        body: { requestId: 301, decision: 'reject', reason: 'The March payslip is cut off.' },
      }),
    );
    expect(await within(card('Payslips')).findByTestId('request-reason')).toHaveTextContent(
      'Reason: The March payslip is cut off.',
    );
  });

  it('pauses the client’s reminders and sends one now, with the server’s answer or refusal', async () => {
    const notices = await import('../../lib/notify');
    const error = vi.spyOn(notices, 'notifyError');
    const api = fakeDocumentsApi({
      requests: [payslips],
      fail: {
        path: 'client/send-reminder',
        status: 400,
        body: { error: { code: 'validation', message: MESSAGES.reminderQuietHours } },
      },
    });
    renderDocuments();
    const pause = await screen.findByRole('switch', { name: /Pause reminders/ });
    expect(pause).not.toBeChecked();
    await userEvent.click(pause);
    await waitFor(() =>
      expect(api.mutations()).toContainEqual(
        expect.objectContaining({ path: 'client/reminders', body: { clientId: CLIENT_ID, paused: true } }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a reminder now' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.reminderQuietHours));
  });

  it('shows the upgrade notice when the plan locks Documents', async () => {
    fakeDocumentsApi({
      fail: {
        path: 'document/requests',
        status: 403,
        body: { error: { code: 'forbidden', message: MESSAGES.planFeatureLocked } },
      },
    });
    renderDocuments();
    expect(await screen.findByTestId('page-locked')).toHaveTextContent(MESSAGES.planFeatureLocked);
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });
});

describe('the client’s Documents page', { timeout: 60_000 }, () => {
  it('lists what is still missing, the reason of a rejected one, and no review actions', async () => {
    me = clientUser;
    fakeDocumentsApi({
      requests: [
        testRequest({
          state: 'rejected',
          reason: 'The March payslip is cut off.',
          files: [testFile({ review_state: 'rejected' })],
        }),
        testRequest({ id: 303, document_type_id: 31, name: 'Bank statements', state: 'requested' }),
        passport,
      ],
    });
    renderDocuments();
    const needed = await screen.findByTestId('still-needed');
    expect(needed).toHaveTextContent('2 documents still needed');
    expect(needed).toHaveTextContent('Payslips (please upload again)');
    expect(needed).toHaveTextContent('Bank statements');
    expect(needed).not.toHaveTextContent('Passport');
    expect(within(card('Payslips')).getByTestId('request-reason')).toHaveTextContent('The March payslip is cut off.');
    expect(within(card('Payslips')).getByTestId('request-state')).toHaveTextContent('Please upload again');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open / })).not.toBeInTheDocument();
    // Accepted: nothing more to send.
    expect(within(card('Passport')).queryByRole('button', { name: /Upload files/ })).not.toBeInTheDocument();
    expect(
      within(card('Bank statements')).getByRole('button', { name: 'Upload files for Bank statements' }),
    ).toBeInTheDocument();
  });

  it('removes a file of theirs not yet reviewed, and only that', async () => {
    me = clientUser;
    const api = fakeDocumentsApi({
      requests: [testRequest({ state: 'uploaded', files: [testFile()] }), passport],
    });
    renderDocuments();
    const remove = await screen.findByRole('button', { name: 'Remove march-payslip.pdf' });
    expect(within(card('Passport')).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await userEvent.click(remove);
    await waitFor(() =>
      expect(api.mutations()).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: 'document/file', query: { fileId: '501' } }),
      ),
    );
  });
});
