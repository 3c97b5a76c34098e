import { MESSAGES } from '@brokerdesk/contract/constants';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFactFind, pagePath } from '../../test/fake-fact-find';
import { brokerUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { useApplicationProgress } from './api';
import { RequirementPage } from './requirement-page';

// Pages load their data first; on a busy machine that takes longer than the one-second default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/me', () => ({ useMe: () => brokerUser }));

/** The page beside something that watches the progress, as the application navigation does. */
function WithProgress() {
  const progress = useApplicationProgress(41);
  return (
    <>
      <RequirementPage />
      <output data-testid="progress-fetches">{progress.dataUpdatedAt}</output>
    </>
  );
}

const renderRequirement = () =>
  renderRoutes(
    [{ path: 'client/:clientId/application/requirement', element: <WithProgress /> }],
    pagePath('requirement'),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// Mantine pages under jsdom on a busy machine take seconds per test.
describe('RequirementPage', { timeout: 20_000 }, () => {
  it('shows the questions in cards with what is still needed, and the saved answers', async () => {
    fakeFactFind({ sections: { requirement: { purpose: 'purchase', loan_amount: 64_000_000 } } });
    renderRequirement();
    expect(await screen.findByRole('heading', { name: 'Purpose and property' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    for (const card of ['Purpose and property', 'The loan', 'Features wanted', 'Lender and timing', 'Objectives']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Loan amount/)).toHaveValue('640,000');
    // Of the required keys, purpose and loan amount are answered; a purchase also needs the deposit.
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('10 answers still needed');
    expect(screen.getByTestId('autosave-indicator')).toHaveTextContent('Changes save automatically');
  });

  it('saves an amount in cents on blur and updates what is still needed', async () => {
    const api = fakeFactFind({ sections: { requirement: { purpose: 'refinance' } } });
    renderRequirement();
    const value = await screen.findByLabelText(/Estimated value/);
    await userEvent.type(value, '850000');
    await userEvent.tab();
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]).toMatchObject({
      path: 'application/requirement/save',
      body: { clientId: 41, keyValueArr: [{ key: 'estimated_value', value: 85_000_000, previous: null }] },
    });
    await waitFor(() => expect(screen.getByTestId('page-completeness')).toHaveTextContent('9 answers still needed'));
    // The progress (the navigation's badges) is fetched again.
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'application/progress')).toHaveLength(2));
  });

  it('asks for the fixed period only once the rate is fixed or split', async () => {
    fakeFactFind();
    renderRequirement();
    const loan = within(
      await screen.findByRole('heading', { name: 'The loan' }).then((h) => h.parentElement as HTMLElement),
    );
    expect(loan.queryByLabelText(/Fixed period/)).not.toBeInTheDocument();
    await userEvent.click(loan.getByText('Split'));
    expect(await loan.findByLabelText(/Fixed period/)).toBeInTheDocument();
  });

  it('shows the plan message and the upgrade when the page is locked', async () => {
    fakeFactFind({ locked: ['requirement'] });
    renderRequirement();
    const locked = await screen.findByTestId('page-locked');
    expect(locked).toHaveTextContent(MESSAGES.planFeatureLocked);
    expect(screen.queryByLabelText(/Loan amount/)).not.toBeInTheDocument();
    await userEvent.click(within(locked).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade your plan' })).toBeInTheDocument();
  });
});
