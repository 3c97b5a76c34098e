import { EXPENSE_CATEGORIES } from '@brokerdesk/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFactFind, pagePath } from '../../test/fake-fact-find';
import { brokerUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ExpensesPage } from './expenses-page';

// Pages load their data first; on a busy machine that takes longer than the one-second default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/me', () => ({ useMe: () => brokerUser }));

const renderExpenses = () =>
  renderRoutes([{ path: 'client/:clientId/application/expense', element: <ExpensesPage /> }], pagePath('expense'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ExpensesPage', { timeout: 20_000 }, () => {
  it('shows every category with its amount, how often, its monthly equivalent and the monthly total', async () => {
    fakeFactFind({
      sections: {
        expense: {
          groceries_amount: 25_000,
          groceries_frequency: 'weekly',
          utilities_amount: 60_000,
          utilities_frequency: 'quarterly',
        },
      },
    });
    renderExpenses();
    const groceries = await screen.findByTestId('expense-groceries');
    for (const [category] of EXPENSE_CATEGORIES) expect(screen.getByTestId(`expense-${category}`)).toBeInTheDocument();
    // One table: a row per category under the column headers, the category heading its row.
    const table = screen.getByRole('table', { name: 'Living expenses by category' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Category', 'Amount', 'How often', 'A month']);
    expect(within(table).getAllByRole('row')).toHaveLength(EXPENSE_CATEGORIES.length + 1);
    expect(within(groceries).getByRole('rowheader')).toHaveTextContent('Groceries');
    expect(within(groceries).getByRole('textbox', { name: /^Groceries( \*)?$/ })).toHaveValue('250');
    // $250 a week is $1,083.33 a month; $600 a quarter is $200.
    expect(groceries).toHaveTextContent('$1,083.33 a month');
    expect(screen.getAllByTestId('expense-monthly-total')[0]).toHaveTextContent('$1,283.33');
  });

  it('saves an amount and its frequency, and the total follows', async () => {
    const api = fakeFactFind();
    renderExpenses();
    const transport = await screen.findByTestId('expense-transport');
    await userEvent.type(
      within(transport).getByRole('textbox', { name: /^Transport \(fuel, public transport, registration\)( \*)?$/ }),
      '300',
    );
    await userEvent.tab();
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]?.body).toEqual({
      clientId: 41,
      keyValueArr: [{ key: 'transport_amount', value: 30_000, previous: null }],
    });
    const often = within(transport)
      .getAllByLabelText(/how often/i)
      .find((el) => el.tagName === 'INPUT') as HTMLElement;
    await userEvent.click(often);
    // Each select keeps its own option list; take this one's.
    const list = await waitFor(() => document.getElementById(often.getAttribute('aria-controls') ?? '') as HTMLElement);
    await userEvent.click(within(list).getByRole('option', { name: 'Monthly', hidden: true }));
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByTestId('expense-monthly-total')[0]).toHaveTextContent('$300'));
  });

  it('asks what the other expenses are once there is an amount', async () => {
    fakeFactFind({ sections: { expense: { other_amount: 5_000 } } });
    renderExpenses();
    expect(await screen.findByLabelText(/Other expenses: what they are/)).toBeInTheDocument();
  });
});
