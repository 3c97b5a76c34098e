import { BILLING_MESSAGES, type BillingState, type User } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../lib/notify';
import { adviserDetail, describeCall, type FetchCall } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { PaymentPage } from './payment-page';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
let me: User = brokerUser;
vi.mock('../../lib/me', () => ({ useMe: () => me }));

const PLANS = [
  { id: 'price_s', nickname: 'standard', amount: 4400 },
  { id: 'price_p', nickname: 'pro', amount: 7700 },
];

function baseState(over: Partial<BillingState> = {}): BillingState {
  return {
    adviserId: 3,
    kind: 'broker',
    first_name: 'Sarah',
    last_name: 'Mitchell',
    email: 'broker@example.com',
    provider: 'local',
    publishable_key: null,
    free_access: false,
    suspended: false,
    trial_end_date: '2026-12-10',
    in_trial: true,
    trial_ended: false,
    subscription: null,
    card: null,
    next_charge_date: null,
    payment_failed: false,
    invoices: [],
    ...over,
  };
}

function mockApi(state: BillingState, answers: Record<string, () => Response> = {}) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(describeCall(url, init));
      const path = url.split('?')[0] ?? '';
      if (answers[path]) return answers[path]();
      if (path === '/api/broker/detail') return jsonResponse(200, adviserDetail({}));
      if (path === '/api/billing/state') return jsonResponse(200, state);
      if (path === '/api/stripe/plans') return jsonResponse(200, { data: PLANS });
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

const renderPayment = () =>
  renderRoutes([{ path: '/broker/:brokerId/stripe', element: <PaymentPage /> }], '/broker/3/stripe');

beforeEach(() => {
  me = brokerUser;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PaymentPage', () => {
  it('with free access says so and shows no plans', async () => {
    const calls = mockApi(baseState({ free_access: true }));
    renderPayment();
    expect(await screen.findByText(BILLING_MESSAGES.freeAccess)).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('plans') || c.url.includes('plan/list'))).toBe(false);
    expect(screen.queryByRole('button', { name: /Start Now/ })).not.toBeInTheDocument();
  });

  it('with billing off says the firm manages billing, offers no plan or trial and loads no plans', async () => {
    const invoice = {
      id: 9,
      number: 'BD-000009',
      plan: 'standard',
      amount_cents: 4400,
      gst_cents: 400,
      period_start: '2026-01-01',
      period_end: '2026-02-01',
      paid_at: '2026-01-01T00:00:00.000Z',
    };
    const calls = mockApi(baseState({ provider: 'off', in_trial: false, trial_end_date: null, invoices: [invoice] }));
    renderPayment();
    expect(await screen.findByText(BILLING_MESSAGES.billingOff)).toBeInTheDocument();
    // An invoice paid before billing was switched off stays downloadable.
    expect(screen.getByRole('button', { name: /Download tax invoice BD-000009/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start Now/ })).not.toBeInTheDocument();
    expect(screen.queryByText(BILLING_MESSAGES.notSubscribed)).not.toBeInTheDocument();
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('plans') || c.url.includes('plan/list'))).toBe(false);
  });

  it('with no subscription invites to pick a plan, each card with Start Now', async () => {
    mockApi(baseState());
    renderPayment();
    expect(await screen.findByText(BILLING_MESSAGES.notSubscribed)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start Now with Standard' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start Now with Pro' })).toBeEnabled();
    expect(screen.getByText('$44.00')).toBeInTheDocument();
    expect(screen.getByText('$77.00')).toBeInTheDocument();
  });

  it('a paying adviser sees the next charge date and the card on file', async () => {
    const sub = { name: 'standard' as const, stripe_plan: 'price_s', on_grace_period: false, ends_at: null };
    mockApi(
      baseState({
        subscription: sub,
        in_trial: false,
        card: { brand: 'Visa', last4: '4242' },
        next_charge_date: '2026-05-01',
      }),
    );
    renderPayment();
    expect(await screen.findByTestId('next-charge')).toHaveTextContent(
      'Next charge: 1 May 2026 to the Visa card ending 4242',
    );
    expect(screen.getByTestId('card-on-file')).toHaveTextContent('Card on file: Visa ending 4242');
  });

  it('a suspended adviser in trial is told the account is suspended, not that the trial goes on', async () => {
    mockApi(baseState({ suspended: true }));
    renderPayment();
    expect(await screen.findByText(BILLING_MESSAGES.suspended)).toBeInTheDocument();
    expect(screen.queryByText(/free trial until/)).not.toBeInTheDocument();
  });

  it('on a grace period shows the spec’s sentence with the long date and Resume subscription', async () => {
    const sub = { name: 'pro' as const, stripe_plan: 'price_p', on_grace_period: true, ends_at: '2026-04-10' };
    mockApi(baseState({ subscription: sub, in_trial: false }), {
      '/api/stripe/resume': () =>
        jsonResponse(200, {
          message: 'You have successfully resumed your Pro plan.',
          state: baseState({ subscription: { ...sub, on_grace_period: false, ends_at: null } }),
        }),
    });
    renderPayment();
    expect(
      await screen.findByText(
        'You have cancelled your subscription Pro plan. Your subscription will end on 10 April 2026. You have full access until this date.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('You have successfully resumed your Pro plan.'));
    expect(await screen.findByText(BILLING_MESSAGES.currentPlan)).toBeInTheDocument();
  });

  it('a failed subscribe shows the provider’s message inline and “There was an error with your card.”', async () => {
    mockApi(baseState(), {
      '/api/billing/intent': () => jsonResponse(200, { client_secret: 'seti_1_secret_x' }),
      '/api/billing/local/confirm-setup': () => jsonResponse(200, { payment_method: 'pm_card_visa' }),
      '/api/stripe/subscribe': () =>
        jsonResponse(400, { error: { code: 'validation', message: 'Your card was declined.', field: 'card' } }),
    });
    renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Start Now with Standard' }));
    await userEvent.type(await screen.findByLabelText(/Card number/), '4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText(/Expiry/), '12/34');
    await userEvent.type(screen.getByLabelText(/CVC/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe $44.00 AUD' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(BILLING_MESSAGES.cardError);
  });
});
