import { expect, type Page, test } from '../fixtures';
import { type AdviserKind, freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * Mail settings and the lead capture form (docs/spec/settings-billing-admin.md §2), walked by brokers and a planner of
 * the tests' own, each starting from a new adviser's settings.
 */

const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const message = (page: Page) => page.getByLabel(/^Personal message/);
const disclaimer = (page: Page) => page.getByLabel(/^Email disclaimer/);

/** Signs in as an adviser of the test's own. */
async function signInFresh(page: Page, kind: AdviserKind = 'broker') {
  await openAs(page, await freshAdviser(page.request, { kind }));
}

async function openFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Types into an autosaved text field and leaves it, which saves it ('Saved successfully.'). */
async function typeAndLeave(page: Page, field: ReturnType<typeof message>, text: string) {
  await field.fill(text);
  await field.blur();
  await notice(page, 'Saved successfully.');
  // Each save shows its own notice; wait for this one to go so the next check sees a fresh one.
  await expect(page.getByText('Saved successfully.', { exact: true })).toHaveCount(0, { timeout: 8000 });
}

/** A small but well-formed one-page PDF, with a correct cross-reference table. */
function tinyPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test.describe('mail settings', () => {
  test('a broker edits the message and disclaimer, resets the message, and manages an attachment', async ({ page }) => {
    await signInFresh(page);
    await openFromMenu(page, 'Mail settings');
    await expect(page).toHaveURL(/\/broker\/\d+\/mail-setting$/);
    await expect(page.getByRole('heading', { name: 'Mail Settings', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Send from BrokerDesk' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Gmail' })).toHaveCount(0);
    await shot(page, 'mail-settings-broker');

    await typeAndLeave(page, message(page), 'Thanks for choosing us.\nPlease fill this in by Friday.');
    const defaultAnswer = page.waitForResponse((r) => r.url().includes('/api/broker/default-personal-message'));
    await page.getByRole('button', { name: 'Reset to default' }).click();
    const { message: defaultText } = (await (await defaultAnswer).json()) as { message: string };
    await notice(page, 'Message reset successfully.');
    await expect(message(page)).toHaveValue(defaultText);
    await typeAndLeave(page, message(page), 'Looking forward to working with you.');
    await typeAndLeave(page, disclaimer(page), 'General advice only. Credit Representative 123456.');

    const pdf = tinyPdf('Credit guide');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'credit-guide.pdf', mimeType: 'application/pdf', buffer: pdf });
    const list = page.getByRole('list', { name: 'Default attachments' });
    await expect(list.getByText('credit-guide.pdf')).toBeVisible();
    await shot(page, 'mail-settings-attachment');

    await page.reload();
    await expect(message(page)).toHaveValue('Looking forward to working with you.');
    await expect(disclaimer(page)).toHaveValue('General advice only. Credit Representative 123456.');
    await expect(list.getByText('credit-guide.pdf')).toBeVisible();

    await page.getByRole('button', { name: 'Delete credit-guide.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete attachment' });
    await expect(dialog).toBeVisible();
    await shot(page, 'mail-settings-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'File deleted successfully');
    await expect(page.getByText('No attachments yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No attachments yet.')).toBeVisible();
  });

  test('a file that is not a PDF or office document is refused with the server’s reason', async ({ page }) => {
    await signInFresh(page);
    await openFromMenu(page, 'Mail settings');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a PDF at all'),
    });
    await expect(page.getByRole('alert')).toBeVisible();
    await shot(page, 'mail-settings-upload-refused');
    await expect(page.getByRole('list', { name: 'Default attachments' })).toHaveCount(0);
  });

  test('switching to their own email program shows the sender choice instead of the attachments', async ({ page }) => {
    await signInFresh(page);
    await openFromMenu(page, 'Mail settings');
    await expect(page.getByRole('button', { name: 'Upload attachment' })).toBeVisible();
    await page.getByRole('radio', { name: 'Use my own email program' }).check();
    await expect(page.getByRole('radio', { name: 'Default email app' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Upload attachment' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Gmail' }).check();
    await expect(page.getByTestId('autosave-indicator')).toHaveText('Changes save automatically');
    await shot(page, 'mail-settings-own-program');

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Use my own email program' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Gmail' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Upload attachment' })).toHaveCount(0);

    // Back to sending from BrokerDesk, the attachments come back.
    await page.getByRole('radio', { name: 'Send from BrokerDesk' }).check();
    await expect(page.getByRole('button', { name: 'Upload attachment' })).toBeVisible();
    await expect(page.getByTestId('autosave-indicator')).toHaveText('Changes save automatically');
  });

  test('a planner edits their mail settings, and has no lead capture', async ({ page }) => {
    await signInFresh(page, 'planner');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Lead capture' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Mail settings' }).click();
    await expect(page).toHaveURL(/\/planner\/\d+\/mail-setting$/);
    await expect(page.getByRole('heading', { name: 'Mail Settings', exact: true })).toBeVisible();
    const settingsNav = page.getByRole('navigation', { name: 'Settings' });
    await expect(settingsNav.getByRole('link', { name: 'Mail settings' })).toBeVisible();
    await expect(settingsNav.getByRole('link', { name: 'Lead capture' })).toHaveCount(0);
    await typeAndLeave(page, message(page), 'I look forward to planning with you.');
    await typeAndLeave(page, disclaimer(page), 'This is general advice only.');
    await page.getByRole('radio', { name: 'Use my own email program' }).check();
    await page.getByRole('radio', { name: 'Outlook.com' }).check();
    await expect(page.getByTestId('autosave-indicator')).toHaveText('Changes save automatically');
    await shot(page, 'mail-settings-planner');

    await page.reload();
    await expect(message(page)).toHaveValue('I look forward to planning with you.');
    await expect(disclaimer(page)).toHaveValue('This is general advice only.');
    await expect(page.getByRole('radio', { name: 'Outlook.com' })).toBeChecked();
  });
});

test.describe('lead capture', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a broker switches the form on, saves, and copies the public link', async ({ page, baseURL }) => {
    await signInFresh(page);
    // Lead capture is one of the Settings pages' side navigation, beside Mail settings.
    await openFromMenu(page, 'Mail settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Lead capture' }).click();
    await expect(page).toHaveURL(/\/broker\/\d+\/lead-capture$/);
    const brokerId = /\/broker\/(\d+)\//.exec(page.url())?.[1];
    const link = `${baseURL}/client/lead-capture/${brokerId}/primary-reason`;
    await expect(page.getByLabel('Your lead capture link')).toHaveValue(link);
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();

    await page.getByText('Yes', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Saved successfully.');
    await shot(page, 'lead-capture');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();

    await page.getByRole('button', { name: 'Copy' }).click();
    await notice(page, 'URL copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });
});
