import { bearer } from '../api';
import { invitationLink } from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { helpShot } from '../help-shots';
import { shot, uniqueEmail } from '../support';

/**
 * Client messages (docs/decisions/022-leads-messages-help.md): the client writes from the portal with an attachment,
 * the broker sees the unread count in the client list, reads and replies; the client sees the count in the portal's
 * navigation, reads, and both counts are gone; read receipts show on each side.
 */

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');

test('a client and their broker write to each other, with an attachment and read receipts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const broker = await freshAdviser(request);
  const tag = Math.random().toString(36).slice(2, 7);
  const email = uniqueEmail('mae');
  const created = await request.post('/api/client/create', {
    data: { first_name: 'Mae', last_name: `Writer${tag}`, email },
    headers: bearer(broker.token),
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { client } = (await created.json()) as { client: { id: number } };
  const invited = await request.post('/api/client/invite', {
    data: { clientId: client.id, pages: 'profile,requirement,submit' },
    headers: bearer(broker.token),
  });
  expect(invited.ok(), await invited.text()).toBeTruthy();

  // The client sets her password from the invitation and writes from her portal, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(await invitationLink(request, email));
  await page.getByLabel('Password', { exact: true }).fill('Portal-pass1!');
  await page.getByLabel('Confirm password').fill('Portal-pass1!');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${client.id}/home$`));
  await page.goto(`/client/${client.id}/messages`);
  await expect(page.getByText('No messages yet. Write the first one below.')).toBeVisible();
  await page.getByLabel('Your message').fill('Hi Sarah, here is my latest payslip.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('chosen-file')).toHaveText('payslip.pdf');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = page.getByTestId('message').filter({ hasText: 'here is my latest payslip' });
  await expect(mine).toContainText('Download payslip.pdf');
  await expect(mine).toContainText('Sent');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'messages-client-375');

  // The broker sees the unread count in the client list and opens the conversation from it.
  const adviserContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const adviser = await adviserContext.newPage();
  await openAs(adviser, broker, '/client/list');
  const row = adviser.getByTestId('client-row').filter({ hasText: `Writer${tag}` });
  await expect(row.getByTestId('unread-badge')).toHaveText('1 new');
  await row.getByTestId('unread-badge').click();
  await expect(adviser).toHaveURL(new RegExp(`/client/${client.id}/messages$`));
  const received = adviser.getByTestId('message').filter({ hasText: 'here is my latest payslip' });
  await expect(received).toBeVisible();
  const download = adviser.waitForEvent('download');
  await received.getByRole('button', { name: 'Download payslip.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('payslip.pdf');
  await adviser.getByLabel('Your message').fill('Thanks Mae, got it. Could you also send a bank statement?');
  await adviser.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(adviser.getByTestId('message').filter({ hasText: 'bank statement' })).toContainText('Sent');
  await helpShot(adviser, 'messages');
  // Read: the count is gone from the list and the navigation.
  await expect(adviser.getByTestId('messages-nav').getByTestId('unread-badge')).toHaveCount(0);
  await adviser.goto('/client/list');
  await expect(adviser.getByTestId('client-row').filter({ hasText: `Writer${tag}` })).toBeVisible();
  await expect(row.getByTestId('unread-badge')).toHaveCount(0);

  // The client's portal navigation counts the reply; reading it clears the count and gives the receipt.
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto(`/client/${client.id}/application/requirement`);
  const nav = page.getByTestId('messages-nav');
  await expect(nav.getByTestId('unread-badge')).toContainText('1');
  await nav.click();
  await expect(page.getByTestId('message').filter({ hasText: 'bank statement' })).toBeVisible();
  await expect(nav.getByTestId('unread-badge')).toHaveCount(0);
  await expect(mine).toContainText('Read');
  await shot(page, 'messages-client-read');

  // The broker sees the receipt of the reply.
  await adviser.goto(`/client/${client.id}/messages`);
  await expect(adviser.getByTestId('message').filter({ hasText: 'bank statement' })).toContainText('Read');
  await adviserContext.close();
});
