import { apiToken, apiCall as call } from '../api';
import {
  fillAndLeave,
  fillAssets,
  fillExpenses,
  fillLiabilities,
  fillRequirements,
  fillRiskProfile,
  makeClient,
  money,
  pageUrl,
  saving,
} from '../application-steps';
import { type APIRequestContext, expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * The fact-find pages: a broker of the test's own fills Requirements, Assets, Liabilities, Living Expenses and Risk
 * Profile of a client made through the API, reloads and finds every value kept; a stale edit from another
 * session shows the newer value with 'Keep mine' and 'Use theirs'; every page works 375 px wide.
 */

/** A client of two people (the owners to choose from), made through the API. */
async function makeCouple(request: APIRequestContext, token: string) {
  const { clientId, primary, tag } = await makeClient(request, token, 'Mia', 'Factfind');
  const { applicantId } = await call<{ applicantId: number }>(request, token, 'applicant/create', {
    clientId,
    type: 'person',
  });
  await call(request, token, 'applicant/edit-person', {
    clientId,
    applicantId,
    keyValueArr: [
      { key: 'first_name', value: 'Noah' },
      { key: 'last_name', value: `Factfind${tag}` },
    ],
  });
  return { clientId, mia: primary, noah: `Noah Factfind${tag}` };
}

test.describe('fact-find', () => {
  test('a broker fills every fact-find page and finds the values kept after a reload', async ({ page, request }) => {
    test.setTimeout(180_000);
    const broker = await freshAdviser(request);
    const couple = await makeCouple(request, broker.token);
    await openAs(page, broker);
    const { clientId } = couple;

    await fillRequirements(page, clientId);
    await fillAssets(page, clientId, couple);
    await fillLiabilities(page, clientId, couple);
    await fillExpenses(page, clientId);
    await fillRiskProfile(page, clientId);

    // Everything typed is kept.
    await page.goto(pageUrl(clientId, 'requirement'));
    await expect(money(page, /^Loan amount/)).toHaveValue('650,000');
    await expect(money(page, /^Estimated value/)).toHaveValue('1,200,000.50');
    await expect(page.getByRole('combobox', { name: /^Purpose/ })).toHaveValue('Refinance');
    await expect(page.getByRole('textbox', { name: /^Fixed period/ })).toHaveValue('3');
    await expect(
      page.getByRole('radiogroup', { name: /^First home buyer/ }).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    await expect(page.getByLabel(/^Your objectives/)).toHaveValue('Lower repayments before school fees start.');

    await page.goto(pageUrl(clientId, 'asset'));
    const rental = page.locator('[data-testid="asset-item"][data-kind="Investment Property"]').last();
    await expect(rental.getByRole('textbox', { name: /^Property address/ })).toHaveValue('4 Bay Rd, Manly');
    await expect(rental.getByRole('checkbox', { name: couple.noah })).toBeChecked();
    await expect(page.getByTestId('asset-total')).toContainText('$925,000');

    await page.goto(pageUrl(clientId, 'liability'));
    const card = page.locator('[data-testid="liability-item"][data-kind="Credit Card"]').last();
    await expect(money(card, /^Limit/)).toHaveValue('15,000');
    await expect(
      card.getByRole('radiogroup', { name: /^To be closed/ }).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();

    await page.goto(pageUrl(clientId, 'expense'));
    await expect(page.getByTestId('expense-monthly-total').first()).toHaveText('$3,083.33');
    await expect(page.getByTestId('expense-groceries').getByRole('combobox', { name: /how often/i })).toHaveValue(
      'Weekly',
    );

    await page.goto(pageUrl(clientId, 'risk-profile'));
    await expect(page.getByLabel(/What changes/)).toHaveValue('Parental leave from March.');
    await expect(page.getByRole('combobox', { name: /How secure is your job/ })).toHaveValue('Secure');
  });

  test('a field changed meanwhile in another session shows the newer value and the choice', async ({
    page,
    request,
  }) => {
    const broker = await freshAdviser(request);
    const { clientId } = await makeCouple(request, broker.token);
    await openAs(page, broker, pageUrl(clientId, 'requirement'));
    const lender = page.getByRole('textbox', { name: /^Lender preferences/ });
    await expect(lender).toHaveValue('');

    // The other session saw the field empty too, and saves first.
    const other = await apiToken(request, broker.email, broker.password);
    await call(request, other, 'application/requirement/save', {
      clientId,
      keyValueArr: [{ key: 'lender_preferences', value: 'Credit unions only', previous: null }],
    });

    const conflict = page.waitForResponse((r) => r.url().includes('/api/application/requirement/save'));
    await fillAndLeave(lender, 'Any of the big four')();
    expect((await conflict).status()).toBe(409);
    await expect(page.getByText('Someone else saved “Credit unions only”.')).toBeVisible();
    await expect(lender).toHaveValue('Any of the big four');
    await expect(page.getByTestId('autosave-indicator')).toHaveText('1 change was not saved');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'fact-find-conflict');

    await saving(page, 'application/requirement/save', async () =>
      page.getByRole('button', { name: 'Keep mine' }).click(),
    );
    await expect(page.getByText(/Someone else saved/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Lender preferences/ })).toHaveValue('Any of the big four');
  });

  test('every fact-find page is usable 375 px wide', async ({ page, request }) => {
    const { token } = await freshAdviser(request);
    const { clientId } = await makeCouple(request, token);
    await call(request, token, 'application/asset/create', { clientId, kind: 'Investment Property' });
    await call(request, token, 'application/liability/create', { clientId, kind: 'Property Loan' });
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(page, { token });
    for (const [key, heading] of [
      ['requirement', 'Requirements'],
      ['asset', 'Assets'],
      ['liability', 'Liabilities'],
      ['expense', 'Living Expenses'],
      ['risk-profile', 'Risk Profile'],
    ] as const) {
      await page.goto(pageUrl(clientId, key));
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId('page-completeness')).toBeVisible();
      // One column: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `fact-find-375-${key}`);
    }
    // A money field still takes an amount on a phone.
    await page.goto(pageUrl(clientId, 'expense'));
    const groceries = page.getByTestId('expense-groceries');
    await saving(page, 'application/expense/save', fillAndLeave(money(groceries, /^Groceries( \*)?$/), '180'));
    await expect(money(groceries, /^Groceries( \*)?$/)).toHaveValue('180');
  });
});
