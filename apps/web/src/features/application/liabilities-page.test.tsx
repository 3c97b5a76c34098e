import { LIABILITY_KINDS, MESSAGES } from '@brokerdesk/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFactFind, pagePath, testItem } from '../../test/fake-fact-find';
import { fakeListQuestions } from '../../test/fake-list-questions';
import { brokerUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { LiabilitiesPage } from './liabilities-page';

// Pages load their data first; on a busy machine that takes longer than the one-second default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/me', () => ({ useMe: () => brokerUser }));

const renderLiabilities = () =>
  renderRoutes(
    [{ path: 'client/:clientId/application/liability', element: <LiabilitiesPage /> }],
    pagePath('liability'),
  );

const cards = () => screen.queryAllByTestId('liability-item');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LiabilitiesPage', { timeout: 20_000 }, () => {
  it('shows each debt’s fields, the totals owed and repaid a month, and the assets that may secure it', async () => {
    fakeFactFind({
      items: [
        testItem(1, 'asset', 'Owner Occupied Property', { address: '12 Smith St, Ryde' }),
        testItem(2, 'liability', 'Property Loan', {
          lender: 'Westpac',
          balance: 42_000_000,
          repayment: 120_000,
          repayment_frequency: 'fortnightly',
        }),
        testItem(3, 'liability', 'Credit Card', {
          lender: 'Amex',
          balance: 350_000,
          repayment: 20_000,
          repayment_frequency: 'monthly',
        }),
      ],
    });
    fakeListQuestions();
    renderLiabilities();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByTestId('liability-total')).toHaveTextContent('$423,500');
    // 1,200 a fortnight is 2,600 a month; plus the card's 200.
    expect(screen.getByTestId('liability-monthly')).toHaveTextContent('$2,800');
    const [loan, card] = cards() as [HTMLElement, HTMLElement];
    expect(within(loan).getByRole('radiogroup', { name: /To be refinanced/ })).toBeInTheDocument();
    expect(within(card).queryByLabelText(/Secured by/)).not.toBeInTheDocument();
    await userEvent.click(
      within(loan)
        .getAllByLabelText(/Secured by/)
        .find((el) => el.tagName === 'INPUT') as HTMLElement,
    );
    expect(
      await screen.findByRole('option', { name: 'Owner Occupied Property: 12 Smith St, Ryde', hidden: true }),
    ).toBeInTheDocument();
  });

  it('saves refinance as a yes/no and offers the five liability types', async () => {
    const api = fakeFactFind({ items: [testItem(2, 'liability', 'Personal Loan', { lender: 'NAB' })] });
    fakeListQuestions();
    renderLiabilities();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const closed = within(cards()[0] as HTMLElement).getByRole('radiogroup', { name: /To be closed/ });
    await userEvent.click(within(closed).getByText('Yes'));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]).toMatchObject({
      path: 'application/liability/save',
      body: { itemId: 2, keyValueArr: [{ key: 'to_be_closed', value: true, previous: null }] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add a liability' }));
    await screen.findByRole('menuitem', { name: 'Property Loan', hidden: true });
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((m) => m.textContent)).toEqual([...LIABILITY_KINDS]);
  });

  it('an empty page asks “Do you have any liabilities?”; No completes it, and listing a debt answers yes', async () => {
    fakeFactFind();
    const questions = fakeListQuestions();
    renderLiabilities();
    const question = await screen.findByRole('radiogroup', { name: /Do you have any liabilities/ });
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('1 answer still needed');
    await userEvent.click(within(question).getByText('No'));
    await waitFor(() => expect(screen.getByTestId('page-completeness')).toHaveTextContent('Complete'));
    expect(questions.answers[0]?.body).toMatchObject({ keyValueArr: [{ key: 'has_liabilities', value: false }] });
    // Adding a debt answers yes: the question goes and the page needs the debt's answers.
    await userEvent.click(screen.getByRole('button', { name: 'Add a liability' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Credit Card', hidden: true }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByTestId('liability-question')).not.toBeInTheDocument();
    expect(questions.data.liability).toEqual({ has_liabilities: true });
    expect(screen.getByTestId('page-completeness')).not.toHaveTextContent('Complete');
  });

  it('shows the plan message when Liabilities is locked', async () => {
    fakeFactFind({ locked: ['liability'] });
    fakeListQuestions();
    renderLiabilities();
    expect(await screen.findByTestId('page-locked')).toHaveTextContent(MESSAGES.planFeatureLocked);
    expect(screen.queryByRole('button', { name: 'Add a liability' })).not.toBeInTheDocument();
  });
});
