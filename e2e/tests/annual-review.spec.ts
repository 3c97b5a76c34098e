import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiCall } from '../api';
import { fillAndLeave, invitationLink, money, pageUrl, saving } from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/**
 * An annual review (docs/decisions/041-annual-reviews.md): a settled client a year on is in the broker's Reviews due;
 * the broker starts the review; the client, invited as before, sees last year's answers, changes two of them on a
 * phone and confirms; the broker sees exactly those two highlighted beside last year's values; the review's report
 * opens as a PDF that prints them.
 */

const SHOTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');
const ymd = (d: Date) => d.toISOString().slice(0, 10);

test('a broker reviews a settled client a year on: two changed answers beside last year’s, and the report', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const broker = await freshAdviser(request);
  const email = uniqueEmail('rhea.review');
  const name = `Rhea Review${Math.random().toString(36).slice(2, 7)}`;
  const created = await apiCall<{ client: { id: number } }>(request, broker.token, 'client/create', {
    first_name: 'Rhea',
    last_name: name.split(' ')[1],
    email,
  });
  const clientId = created.client.id;
  await apiCall(request, broker.token, 'application/requirement/save', {
    clientId,
    keyValueArr: [
      { key: 'purpose', value: 'refinance' },
      { key: 'estimated_value', value: 90_000_000 },
      { key: 'loan_amount', value: 50_000_000 },
      { key: 'loan_term_years', value: 30 },
    ],
  });
  await apiCall(request, broker.token, 'client/mark-lodged', { clientId });
  await apiCall(request, broker.token, 'client/stage', { clientId, stage: 'settled' });
  // Settled a year and five days ago: the review is five days overdue.
  const settled = new Date(Date.now() - (365 + 5) * 86_400_000);
  await apiCall(request, broker.token, 'client/deal', { clientId, lender: 'Westpac', settlement_date: ymd(settled) });

  // Reviews due on the home, then the client's activity, where the review starts.
  await openAs(page, broker, '/broker/home');
  const due = page.getByTestId('reviews-due');
  await expect(due.getByTestId('review-due')).toHaveCount(1);
  await expect(due.getByTestId('review-due')).toContainText(name);
  await expect(due.getByTestId('review-due')).toContainText('Overdue since');
  await shot(page, 'review-due-home');
  await due.getByRole('link', { name: name }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${clientId}/activity$`));
  const panel = page.getByTestId('review-panel');
  // A year after settlement: the same day, a year on.
  const dueOn = `${Number(ymd(settled).slice(0, 4)) + 1}${ymd(settled).slice(4)}`;
  await expect(panel.getByLabel('Next review due')).toHaveValue(dueOn);
  await shot(page, 'review-panel');
  await panel.getByRole('button', { name: 'Start annual review' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${clientId}/review/\\d+$`));
  await expect(page.getByTestId('review-status')).toHaveText('Waiting for the client');
  await expect(page.getByTestId('no-changes')).toBeVisible();

  // The client is invited by the Submit page's invitation, from the review, and opens the portal on a phone.
  await apiCall(request, broker.token, 'client/pages', { clientId, pages: 'profile,requirement,submit' });
  await page.getByRole('button', { name: 'Invite the client to review' }).click();
  await expect(page.getByText('The invitation was sent.')).toBeVisible();
  await shot(page, 'review-started');
  const link = await invitationLink(request, email);
  const accepted = await request.post('/api/auth/accept-invite', {
    data: { token: link.split('/').pop(), password: 'Review-pass1!' },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const clientToken = ((await accepted.json()) as { token: string }).token;
  const phone = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 375, height: 812 } });
  if (!phone) throw new Error('no browser');
  const p = await phone.newPage();
  await openAs(p, { token: clientToken }, `/client/${clientId}/home`);
  await expect(p.getByTestId('review-confirm').getByRole('heading', { name: 'Your annual review' })).toBeVisible();
  await shot(p, 'review-client-home');

  // Last year's answers are there; two change.
  await p.goto(pageUrl(clientId, 'requirement'));
  await expect(money(p, /^Loan amount/)).toHaveValue('500,000');
  await saving(p, 'application/requirement/save', fillAndLeave(money(p, /^Loan amount/), '420000'));
  await saving(
    p,
    'application/requirement/save',
    fillAndLeave(p.getByRole('textbox', { name: /^Loan term \(years\)/ }), '25'),
  );
  await p.goto(`/client/${clientId}/home`);
  await p.getByRole('button', { name: 'Confirm my answers' }).click();
  await p.getByRole('dialog', { name: 'Confirm your answers' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(p.getByTestId('review-confirmed')).toBeVisible();
  await shot(p, 'review-client-confirmed');
  await phone.close();

  // The broker sees exactly the two changes, this year's highlighted beside last year's.
  await page.reload();
  await expect(page.getByTestId('review-status')).toHaveText('Confirmed by the client');
  const rows = page.getByTestId('review-change');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Loan amount');
  await expect(rows.nth(0).getByTestId('last-year')).toHaveText('$500,000');
  await expect(rows.nth(0).getByTestId('this-year').locator('mark')).toHaveText('$420,000');
  await expect(rows.nth(1)).toContainText('Loan term (years)');
  await expect(rows.nth(1).getByTestId('last-year')).toHaveText('30');
  await expect(rows.nth(1).getByTestId('this-year').locator('mark')).toHaveText('25');
  await shot(page, 'review-changes');

  // The review's report: a PDF, as the server sent it to the new tab.
  let pdf: Buffer = Buffer.alloc(0);
  await page.context().route('**/api/report/preview/**', async (route) => {
    const answer = await route.fetch();
    if (answer.headers()['content-type'] === 'application/pdf') pdf = await answer.body();
    await route.fulfill({ response: answer });
  });
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: "View the review's report" }).click(),
  ]);
  await expect.poll(() => pdf.length).toBeGreaterThan(1000);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();
  // What it prints (poppler's pdftotext, which the report's own browser test needs too), and its first two pages.
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, 'review-report.pdf');
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain('Changes since last year');
  expect(text).toMatch(/Loan amount \$500,000 \$420,000/);
  expect(text).toMatch(/Loan term \(years\) 30 25/);
  expect(text).toContain('Answers changed since last year 2');
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '2', file, path.join(SHOTS, 'review-report-page')]);
});
