import {
  type ApplicantDetail,
  type ApplicationItem,
  applicantName,
  type ClientDetail,
  type KeyValue,
  MESSAGES,
  type User,
} from '@brokerdesk/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDetail, testItem } from '../../../test/applicant-fixtures';
import { testClient, testProgress } from '../../../test/client-fixtures';
import { brokerUser, jsonResponse } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { ApplicantProfilePage } from './applicant-profile-page';

// Saves and lazy modules take longer while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const me: User = brokerUser;
vi.mock('../../../lib/me', () => ({ useMe: () => me }));

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> & { keyValueArr?: KeyValue[] };
}

const merge = (data: Record<string, unknown>, kvs: KeyValue[] = []) =>
  Object.fromEntries([...Object.entries(data), ...kvs.map((kv) => [kv.key, kv.value])]);

/** A fake API over one client's applicants; `answer` may reply to a call first. */
function mockApi(
  details: Record<number, ApplicantDetail>,
  answer: (call: Call) => Response | undefined = () => undefined,
) {
  let client: ClientDetail = testClient();
  let nextItem = 500;
  const calls: Call[] = [];
  const applicantOf = (body: Call['body']) => details[body.applicantId as number] as ApplicantDetail;
  const saveItem = (list: 'addresses', body: Call['body'], id: number | undefined): ApplicationItem => {
    const a = applicantOf(body);
    const existing = a[list].find((i) => i.id === id);
    const item = existing ?? testItem(nextItem++, a.id, 'address', { use: body.object ?? 'current' });
    const saved = { ...item, data: merge(item.data, body.keyValueArr) };
    details[a.id] = { ...a, [list]: existing ? a[list].map((i) => (i.id === id ? saved : i)) : [...a[list], saved] };
    return saved;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const [path = '', query = ''] = url.split('?');
      const call: Call = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : {} };
      if (call.method !== 'GET') calls.push(call);
      const special = answer(call);
      if (special) return special;
      switch (path) {
        case '/api/client/detail':
          return jsonResponse(200, client);
        case '/api/application/progress':
          return jsonResponse(200, testProgress());
        case '/api/third-party/detail':
          return jsonResponse(200, { third_parties: [] });
        case '/api/applicant/detail':
          return jsonResponse(200, details[Number(new URLSearchParams(query).get('applicantId'))]);
        case '/api/applicant/edit-person':
        case '/api/applicant/edit-company': {
          const a = applicantOf(call.body);
          const data = merge(a.data, call.body.keyValueArr);
          details[a.id] = { ...a, data, name: applicantName(a.type, data) };
          const { addresses, employments, other_incomes, choosable_applicants, completeness, ...record } = details[
            a.id
          ] as ApplicantDetail;
          return jsonResponse(200, record);
        }
        case '/api/address/edit':
          return jsonResponse(200, saveItem('addresses', call.body, call.body.addressId as number | undefined));
        case '/api/address/edit-residence':
          return jsonResponse(200, saveItem('addresses', call.body, call.body.residenceId as number));
        case '/api/applicant/delete':
          client = { ...client, applicants: client.applicants.filter((a) => a.id !== call.body.applicantId) };
          return jsonResponse(200, { message: MESSAGES.applicantDeleted });
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderProfile(applicantId: number) {
  return renderRoutes(
    [
      {
        path: 'client/:clientId/application/applicant/:applicantId',
        element: (
          <>
            <ApplicantProfilePage />
            <Where />
          </>
        ),
      },
    ],
    `/client/41/application/applicant/${applicantId}`,
  );
}

const field = (label: string) =>
  screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') as HTMLInputElement;
const saves = (calls: Call[], path: string) => calls.filter((c) => c.path === `/api/${path}`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ApplicantProfilePage', { timeout: 20_000 }, () => {
  it('renders a person’s fields and saves a name on blur with the value last seen', async () => {
    const calls = mockApi({ 101: testDetail(101, { first_name: 'Olivia', last_name: 'Chen' }) });
    renderProfile(101);
    expect(await screen.findByRole('heading', { name: 'Applicant: Olivia Chen' })).toBeInTheDocument();
    expect(screen.queryByTestId('read-only-note')).not.toBeInTheDocument();
    for (const label of [
      'Title',
      'First name',
      'Middle name',
      'Last name',
      'Preferred name',
      'Date of birth',
      'Gender',
      'Marital status',
      'Number of dependants',
      'Citizenship',
      'Residency status',
      'Mobile',
      'Email',
      'Employment status',
    ]) {
      expect(field(label), label).toBeInTheDocument();
    }
    expect(screen.getByRole('radiogroup', { name: /Has a driver licence/ })).toBeInTheDocument();
    // The licence's details wait for the answer; the primary's page carries the third parties.
    expect(screen.queryByLabelText(/^Licence number/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Third parties' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete applicant' })).not.toBeInTheDocument();
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('answers still needed');
    expect(await screen.findByTestId('next-missing')).toBeInTheDocument();
    expect(screen.getByTestId('autosave-indicator')).toBeInTheDocument();
    expect(screen.getByTestId('address-history-prompt')).toHaveTextContent('nothing covered so far');
    expect(screen.getByTestId('employment-history-prompt')).toBeInTheDocument();

    const first = field('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Liv');
    await userEvent.tab();
    await waitFor(() => expect(saves(calls, 'applicant/edit-person')).toHaveLength(1));
    expect(saves(calls, 'applicant/edit-person')[0]?.body).toEqual({
      clientId: 41,
      applicantId: 101,
      keyValueArr: [{ key: 'first_name', value: 'Liv', previous: 'Olivia' }],
    });
    expect(await screen.findByRole('heading', { name: 'Applicant: Liv Chen' })).toBeInTheDocument();
  });

  it('shows another person’s own details read-only, saying whose they are, and sends no save', async () => {
    const calls = mockApi({ 101: testDetail(101, { first_name: 'Noah', last_name: 'Chen' }, { may_edit: false }) });
    renderProfile(101);
    expect(await screen.findByTestId('read-only-note')).toHaveTextContent('Only Noah can change Noah’s details.');
    const first = field('First name');
    expect(first).toHaveValue('Noah');
    expect(first).toBeDisabled();
    expect(field('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add current address' })).toBeDisabled();
    // Nothing to move to or save here: no "Next missing answer", no autosave line; the count stays.
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('answers still needed');
    expect(screen.queryByTestId('next-missing')).not.toBeInTheDocument();
    expect(screen.queryByTestId('autosave-indicator')).not.toBeInTheDocument();
    await userEvent.type(first, 'Hijack');
    await userEvent.tab();
    expect(first).toHaveValue('Noah');
    // The client's third parties are not one person's details: they stay open.
    expect(screen.getByRole('heading', { name: 'Third parties' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('adds a current address and saves its time there through address/edit-residence until three years are covered', async () => {
    const calls = mockApi({ 101: testDetail(101, { first_name: 'Olivia' }) });
    renderProfile(101);
    const prompt = await screen.findByTestId('address-history-prompt');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Add current address' }));
    const card = await screen.findByTestId('address-card');
    expect(saves(calls, 'address/edit')[0]?.body).toEqual({
      clientId: 41,
      applicantId: 101,
      object: 'current',
      keyValueArr: [{ key: 'use', value: 'current' }],
    });
    expect(within(card).getByText('Current address')).toBeInTheDocument();
    for (const label of [
      'Address line 1',
      'Suburb',
      'State',
      'Postcode',
      'Residential status',
      'Months at this address',
    ]) {
      expect(within(card).getAllByLabelText(new RegExp(`^${label}`)).length).toBeGreaterThan(0);
    }
    // Less than three years: the prompt now offers a previous address.
    expect(
      within(screen.getByTestId('address-history-prompt')).getByRole('button', { name: 'Add previous address' }),
    ).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText(/^Years at this address/), '3');
    await userEvent.tab();
    await waitFor(() => expect(saves(calls, 'address/edit-residence')).toHaveLength(1));
    expect(saves(calls, 'address/edit-residence')[0]?.body).toMatchObject({
      residenceId: 500,
      keyValueArr: [{ key: 'years', value: 3, previous: null }],
    });
    await waitFor(() => expect(screen.queryByTestId('address-history-prompt')).not.toBeInTheDocument());
  });

  it('renders a company’s fields; an invalid ABN shows its message and is not sent; the server’s message shows too', async () => {
    const calls = mockApi({ 103: testDetail(103, { name: 'Chen Holdings Pty Ltd' }) }, (call) =>
      call.path === '/api/applicant/edit-company' && call.body.keyValueArr?.[0]?.key === 'acn'
        ? jsonResponse(400, {
            error: { code: 'validation', message: 'This ACN belongs to a deregistered company.', field: 'acn' },
          })
        : undefined,
    );
    renderProfile(103);
    expect(await screen.findByRole('heading', { name: 'Company: Chen Holdings Pty Ltd' })).toBeInTheDocument();
    for (const label of [
      'Company name',
      'Trading name',
      'ABN',
      'ACN',
      'Registration date',
      'Industry',
      'Directors',
      'Shareholders',
    ]) {
      expect(field(label), label).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Add registered address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add business address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete applicant' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Third parties' })).not.toBeInTheDocument();

    await userEvent.type(field('ABN'), '51 824 753 557');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.invalidAbn)).toBeInTheDocument();
    expect(saves(calls, 'applicant/edit-company')).toHaveLength(0);
    await userEvent.clear(field('ABN'));
    await userEvent.type(field('ABN'), '51 824 753 556');
    await userEvent.tab();
    await waitFor(() => expect(saves(calls, 'applicant/edit-company')).toHaveLength(1));
    expect(screen.queryByText(MESSAGES.invalidAbn)).not.toBeInTheDocument();

    await userEvent.type(field('ACN'), '000 000 019');
    await userEvent.tab();
    expect(await screen.findByText(/This ACN belongs to a deregistered company\./)).toBeInTheDocument();
    expect(field('ACN')).toHaveValue('000 000 019');
  });

  it('renders a trust’s fields with its trustee chosen among the applicants', async () => {
    mockApi({ 104: testDetail(104, { name: 'Chen Family Trust', trust_type: 'discretionary' }) });
    renderProfile(104);
    expect(await screen.findByRole('heading', { name: 'Trust: Chen Family Trust' })).toBeInTheDocument();
    for (const label of ['Trust name', 'Trust type', 'ABN', 'Date established', 'Trustee', 'Beneficiaries']) {
      expect(field(label), label).toBeInTheDocument();
    }
    expect(field('Trust type')).toHaveValue('Discretionary (family) trust');
    expect(screen.queryByTestId('address-card')).not.toBeInTheDocument();
  });

  it('deletes a non-primary applicant after confirming and opens the first applicant', async () => {
    const calls = mockApi({
      101: testDetail(101, { first_name: 'Olivia', last_name: 'Chen' }),
      104: testDetail(104, { name: 'Chen Family Trust' }),
    });
    renderProfile(104);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete applicant' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Trust Chen Family Trust');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/client/41/application/applicant/101'));
    expect(saves(calls, 'applicant/delete')[0]).toMatchObject({
      method: 'DELETE',
      body: { clientId: 41, applicantId: 104 },
    });
    expect(await screen.findByRole('heading', { name: 'Applicant: Olivia Chen' })).toBeInTheDocument();
  });
});
