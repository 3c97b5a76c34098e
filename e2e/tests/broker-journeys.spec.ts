import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, documentTypeIds } from '../api';
import { invitationLink, makeClient, pageUrl } from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/**
 * Journeys where a broker or a client was stopped or misled: the broker's actions in sight on a laptop's first
 * screen, the documents still needed counted where the client looks, unanswered questions that do not look disabled
 * and say which they are, and room to work in a short window (a 13" laptop at 200 % zoom).
 */

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };
/** A 1280 × 800 laptop at 200 % zoom: the page lays out in 640 × 400 CSS pixels. */
const ZOOMED = { width: 640, height: 400 };

/** A broker with the lodgement option on (aggregator 5) and their lodgement credentials saved. */
const lodgingBroker = (request: APIRequestContext) =>
  freshAdviser(request, {
    settings: {
      company: 'Mitchell Home Loans',
      aggregator_id: 5,
      lodge_user: 'sarah.mitchell',
      lodge_pass: 'lodge-pass-1',
      lodge_api_key: 'key-good',
      lodge_api_token: 'token-good',
    },
  });

const actions = (page: Page) => page.getByTestId('application-actions');

test.describe('journeys', () => {
  test('the broker’s actions are in sight beside the client’s name, and a short window leaves room to work', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const broker = await lodgingBroker(request);
    const { clientId, primary } = await makeClient(request, broker.token, 'Emily', 'Clarke');

    await test.step('at 1280 × 800 View Report, Upload and View Activity sit in the header, on the first screen', async () => {
      await page.setViewportSize(LAPTOP);
      await openAs(page, broker, pageUrl(clientId, 'requirement'));
      await expect(page.getByTestId('application-client')).toHaveText(`${primary} · Application`);
      const bar = actions(page);
      for (const action of [
        bar.getByRole('button', { name: /View Report/ }),
        bar.getByRole('link', { name: 'Upload to the lodgement system' }),
        bar.getByRole('link', { name: 'View Activity' }),
      ])
        await expect(action).toBeInViewport({ ratio: 1 });
      // Beside the name, on the same line.
      const name = await page.getByTestId('application-client').boundingBox();
      const report = await bar.getByRole('button', { name: /View Report/ }).boundingBox();
      expect(
        Math.abs((name?.y ?? 0) + (name?.height ?? 0) / 2 - ((report?.y ?? 0) + (report?.height ?? 0) / 2)),
      ).toBeLessThan(12);
      // The side navigation keeps the steps and nothing else of the broker's actions.
      const nav = page.getByTestId('application-nav');
      await expect(nav.getByRole('link', { name: /^Requirements/ })).toBeVisible();
      await expect(nav.getByText('View Activity')).toHaveCount(0);
      await expect(nav.getByText('View Report')).toHaveCount(0);
      await shot(page, 'journey-header-actions-1280');
      await bar.getByRole('link', { name: 'View Activity' }).click();
      await expect(page).toHaveURL(`/client/${clientId}/activity`);
      await expect(actions(page).getByRole('link', { name: 'View Activity' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('on a phone the actions wrap under the name', async () => {
      await page.setViewportSize(PHONE);
      await page.goto(pageUrl(clientId, 'requirement'));
      await expect(actions(page).getByRole('link', { name: 'View Activity' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shot(page, 'journey-header-actions-375');
    });

    await test.step('at 200 % zoom the header scrolls away and the step bar stays at the end of the page', async () => {
      await page.setViewportSize(ZOOMED);
      await page.goto(pageUrl(clientId, 'requirement'));
      await expect(page.getByRole('heading', { name: 'Requirements', level: 1 })).toBeVisible();
      const header = page.locator('header').first();
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-100);
      // The step bar is in the page's flow, not pinned to the foot of the window over the fields.
      await expect(page.getByTestId('step-nav')).toHaveCSS('position', 'static');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'journey-short-window-640x400');
      // A tall phone keeps both in sight as before.
      await page.setViewportSize(PHONE);
      await expect(page.getByTestId('step-nav')).toHaveCSS('position', 'sticky');
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBe(0);
    });
  });

  test('unanswered questions are outlined, not greyed, and "Next missing answer" says which', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const broker = await freshAdviser(request);
    const { clientId } = await makeClient(request, broker.token);
    await page.setViewportSize(LAPTOP);
    await openAs(page, broker, pageUrl(clientId, 'risk-profile'));
    await expect(page.getByRole('heading', { name: 'Risk Profile', level: 1 })).toBeVisible();

    // An unanswered Yes/No: each option a white box with a border, no grey track behind them.
    const question = page.getByRole('radiogroup').first();
    const option = question.locator('.mantine-SegmentedControl-control').first();
    await expect(option).toHaveCSS('border-top-style', 'solid');
    await expect(option).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(question).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    // The first visit is not covered in marks.
    await expect(page.getByText('Still needed', { exact: true })).toHaveCount(0);
    const next = page.getByRole('button', { name: 'Next missing answer' });
    await next.click();
    const focusedMissing = () =>
      page.evaluate(() => {
        const field = document.activeElement?.closest('[data-missing-answer]');
        return field ? [...document.querySelectorAll('[data-missing-answer]')].indexOf(field) : -1;
      });
    expect(await focusedMissing()).toBe(0);
    await next.click();
    expect(await focusedMissing()).toBe(1);
    await shot(page, 'journey-missing-first-visit-1280');

    // Back on the page after a first visit, each missing answer is marked.
    const onward = page.getByRole('link', { name: /^Next: / });
    const nextTitle = ((await onward.getAttribute('aria-label')) ?? '').replace(/^Next: /, '');
    await onward.click();
    await expect(page).not.toHaveURL(/risk-profile$/);
    // Back once the next page is drawn, as a person would: the visit of this one has ended.
    await expect(page.getByRole('heading', { name: nextTitle, level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Risk Profile', level: 1 })).toBeVisible();
    const marks = page.getByText('Still needed', { exact: true });
    await expect(marks.first()).toBeVisible();
    const count = Number(
      /(\d+) answers? still needed/i.exec(await page.getByTestId('page-completeness').innerText())?.[1],
    );
    await expect(marks).toHaveCount(count);
    await shot(page, 'journey-missing-marked-1280');

    // Answering one takes its mark away.
    const firstRadio = page.getByRole('radiogroup').first();
    await firstRadio.getByText('No', { exact: true }).click();
    await expect(marks).toHaveCount(count - 1);
    // The chosen option is filled (the indicator shows through the outlined options), its word in white.
    const indicator = firstRadio.locator('.mantine-SegmentedControl-indicator');
    await expect(indicator).toBeVisible();
    await expect(indicator).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(firstRadio.locator('.mantine-SegmentedControl-label[data-active]')).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );

    await page.setViewportSize(PHONE);
    await expect(marks.first()).toBeVisible();
    await shot(page, 'journey-missing-marked-375');
  });

  test('documents still needed count: the navigation, the client’s home and Submit, which warns but lets them submit', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const broker = await freshAdviser(request);
    const email = uniqueEmail('emily');
    const { client, applicant } = await apiCall<{ client: { id: number }; applicant: { id: number } }>(
      request,
      broker.token,
      'client/create',
      { first_name: 'Emily', last_name: 'Documents', email },
    );
    const clientId = client.id;
    for (const documentTypeId of await documentTypeIds(request, broker, ['Passport', 'Payslips']))
      await apiCall(request, broker.token, 'document/request', { clientId, applicantId: applicant.id, documentTypeId });

    await test.step('the broker’s navigation and Submit checklist count them', async () => {
      await page.setViewportSize(LAPTOP);
      await openAs(page, broker, pageUrl(clientId, 'submit'));
      const documents = page.getByTestId('application-nav').getByRole('link', { name: /^Documents/ });
      await expect(documents).toContainText('2 missing');
      await expect(documents).toHaveAccessibleName(/2 documents still needed/);
      await expect(page.getByTestId('progress-document')).toContainText('2 documents still needed');
      await shot(page, 'journey-documents-broker-submit-1280');
    });

    await apiCall(request, broker.token, 'client/invite', {
      clientId,
      pages: 'profile,requirement,document,submit',
    });
    const token = (await invitationLink(request, email)).split('/').pop();
    const accepted = await request.post('/api/auth/accept-invite', { data: { token, password: 'Portal-pass1!' } });
    expect(accepted.ok(), await accepted.text()).toBeTruthy();
    const session = (await accepted.json()) as { token: string };

    const context = await browser.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL });
    const phone = await context.newPage();
    try {
      await test.step('the client’s home lists Documents among what is still needed', async () => {
        await openAs(phone, session, `/client/${clientId}/home`);
        await expect(phone.getByRole('heading', { name: 'What is still needed' })).toBeVisible();
        await expect(phone.getByTestId('progress-document')).toContainText('2 documents still needed');
        await shot(phone, 'journey-documents-client-home-375');
        await phone.setViewportSize(LAPTOP);
        await shot(phone, 'journey-documents-client-home-1280');
      });

      await test.step('Submit warns that documents are outstanding, and still submits', async () => {
        await phone.setViewportSize(PHONE);
        await phone.goto(`/client/${clientId}/application/submit`);
        await expect(phone.getByTestId('documents-warning')).toContainText('2 documents still needed');
        await shot(phone, 'journey-documents-client-submit-375');
        await phone.setViewportSize(LAPTOP);
        await shot(phone, 'journey-documents-client-submit-1280');
        await phone.getByRole('button', { name: /^Submit to / }).click();
        const dialog = phone.getByRole('dialog');
        await expect(dialog).toContainText('2 documents are still needed');
        await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
        await expect(phone.getByTestId('submitted-thanks')).toBeVisible();
      });
    } finally {
      await context.close();
    }
  });
});
