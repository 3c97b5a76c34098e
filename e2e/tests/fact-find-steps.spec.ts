import path from 'node:path';
import { apiCall, bearer } from '../api';
import { invitationLink, pageUrl, saving } from '../application-steps';
import { expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/**
 * The fact-find leads forward: every section ends with Back and Next and says where it sits ("Requirements · 2 of
 * 7"). A fresh broker walks a client of one applicant through every section with Next to Submit and back to the first
 * with Back, the navigation marking each place; an invited client on a 375 px phone opens the Sections button, moves
 * through only their own sections with Next (the bar held at the bottom of the screen), answers that they have no
 * assets, and submits. The client home lists what is still needed in the same order.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

/** The phone's screen as the client sees it (a full-page shot lays the sticky step bar out one window high). */
async function screenShot(page: Page, name: string) {
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../artifacts/screenshots', `${name}.png`) });
}

const stepNav = (page: Page) => page.getByRole('navigation', { name: 'Fact-find steps' });
const indicator = (page: Page) => page.getByTestId('step-indicator');
const appNav = (page: Page) => page.getByTestId('application-nav');

/** A client of one person, made through the API, with the email their invitation goes to. */
async function makeClient(page: Page, token: string) {
  const tag = Math.random().toString(36).slice(2, 7);
  const email = uniqueEmail('ava');
  const { client, applicant } = await apiCall<{ client: { id: number }; applicant: { id: number } }>(
    page.request,
    token,
    'client/create',
    { first_name: 'Ava', last_name: `Steps${tag}`, email },
  );
  return { clientId: client.id, primaryId: applicant.id, name: `Ava Steps${tag}`, email };
}

/** The step this page is: its indicator, its tab title, and the navigation entry marked as where the person is. */
async function expectStep(page: Page, step: { label: string; title: string }, n: number, total: number) {
  await expect(indicator(page)).toHaveText(`${step.label} · ${n} of ${total}`);
  await expect(page).toHaveTitle(new RegExp(`^${step.title} · `));
  const current = appNav(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(n === 1 ? 'Applicant' : step.label);
}

test('a broker goes through every section with Next to Submit, and back to the first with Back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const broker = await freshAdviser(page.request);
  const client = await makeClient(page, broker.token);
  const steps = [
    { label: client.name, title: 'Applicant profile', path: `applicant/${client.primaryId}` },
    { label: 'Requirements', title: 'Requirements', path: 'requirement' },
    { label: 'Assets', title: 'Assets', path: 'asset' },
    { label: 'Liabilities', title: 'Liabilities', path: 'liability' },
    { label: 'Living Expenses', title: 'Living Expenses', path: 'expense' },
    { label: 'Risk Profile', title: 'Risk Profile', path: 'risk-profile' },
    { label: 'Documents', title: 'Documents', path: `document/${client.primaryId}` },
    { label: 'Submit', title: 'Submit', path: 'submit' },
  ];

  // Opening the client lands on the first step.
  await openAs(page, broker, `/client/${client.clientId}`);
  await expect(page).toHaveURL(new RegExp(`${pageUrl(client.clientId, steps[0]!.path)}$`));

  for (const [i, step] of steps.entries()) {
    await expect(page).toHaveURL(new RegExp(`${pageUrl(client.clientId, step.path)}$`));
    await expectStep(page, step, i + 1, steps.length);
    const next = steps[i + 1];
    if (step.path === 'requirement') await shot(page, 'fact-find-steps-requirement-1280');
    if (step.path === 'asset') {
      // An empty Assets page asks its question rather than reading as complete.
      await expect(page.getByRole('radiogroup', { name: /Do you have any assets/ })).toBeVisible();
      await expect(page.getByTestId('page-completeness')).toHaveText('1 answer still needed');
      await shot(page, 'fact-find-steps-assets-question-1280');
    }
    if (!next) {
      await expect(stepNav(page).getByRole('link', { name: /^Next/ })).toHaveCount(0);
      break;
    }
    // The end of the page, after its last card; a real link.
    const link = stepNav(page).getByRole('link', { name: `Next: ${next.label}` });
    await expect(link).toHaveAttribute('href', pageUrl(client.clientId, next.path));
    await link.click();
    // Each step opens at its top.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  }

  for (let i = steps.length - 1; i > 0; i--) {
    const back = steps[i - 1]!;
    await stepNav(page)
      .getByRole('link', { name: `Back: ${back.label}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pageUrl(client.clientId, back.path)}$`));
    await expectStep(page, back, i, steps.length);
  }
  await expect(stepNav(page).getByRole('link', { name: /^Back/ })).toHaveCount(0);
  await expect(stepNav(page).getByRole('link', { name: `Next: Requirements` })).toBeVisible();
});

test('a client on a phone opens Sections, moves through their sections with Next and submits', async ({ page }) => {
  test.setTimeout(150_000);
  const broker = await freshAdviser(page.request);
  const client = await makeClient(page, broker.token);
  const invited = await page.request.post('/api/client/invite', {
    data: { clientId: client.clientId, pages: 'profile,requirement,asset,expense,submit' },
    headers: bearer(broker.token),
  });
  expect(invited.ok(), await invited.text()).toBeTruthy();
  const link = await invitationLink(page.request, client.email);

  await page.setViewportSize(PHONE);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill('Steps-pass1!');
  await page.getByLabel('Confirm password').fill('Steps-pass1!');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${client.clientId}/home$`));

  // The home lists what is still needed in the order of the steps, and starts with the first.
  await expect(page.getByTestId('submit-progress')).toBeVisible();
  await expect(page.getByTestId(/^progress-/)).toHaveText([
    new RegExp(`^${client.name}Applicant`),
    /^Requirements/,
    /^Assets/,
    /^Living Expenses/,
  ]);
  await expect(page.getByTestId('progress-asset')).toContainText('1 answer missing');
  await expect(page.getByTestId('home-next-step')).toHaveText('Start with your details');
  await shot(page, 'fact-find-steps-client-home-375');

  // The navigation is behind the visible Sections button; the client sees only their own sections.
  await page.getByRole('button', { name: /Sections/ }).click();
  await expect(appNav(page)).toBeInViewport();
  await expect(appNav(page).getByRole('link', { name: /^Liabilities/ })).toHaveCount(0);
  await appNav(page)
    .getByRole('link', { name: /^Requirements/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${pageUrl(client.clientId, 'requirement')}$`));
  await expect(appNav(page)).not.toBeInViewport();

  const steps = [
    { label: client.name, title: 'Applicant profile', path: `applicant/${client.primaryId}` },
    { label: 'Requirements', title: 'Requirements', path: 'requirement' },
    { label: 'Assets', title: 'Assets', path: 'asset' },
    { label: 'Living Expenses', title: 'Living Expenses', path: 'expense' },
    { label: 'Submit', title: 'Submit', path: 'submit' },
  ];
  await expect(indicator(page)).toHaveText('Requirements · 2 of 5');
  // On a phone the step bar stays at the bottom of the screen while the page is read from its top.
  const bar = await stepNav(page).boundingBox();
  expect(bar && Math.round(bar.y + bar.height)).toBe(PHONE.height);
  await shot(page, 'fact-find-steps-requirement-375');
  await screenShot(page, 'fact-find-steps-requirement-375-screen');
  await stepNav(page)
    .getByRole('link', { name: `Back: ${client.name}` })
    .click();

  for (const [i, step] of steps.entries()) {
    await expect(page).toHaveURL(new RegExp(`${pageUrl(client.clientId, step.path)}$`));
    await expect(indicator(page)).toHaveText(`${step.label} · ${i + 1} of ${steps.length}`);
    // The tab names the page and whose application it is.
    await expect(page).toHaveTitle(`${step.title} · ${client.name} · BrokerDesk`);
    await expect(stepNav(page)).toBeInViewport();
    if (step.path === 'asset') {
      const question = page.getByRole('radiogroup', { name: /Do you have any assets/ });
      await expect(question).toBeVisible();
      await shot(page, 'fact-find-steps-assets-question-375');
      await screenShot(page, 'fact-find-steps-assets-question-375-screen');
      await saving(page, 'application/asset/answer', async () => question.getByText('No', { exact: true }).click());
      await expect(page.getByTestId('page-completeness')).toHaveText('Complete');
      await expect(page.getByTestId('asset-question-next')).toHaveText('No assets to list: this page is complete.');
    }
    // Nothing wider than the phone, and the bar covers no content: at the end of the page it sits below the last.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="step-nav"]') as HTMLElement;
      const before = bar.previousElementSibling?.getBoundingClientRect();
      return { contentBottom: before?.bottom ?? 0, barTop: bar.getBoundingClientRect().top };
    });
    expect(last.contentBottom).toBeLessThanOrEqual(last.barTop);
    const next = steps[i + 1];
    if (!next) break;
    await stepNav(page)
      .getByRole('link', { name: `Next: ${next.label}` })
      .click();
  }

  // Submit is the last step: Back only.
  await expect(stepNav(page).getByRole('link', { name: /^Next/ })).toHaveCount(0);
  await expect(stepNav(page).getByRole('link', { name: 'Back: Living Expenses' })).toBeVisible();
  await page.getByRole('button', { name: /^Submit to / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('submitted-thanks')).toContainText('Your application was submitted to');

  // The home at a desktop width, after the Assets answer: that page is complete.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/client/${client.clientId}/home`);
  await expect(page.getByTestId('progress-asset')).toContainText('Complete');
  await shot(page, 'fact-find-steps-client-home-1280');
});
