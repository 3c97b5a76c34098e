import { MESSAGES, type User } from '@brokerdesk/contract/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { brokerUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { UpgradeModal } from './upgrade-modal';

const me: User = brokerUser;
vi.mock('../../app/session', () => ({ useMe: () => me }));

describe('UpgradeModal', { timeout: 20_000 }, () => {
  const modal = { path: '/broker/home', element: <UpgradeModal opened onClose={() => {}} /> };

  it('offers the payment page only once the app has one', async () => {
    renderRoutes([modal, { path: '*', element: null }], '/broker/home');
    expect(await screen.findByText(MESSAGES.planFeatureLocked)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade now' })).not.toBeInTheDocument();
  });

  it('links to the adviser’s own payment page when it exists', async () => {
    renderRoutes([modal, { path: '/broker/:brokerId/payment', element: null }], '/broker/home');
    expect(await screen.findByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/broker/3/payment');
  });
});
