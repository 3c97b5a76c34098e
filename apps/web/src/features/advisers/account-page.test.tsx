import { type AdviserDetail, AUSTRALIA_ID, MESSAGES, type User } from '@brokerdesk/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adviserDetail, describeCall, type FetchCall } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AccountPage } from './account-page';

let me: User = brokerUser;
vi.mock('../../lib/me', async (original) => ({ ...(await original<object>()), useMe: () => me }));

const json = jsonResponse;
type Answer = (call: FetchCall) => Response | undefined;

/** A small fake API over one adviser: detail, save (echoing the value) and user/account; `answer` overrides. */
function mockApi(start: AdviserDetail, answer: Answer = () => undefined) {
  let adviser = start;
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = describeCall(url, init);
      calls.push(call);
      const special = answer(call);
      if (special) return special;
      const path = url.split('?')[0] ?? '';
      if (path === '/api/user/detail') return json(200, { ...me, pending_email: null });
      if (path.endsWith('/detail')) return json(200, adviser);
      const body = call.body as { key: string; value: unknown };
      // A change of login email waits for its link: the answer shows the old email and the waiting one.
      if (path.endsWith('/user/account') && body.key === 'email')
        return json(200, { ...me, pending_email: String(body.value).toLowerCase() });
      if (path.endsWith('/save')) {
        adviser = { ...adviser, [body.key]: body.value };
        return json(200, adviser);
      }
      if (path.endsWith('/user/account')) {
        adviser = { ...adviser, [body.key]: body.value };
        return json(200, { ...me, [body.key]: body.value });
      }
      return json(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

const saves = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST');
/** A select's input (its option list carries the same label). */
const selectInput = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;

function renderAccount(path = '/broker/3/account') {
  return renderRoutes(
    [
      { path: 'broker/:brokerId/account', element: <AccountPage /> },
      { path: 'planner/:plannerId/account', element: <AccountPage /> },
    ],
    path,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  me = brokerUser;
});

// The whole form (250 countries among its options) renders in jsdom on every step: slow on a busy machine.
describe('AccountPage', { timeout: 20_000 }, () => {
  it('shows the broker’s fields with their values, phones formatted, and no lodgement section by default', async () => {
    mockApi(adviserDetail({ phone_mobile: '+61412345678', phone_office: '+61298765432', state_id: 2, country_id: 13 }));
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'My Details' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Sarah');
    expect(screen.getByLabelText('Email')).toHaveValue('broker@example.com');
    expect(screen.getByLabelText('Company')).toHaveValue('Harbour City Home Loans');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('0412 345 678');
    expect(screen.getByLabelText('Office phone')).toHaveValue('(02) 9876 5432');
    expect(selectInput('State')).toHaveValue('NSW');
    expect(selectInput('Country')).toHaveValue('Australia');
    for (const label of ['Fax', 'Website', 'Credit representative number', 'Address line 1', 'City', 'Postcode']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(selectInput('Aggregator')).toBeInTheDocument();
    expect(screen.queryByLabelText('AFSL number')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lodgement-section')).not.toBeInTheDocument();
    expect(screen.getByTestId('autosave-indicator')).toHaveTextContent('Changes save automatically');
  });

  it('saves a field on blur with the value last seen, not while typing', async () => {
    const calls = mockApi(adviserDetail());
    renderAccount();
    const city = await screen.findByLabelText('City');
    await userEvent.type(city, 'Parramatta');
    expect(saves(calls)).toHaveLength(0);
    await userEvent.tab();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toEqual({
      url: '/api/broker/save',
      method: 'POST',
      body: { brokerId: 3, key: 'city', value: 'Parramatta', previous: '' },
    });
    // Leaving it again unchanged saves nothing more.
    await userEvent.click(city);
    await userEvent.tab();
    expect(saves(calls)).toHaveLength(1);
  });

  it('shows Invalid postcode and does not save a postcode with letters; a corrected one is saved', async () => {
    const calls = mockApi(adviserDetail());
    renderAccount();
    const postcode = await screen.findByLabelText('Postcode');
    await userEvent.type(postcode, '20O0');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.invalidPostcode)).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
    expect(postcode).toHaveValue('20O0');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '2000');
    await userEvent.tab();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({ key: 'postcode', value: '2000' });
    expect(screen.queryByText(MESSAGES.invalidPostcode)).not.toBeInTheDocument();
  });

  it('checks an Australian adviser’s postcode for 4 digits before sending it', async () => {
    const calls = mockApi(adviserDetail({ country_id: AUSTRALIA_ID }));
    renderAccount();
    const postcode = await screen.findByLabelText('Postcode');
    await userEvent.type(postcode, '200');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.invalidPostcode)).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
    await userEvent.type(postcode, '0');
    await userEvent.tab();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({ key: 'postcode', value: '2000' });
  });

  it('formats a phone while typing and sends what was typed for the server to store', async () => {
    const calls = mockApi(adviserDetail());
    renderAccount();
    const mobile = await screen.findByLabelText('Mobile phone');
    await userEvent.type(mobile, '0412345678');
    expect(mobile).toHaveValue('0412 345 678');
    await userEvent.tab();
    await waitFor(() => expect(saves(calls)[0]?.body).toMatchObject({ key: 'phone_mobile', value: '0412 345 678' }));
  });

  it('saves a choice as soon as it is picked', async () => {
    const calls = mockApi(adviserDetail());
    renderAccount();
    await screen.findByLabelText('City');
    await userEvent.click(selectInput('State'));
    await userEvent.click(await screen.findByRole('option', { name: 'VIC', hidden: true }));
    await waitFor(() =>
      expect(saves(calls)[0]?.body).toEqual({ brokerId: 3, key: 'state_id', value: 7, previous: null }),
    );
  });

  it('changes one’s own login email with the current password, and says the link went to the new address', async () => {
    const calls = mockApi(adviserDetail());
    renderAccount();
    expect(await screen.findByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('New email'), 'Sarah@New.example');
    await userEvent.type(screen.getByLabelText('Current password'), 'Demo-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(saves(calls)[0]).toEqual({
        url: '/api/user/account',
        method: 'POST',
        body: { userId: 7, key: 'email', value: 'Sarah@New.example', currentPassword: 'Demo-pass1!' },
      }),
    );
    expect(await screen.findByTestId('email-change-sent')).toHaveTextContent(MESSAGES.emailChangeSent);
    expect(screen.getByLabelText('Email')).toHaveValue('broker@example.com');
    expect(screen.getByText(/Waiting for sarah@new\.example/)).toBeInTheDocument();
  });

  it('shows the server’s refusal on its field and keeps what was typed', async () => {
    mockApi(adviserDetail(), (call) =>
      call.url === '/api/user/account'
        ? json(400, { error: { code: 'validation', message: MESSAGES.incorrectPassword, field: 'currentPassword' } })
        : undefined,
    );
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    await userEvent.type(screen.getByLabelText('New email'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'Wrong-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(MESSAGES.incorrectPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('New email')).toHaveValue('taken@example.com');
    expect(screen.queryByTestId('email-change-sent')).not.toBeInTheDocument();
  });

  it('asks an administrator changing someone else’s email for no password', async () => {
    me = { ...brokerUser, id: 1, role: 'admin', is_admin: true, broker_id: null, branding: null };
    const calls = mockApi(adviserDetail());
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New email'), 'moved@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(saves(calls)[0]?.body).toEqual({ userId: 7, key: 'email', value: 'moved@example.com' }));
  });

  it('shows the lodgement section when available; secrets are never pre-filled and save on blur', async () => {
    const calls = mockApi(
      adviserDetail({ aggregator_id: 5, lodgement_available: true, lodge_user: 'ops', lodge_pass_set: true }),
    );
    renderAccount();
    const section = await screen.findByTestId('lodgement-section');
    expect(within(section).getByLabelText('Username')).toHaveValue('ops');
    const pass = within(section).getByLabelText('Password');
    expect(pass).toHaveValue('');
    expect(pass).toHaveAttribute('placeholder', 'Saved');
    expect(within(section).getByLabelText('API key')).not.toHaveAttribute('placeholder', 'Saved');
    await userEvent.type(pass, 'N3w-secret');
    await userEvent.tab();
    await waitFor(() => expect(saves(calls)[0]?.body).toEqual({ brokerId: 3, key: 'lodge_pass', value: 'N3w-secret' }));
    await waitFor(() => expect(pass).toHaveValue(''));
  });

  it('gives a planner the planner fields, saving the disclaimer as emailDisclaimer', async () => {
    me = { ...brokerUser, role: 'planner', broker_id: null, planner_id: 5 };
    const calls = mockApi(adviserDetail({ id: 5, kind: 'planner', afsl_number: '123456' }));
    renderAccount('/planner/5/account');
    expect(await screen.findByLabelText('AFSL number')).toHaveValue('123456');
    expect(screen.queryByLabelText('Fax')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Aggregator')).not.toBeInTheDocument();
    const afsl = screen.getByLabelText('AFSL number');
    await userEvent.clear(afsl);
    await userEvent.type(afsl, '12345');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.afslSixDigits)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email disclaimer'), 'General advice only.');
    await userEvent.tab();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({
      url: '/api/planner/save',
      body: { plannerId: 5, key: 'emailDisclaimer', value: 'General advice only.' },
    });
  });

  it('reads “{first} {last} Details” to an administrator', async () => {
    me = { ...brokerUser, id: 1, role: 'admin', is_admin: true, broker_id: null, branding: null };
    mockApi(adviserDetail());
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Sarah Mitchell Details' })).toBeInTheDocument();
  });
});
