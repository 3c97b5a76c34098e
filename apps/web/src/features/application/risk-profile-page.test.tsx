import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFactFind, pagePath } from '../../test/fake-fact-find';
import { brokerUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { RiskProfilePage } from './risk-profile-page';

// Pages load their data first; on a busy machine that takes longer than the one-second default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/me', () => ({ useMe: () => brokerUser }));

const renderRisk = () =>
  renderRoutes(
    [{ path: 'client/:clientId/application/risk-profile', element: <RiskProfilePage /> }],
    pagePath('risk-profile'),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('RiskProfilePage', { timeout: 20_000 }, () => {
  it('asks for details after a yes and shows who answered and when under each answer', async () => {
    const api = fakeFactFind();
    renderRisk();
    const question = await screen.findByTestId('question-is_guarantor');
    expect(within(question).queryByLabelText(/For whom/)).not.toBeInTheDocument();
    expect(within(question).queryByTestId('answered-is_guarantor')).not.toBeInTheDocument();
    await userEvent.click(within(question).getByText('Yes'));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]?.body).toEqual({
      clientId: 41,
      keyValueArr: [{ key: 'is_guarantor', value: true, previous: null }],
    });
    expect(await within(question).findByTestId('answered-is_guarantor')).toHaveTextContent(
      /Answered by Sarah Mitchell on 2 Mar 2026/,
    );
    const details = await within(question).findByLabelText(/For whom, and for how much\?/);
    await userEvent.type(details, 'My brother’s car loan, $20,000');
    await userEvent.tab();
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(await within(question).findByTestId('answered-guarantor_details')).toBeInTheDocument();
  });

  it('shows the questions in their groups and what is still needed', async () => {
    fakeFactFind({ sections: { 'risk-profile': { foreseeable_changes: false, job_security: 'secure' } } });
    renderRisk();
    expect(await screen.findByRole('heading', { name: 'Insurance held' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Changes ahead' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit history and obligations' })).toBeInTheDocument();
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('10 answers still needed');
  });
});
