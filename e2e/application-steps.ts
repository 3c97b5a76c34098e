import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiCall, mailTo } from './api';
import { shot, uniqueEmail } from './support';

/**
 * What a person does on the application pages, shared by the applicant, fact-find and journey specs: a client
 * made through the API, the invitation's emailed link, the autosave steps, the Add menu and drag and drop of the
 * applicants, and one filling of each fact-find page with the checks that its totals and completeness follow.
 */

/** A client of one person, made through the API. */
export async function makeClient(request: APIRequestContext, token: string, first = 'Ava', last = 'Nguyen') {
  const tag = Math.random().toString(36).slice(2, 7);
  const { client, applicant } = await apiCall<{ client: { id: number }; applicant: { id: number } }>(
    request,
    token,
    'client/create',
    { first_name: first, last_name: `${last}${tag}`, email: uniqueEmail(first.toLowerCase()) },
  );
  return { clientId: client.id, primaryId: applicant.id, primary: `${first} ${last}${tag}`, tag };
}

const APPLICANT_URL = /\/client\/(\d+)\/application\/applicant\/(\d+)$/;

/**
 * Adds a client through the Add a New Client modal (landing page or client list) and answers the new client's
 * id and their primary applicant's, from the profile it opens.
 */
export async function addClient(page: Page, first: string, last: string, email = uniqueEmail(first.toLowerCase())) {
  await page.getByRole('button', { name: 'Add a New Client' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a New Client' });
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mobile').pressSequentially('0412345678');
  await expect(dialog.getByLabel('Mobile')).toHaveValue('0412 345 678');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(page).toHaveURL(APPLICANT_URL);
  const [, clientId, primaryId] = APPLICANT_URL.exec(page.url()) ?? [];
  return { clientId: Number(clientId), primaryId: Number(primaryId) };
}

/** The single-use link of the newest invitation emailed to this client. */
export async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  const [invitation] = await mailTo(request, email);
  const link = /\/accept-invite\/[A-Za-z0-9_-]+/.exec(invitation?.text_body ?? '')?.[0];
  expect(link, invitation?.text_body ?? `no email to ${email}`).toBeTruthy();
  return link as string;
}

export const pageUrl = (clientId: number, page: string) => `/client/${clientId}/application/${page}`;

/** Does something that saves, and waits for the server to accept that save. */
export async function saving(page: Page, path: string, act: () => Promise<void>) {
  const answered = page.waitForResponse((r) => r.url().includes(`/api/${path}`) && r.request().method() !== 'GET');
  await act();
  expect((await answered).ok()).toBeTruthy();
}

/** Types into a field and leaves it: the field saves on blur. */
export const fillAndLeave = (field: Locator, value: string) => async () => {
  await field.fill(value);
  await field.blur();
};

export const choose = (page: Page, select: Locator, option: string) => async () => {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

export const yes = (scope: Page | Locator, question: RegExp) => async () => {
  await scope.getByRole('radiogroup', { name: question }).getByText('Yes', { exact: true }).click();
};

export const money = (scope: Page | Locator, label: RegExp) => scope.getByRole('textbox', { name: label });

export const box = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

/** Mantine's selects are comboboxes named by their label. */
export const select = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) });

export const navEntries = (page: Page) => page.getByTestId('applicant-nav-item');
export const navIds = async (page: Page) =>
  (await navEntries(page).evaluateAll((els) =>
    els.map((el) => Number((el as HTMLElement).dataset.applicantId)),
  )) as number[];

