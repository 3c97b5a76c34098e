import { MESSAGES, type User } from '@brokerdesk/contract/constants';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBillingMode } from '../lib/meta';
import { brokerUser, jsonResponse } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { UpgradeModal } from './upgrade-modal';

const me: User = brokerUser;
vi.mock('../lib/me', () => ({ useMe: () => me }));

describe('UpgradeModal', { timeout: 20_000 }, () => {
  const modal = { path: '/broker/home', element: <UpgradeModal opened onClose={() => {}} /> };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the payment page only once the app has one', async () => {
    renderRoutes([modal, { path: '*', element: null }], '/broker/home');
    expect(await screen.findByText(MESSAGES.planFeatureLocked)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade now' })).not.toBeInTheDocument();
  });

  it('links to the adviser’s own payment page when it exists', async () => {
    renderRoutes([modal, { path: '/broker/:brokerId/payment', element: null }], '/broker/home');
    expect(await screen.findByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/broker/3/payment');
  });

  it('never shows while billing is off (GET /api/meta): there is no plan to upgrade to', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/meta' ? jsonResponse(200, { demo: false, billing: 'off' }) : jsonResponse(404, {}),
      ),
    );
    /** Shows the billing mode as the page knows it, so the test waits until the answer has arrived. */
    function Mode() {
      return <span>billing {useBillingMode() ?? 'unknown'}</span>;
    }
    const page = {
      path: '/broker/home',
      element: (
        <>
          <Mode />
          <UpgradeModal opened onClose={() => {}} />
        </>
      ),
    };
    renderRoutes([page, { path: '/broker/:brokerId/payment', element: null }], '/broker/home');
    expect(await screen.findByText('billing off')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.planFeatureLocked)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade now' })).not.toBeInTheDocument();
  });
});
