import { MESSAGES } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeCall, type FetchCall } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { CreateClientModal } from './create-client-modal';

vi.mock('../../lib/me', () => ({ useMe: () => brokerUser }));

/** The broker's templates: one document template the form offers. */
const TEMPLATES = {
  templates: [
    { id: 8, type: 'document', name: 'PAYG pack', data: [11], display: [{ id: 11, name: 'Payslips' }] },
    { id: 9, type: 'asset', name: 'Home', data: ['Savings'], display: [] },
  ],
};

const applicant = { id: 31, client_id: 12, type: 'person', is_primary: true, position: 0, name: 'Ava Brown' };

function mockApi(answer: (call: FetchCall) => Response) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = describeCall(url, init);
      if (url.startsWith('/api/template/list')) return jsonResponse(200, TEMPLATES);
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderModal() {
  const onClose = vi.fn();
  const utils = renderRoutes(
    [
      { path: '/broker/home', element: <CreateClientModal opened onClose={onClose} /> },
      { path: '/client/:clientId/application/applicant/:applicantId', element: <p>applicant profile</p> },
    ],
    '/broker/home',
  );
  return { ...utils, onClose };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });
// The form's code loads when the modal first opens: on a busy machine that import alone can take seconds.
const firstLoad = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

describe('CreateClientModal', { timeout: 20_000 }, () => {
  it('says what is missing or wrong under each field and sends nothing', async () => {
    const calls = mockApi(() => jsonResponse(500, {}));
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Add client' }, firstLoad));
    expect(await screen.findByText('Please type a first name.')).toBeInTheDocument();
    expect(screen.getByText('Please type a last name.')).toBeInTheDocument();

    await userEvent.type(field('First name'), 'Ava');
    await userEvent.type(field('Last name'), 'Brown');
    await userEvent.type(field('Email'), 'ava@');
    await userEvent.type(field('Mobile'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('Please type a valid email.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(screen.queryByText('Please type a first name.')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates the client with what was typed and opens the new applicant’s profile', async () => {
    const calls = mockApi(() => jsonResponse(201, { client: clientDetail(), applicant }));
    const { router, onClose } = renderModal();
    await userEvent.type(await screen.findByLabelText('First name', { exact: false }, firstLoad), '  Ava ');
    await userEvent.type(field('Last name'), 'Brown');
    await userEvent.type(field('Email'), 'Ava.Brown@Example.com');
    await userEvent.type(field('Mobile'), '0412345678');
    expect(field('Mobile')).toHaveValue('0412 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/12/application/applicant/31'));
    expect(calls).toEqual([
      {
        url: '/api/client/create',
        method: 'POST',
        body: { first_name: 'Ava', last_name: 'Brown', email: 'ava.brown@example.com', phone_mobile: '0412 345 678' },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the documents of a chosen document template when the client is created', async () => {
    const calls = mockApi(() => jsonResponse(201, { client: clientDetail(), applicant }));
    const { router } = renderModal();
    await userEvent.type(await screen.findByLabelText('First name', { exact: false }, firstLoad), 'Ava');
    await userEvent.type(field('Last name'), 'Brown');
    const choice = await screen.findByLabelText('Documents to ask for', { exact: false });
    // Only document templates are offered.
    expect([...(choice as HTMLSelectElement).options].map((o) => o.text)).toEqual(['None for now', 'PAYG pack']);
    await userEvent.selectOptions(choice, 'PAYG pack');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/12/application/applicant/31'));
    expect(calls[0]?.body).toEqual({
      first_name: 'Ava',
      last_name: 'Brown',
      email: '',
      phone_mobile: '',
      documentTemplateId: 8,
    });
  });

  it('shows the server’s refusal under the field it names', async () => {
    mockApi(() =>
      jsonResponse(400, { error: { code: 'validation', message: MESSAGES.invalidPhone, field: 'phone_mobile' } }),
    );
    const { router } = renderModal();
    await userEvent.type(await screen.findByLabelText('First name', { exact: false }, firstLoad), 'Ava');
    await userEvent.type(field('Last name'), 'Brown');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/broker/home');
  });
});

function clientDetail() {
  return {
    id: 12,
    adviser_id: 3,
    name: 'Ava Brown',
    client_type: 'active',
    status: 'not-started',
    access: 'none',
    access_email: null,
    applicants: [applicant],
    num_documents_received: 0,
    submit: { pages: 'profile', invited_at: null, submitted_at: null, lodged_at: null, personal_message: '' },
    last_activity_timestamp: '2025-03-05T01:00:00.000Z',
    created_at: '2025-03-05T01:00:00.000Z',
    adviser: {
      adviser_id: 3,
      kind: 'broker',
      first_name: 'Sarah',
      last_name: 'Mitchell',
      email: 'broker@example.com',
      company: '',
      phone_office: '',
      phone_mobile: '',
      phone_display: '',
      header_background: '#1A356F',
      header_text: 0,
      logo_url: null,
      profile_image_url: null,
      video: '',
    },
    locked: false,
  };
}