/** Add menu → a new applicant of that type; resolves with its id from the page it opens. */
export async function addApplicant(page: Page, type: 'Person' | 'Company' | 'Trust'): Promise<number> {
  const before = await navEntries(page).count();
  const from = page.url();
  await page.getByRole('button', { name: 'Add an applicant' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  await expect(navEntries(page)).toHaveCount(before + 1);
  // The new applicant's page opens (not the one the menu was used from).
  await page.waitForURL((url) => /\/application\/applicant\/\d+$/.test(url.pathname) && url.href !== from);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toContainText('[None]');
  return id;
}

/** Drags one applicant's handle onto another's entry with the mouse, in small steps as a hand would. */
export async function dragOnto(page: Page, fromId: number, toId: number) {
  const handle = page.locator(`[data-sortable-applicant="${fromId}"]`).getByTestId('applicant-drag-handle');
  const target = page.locator(`[data-applicant-id="${toId}"]`);
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('applicant entries are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

export async function fillRequirements(page: Page, clientId: number) {
  const save = 'application/requirement/save';
  await page.goto(pageUrl(clientId, 'requirement'));
  await expect(page.getByRole('heading', { name: 'Purpose and property' })).toBeVisible();
  await expect(page.getByTestId('page-completeness')).toHaveText('11 answers still needed');
  await saving(page, save, choose(page, page.getByRole('combobox', { name: /^Purpose/ }), 'Refinance'));
  await saving(page, save, fillAndLeave(money(page, /^Loan amount/), '650000'));
  await expect(money(page, /^Loan amount/)).toHaveValue('650,000');
  await saving(page, save, fillAndLeave(money(page, /^Estimated value/), '0001200000.5'));
  await expect(money(page, /^Estimated value/)).toHaveValue('1,200,000.50');
  await saving(page, save, async () =>
    page
      .getByRole('radiogroup', { name: /^Rate type/ })
      .getByText('Fixed')
      .click(),
  );
  // A fixed rate asks for its period.
  await saving(page, save, fillAndLeave(page.getByRole('textbox', { name: /^Fixed period/ }), '3'));
  await saving(page, save, yes(page, /^Offset account/));
  await saving(page, save, yes(page, /^First home buyer/));
  await saving(
    page,
    save,
    fillAndLeave(page.getByLabel(/^Your objectives/), 'Lower repayments before school fees start.'),
  );
  await expect(page.getByTestId('autosave-indicator')).toHaveText('Changes save automatically');
  await expect(page.getByTestId('page-completeness')).toHaveText('5 answers still needed');
  await shot(page, 'fact-find-requirement');
}

/** Add menu of the Assets or Liabilities page → a new item of that kind; resolves with its card. */
export async function addItem(page: Page, button: string, kind: string, testId: string): Promise<Locator> {
  const before = await page.locator(`[data-testid="${testId}"][data-kind="${kind}"]`).count();
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
  const cards = page.locator(`[data-testid="${testId}"][data-kind="${kind}"]`);
  await expect(cards).toHaveCount(before + 1);
  return cards.last();
}

export async function fillAssets(page: Page, clientId: number, owners: { mia: string; noah: string }) {
  const save = 'application/asset/save';
  await page.goto(pageUrl(clientId, 'asset'));
  await expect(page.getByTestId('asset-total')).toBeVisible();

  const savings = await addItem(page, 'Add an asset', 'Savings', 'asset-item');
  await saving(page, save, fillAndLeave(money(savings, /^Value/), '25000'));
  await saving(page, save, fillAndLeave(savings.getByRole('textbox', { name: /^Institution/ }), 'ING'));
  await saving(page, save, async () => savings.getByRole('checkbox', { name: owners.mia }).click());

  const rental = await addItem(page, 'Add an asset', 'Investment Property', 'asset-item');
  await saving(page, save, fillAndLeave(rental.getByRole('textbox', { name: /^Property address/ }), '4 Bay Rd, Manly'));
  await saving(page, save, fillAndLeave(money(rental, /^Value/), '900000'));
  await saving(page, save, fillAndLeave(money(rental, /^Rental income( \*)?$/), '650'));
  await saving(page, save, choose(page, rental.getByRole('combobox', { name: /^Rental income frequency/ }), 'Weekly'));
  await saving(page, save, async () => rental.getByRole('checkbox', { name: owners.mia }).click());
  await saving(page, save, async () => rental.getByRole('checkbox', { name: owners.noah }).click());
  // Two owners split evenly.
  await expect(rental.getByRole('textbox', { name: `${owners.noah} share` })).toHaveValue('50%');
  await expect(page.getByTestId('asset-total')).toContainText('$925,000');
  await shot(page, 'fact-find-asset');
}

export async function fillLiabilities(page: Page, clientId: number, owners: { mia: string }) {
  const save = 'application/liability/save';
  await page.goto(pageUrl(clientId, 'liability'));
  await expect(page.getByTestId('liability-total')).toBeVisible();
  const card = await addItem(page, 'Add a liability', 'Credit Card', 'liability-item');
  await saving(page, save, fillAndLeave(card.getByRole('textbox', { name: /^Lender/ }), 'Amex'));
  await saving(page, save, fillAndLeave(money(card, /^Balance owing/), '4500'));
  await saving(page, save, fillAndLeave(money(card, /^Limit/), '15000'));
  await saving(page, save, fillAndLeave(money(card, /^Repayment( \*)?$/), '300'));
  await saving(page, save, async () =>
    card
      .getByRole('radiogroup', { name: /^Repayment frequency/ })
      .getByText('Monthly', { exact: true })
      .click(),
  );
  await saving(page, save, async () => card.getByRole('checkbox', { name: owners.mia }).click());
  await saving(page, save, yes(card, /^To be closed/));
  await expect(page.getByTestId('liability-monthly')).toContainText('$300');
  await shot(page, 'fact-find-liability');
}

export async function fillExpenses(page: Page, clientId: number) {
  const save = 'application/expense/save';
  await page.goto(pageUrl(clientId, 'expense'));
  const groceries = page.getByTestId('expense-groceries');
  const rent = page.getByTestId('expense-rent_board');
  await saving(page, save, fillAndLeave(money(groceries, /^Groceries( \*)?$/), '250'));
  await saving(page, save, choose(page, groceries.getByRole('combobox', { name: /how often/i }), 'Weekly'));
  await saving(page, save, fillAndLeave(money(rent, /^Rent or board( \*)?$/), '2000'));
  await saving(page, save, choose(page, rent.getByRole('combobox', { name: /how often/i }), 'Monthly'));
  // $250 a week is $1,083.33 a month.
  await expect(page.getByTestId('expense-monthly-total').first()).toHaveText('$3,083.33');
  await shot(page, 'fact-find-expense');
}

export async function fillRiskProfile(page: Page, clientId: number, answeredBy = 'Sarah Mitchell') {
  const save = 'application/risk-profile/save';
  await page.goto(pageUrl(clientId, 'risk-profile'));
  const changes = page.getByTestId('question-foreseeable_changes');
  await saving(page, save, yes(changes, /income or expenses/));
  await saving(page, save, fillAndLeave(changes.getByLabel(/What changes/), 'Parental leave from March.'));
  await saving(page, save, choose(page, page.getByRole('combobox', { name: /How secure is your job/ }), 'Secure'));
  await saving(page, save, yes(page, /^Life insurance/));
  await expect(changes.getByTestId('answered-foreseeable_changes')).toContainText(`Answered by ${answeredBy} on`);
  await shot(page, 'fact-find-risk-profile');
}
