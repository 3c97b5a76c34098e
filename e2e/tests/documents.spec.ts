import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { apiCall, documentTypeIds, smtpMailTo } from '../api';
import { invitationLink } from '../application-steps';
import { onePagePdf } from '../files';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/*
 * The documents journey: the broker asks for documents by a template and a type of this client's own; the
 * client, on a phone, sends a PDF and a photo; the broker opens one, rejects the other with a reason and accepts the
 * first; the client reads the reason and sends again; the broker downloads everything as a zip and one file; a
 * payslip dated two months ago is flagged out of date; a reminder lists what is still missing.
 */

const PHONE = { width: 375, height: 812 };
const CLIENT_PASSWORD = 'Docs-pass1!';

/** A photo as a phone's camera gives it: a JPEG drawn by the browser. */
async function photo(page: Page, label: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#dbeafe';
    g.fillRect(0, 0, 640, 400);
    g.fillStyle = '#1e3a8a';
    g.font = 'bold 40px sans-serif';
    g.fillText(text, 40, 200);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, label);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const daysAgo = (n: number) => {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

const request = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Sends files to one request through its Upload button (the file chooser a person would use). */
async function upload(page: Page, name: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await request(page, name)
    .getByRole('button', { name: `Upload files for ${name}` })
    .click();
  await (await chooser).setFiles(files);
  const lines = request(page, name).getByTestId('upload-item');
  await expect(lines).toHaveCount(files.length);
  for (const line of await lines.all()) await expect(line).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
}

async function clientOnPhone(browser: Browser, link: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL });
  const phone = await context.newPage();
  await phone.goto(link);
  await phone.getByLabel('Password', { exact: true }).fill(CLIENT_PASSWORD);
  await phone.getByLabel('Confirm password').fill(CLIENT_PASSWORD);
  await phone.getByRole('button', { name: 'Set my password' }).click();
  await expect(phone).toHaveURL(/\/home$/);
  return phone;
}

test('documents: request, upload from a phone, review, send again, download, freshness and a reminder', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const broker = await freshAdviser(page.request);
  const email = uniqueEmail('mia');
  const tag = Math.random().toString(36).slice(2, 6);
  const { client, applicant } = await apiCall<{ client: { id: number }; applicant: { id: number } }>(
    page.request,
    broker.token,
    'client/create',
    { first_name: 'Mia', last_name: `Docs${tag}`, email },
  );
  const clientName = `Mia Docs${tag}`;
  const template = `Purchase pack ${tag}`;
  const ids = await documentTypeIds(page.request, broker, ['Payslips', 'Driver licence']);
  expect(ids.every(Boolean)).toBe(true);
  await apiCall(page.request, broker.token, 'template/save', {
    brokerId: broker.id,
    template: { type: 'document', name: template, data: ids },
  });

  await test.step('the broker applies a document template and adds a type of this client’s own', async () => {
    await openAs(page, broker, `/client/${client.id}`);
    await page.getByTestId('application-nav').getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/${client.id}/application/document/${applicant.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Documents: ${clientName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Apply a template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply a document template' });
    await dialog.getByRole('checkbox', { name: template }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(request(page, 'Payslips')).toBeVisible();
    await expect(request(page, 'Driver licence')).toBeVisible();
    await expect(request(page, 'Payslips').getByTestId('request-state')).toHaveText('Requested');

    await page.getByRole('button', { name: 'Add a document type' }).click();
    const add = page.getByRole('dialog', { name: 'Add document type' });
    await add.getByLabel('Name').fill('Strata report');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(request(page, 'Strata report')).toContainText('(this client only)');
    await expect(page.getByTestId('documents-summary')).toHaveText('3 documents requested · 3 still missing');
    await shot(page, 'documents-broker-requested');
  });

  await apiCall(page.request, broker.token, 'client/invite', { clientId: client.id, pages: 'profile,document,submit' });
  const phone = await clientOnPhone(browser, await invitationLink(page.request, email));

  await test.step('the client, at 375 px, uploads a PDF and a photo to two requests', async () => {
    await phone.goto(`/client/${client.id}/application/document`);
    await expect(phone).toHaveURL(new RegExp(`/document/${applicant.id}$`));
    await expect(phone.getByTestId('still-needed')).toContainText('3 documents still needed');
    // A file of a refused type is refused before it is sent, with the reason.
    const chooser = phone.waitForEvent('filechooser');
    await request(phone, 'Strata report').getByRole('button', { name: 'Upload files for Strata report' }).click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(request(phone, 'Strata report').getByRole('alert')).toHaveText(
      'Please upload a PDF, JPEG, PNG or HEIC file.',
    );
    // The camera is offered on a phone.
    await expect(
      request(phone, 'Driver licence').getByRole('button', { name: 'Take a photo for Driver licence' }),
    ).toBeVisible();

    // A payslip dated two months ago (its date is the pay date): over the 30 days payslips stay valid.
    await request(phone, 'Payslips').getByLabel('Pay date').fill(daysAgo(60));
    await upload(phone, 'Payslips', [
      { name: 'payslip.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Payslip') },
    ]);
    await upload(phone, 'Driver licence', [
      { name: 'licence.jpg', mimeType: 'image/jpeg', buffer: await photo(phone, 'Driver licence (blurred)') },
    ]);
    await expect(request(phone, 'Payslips').getByTestId('request-state')).toHaveText('With your adviser');
    await expect(request(phone, 'Driver licence').getByTestId('request-state')).toHaveText('With your adviser');
    await expect(phone.getByTestId('still-needed')).toContainText('1 document still needed');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'documents-client-uploaded-375');
  });

  await test.step('the broker previews, rejects one with a reason, accepts the other', async () => {
    await page.reload();
    const payslips = request(page, 'Payslips');
    await expect(payslips.getByTestId('request-state')).toHaveText('To review');
    await expect(payslips.getByTestId('file-name')).toHaveText(`${clientName} - Payslips.pdf`);
    const popup = page.waitForEvent('popup');
    await payslips.getByRole('button', { name: `Open ${clientName} - Payslips.pdf` }).click();
    const tab = await popup;
    await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    await tab.close();

    await request(page, 'Driver licence').getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject: Driver licence' });
    await dialog.getByLabel(/Reason/).fill('The photo is blurred. Please take it again in good light.');
    await shot(page, 'documents-broker-reject');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(request(page, 'Driver licence').getByTestId('request-state')).toHaveText('Rejected');
    await payslips.getByRole('button', { name: 'Accept' }).click();
    await expect(payslips.getByTestId('request-state')).toHaveText('Accepted');
    await shot(page, 'documents-broker-reviewed');
  });

  await test.step('the client sees the reason and uploads again', async () => {
    await phone.reload();
    const licence = request(phone, 'Driver licence');
    await expect(licence.getByTestId('request-reason')).toHaveText(
      'Reason: The photo is blurred. Please take it again in good light.',
    );
    await expect(licence.getByTestId('request-state')).toHaveText('Please upload again');
    await shot(phone, 'documents-client-rejected-375');
    await upload(phone, 'Driver licence', [
      { name: 'licence-2.jpg', mimeType: 'image/jpeg', buffer: await photo(phone, 'Driver licence') },
    ]);
    await expect(licence.getByTestId('request-state')).toHaveText('With your adviser');
    await shot(phone, 'documents-client-sent-again-375');
  });

  await test.step('the broker downloads everything as a zip, and one file', async () => {
    await page.reload();
    await request(page, 'Driver licence').getByRole('button', { name: 'Accept' }).click();
    await expect(request(page, 'Driver licence').getByTestId('request-state')).toHaveText('Accepted');
    const zip = page.waitForEvent('download');
    await page.getByTestId('application-nav').getByRole('button', { name: 'Download All Documents' }).click();
    const zipped = await zip;
    expect(zipped.suggestedFilename()).toBe(`BrokerDesk - ${clientName} - documents.zip`);
    await expect(page.getByText('Files successfully downloaded.')).toBeVisible();
    const bytes = fs.readFileSync(await zipped.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from(`${clientName} - Payslips.pdf`))).toBe(true);

    const one = page.waitForEvent('download');
    await request(page, 'Payslips')
      .getByRole('button', { name: `Download ${clientName} - Payslips.pdf` })
      .click();
    const single = await one;
    expect(single.suggestedFilename()).toBe(`${clientName} - Payslips.pdf`);
    const pdf = fs.readFileSync(await single.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await test.step('the payslip dated two months ago is flagged out of date, and can be asked for again', async () => {
    const payslips = request(page, 'Payslips');
    await expect(payslips.getByTestId('freshness').first()).toHaveText('Out of date');
    await expect(page.getByTestId('documents-summary')).toContainText('1 out of date');
    await shot(page, 'documents-broker-stale');
    await payslips.getByRole('button', { name: 'Request again' }).click();
    await expect(payslips.getByTestId('request-state')).toHaveText('Requested');
  });

  await test.step('a reminder email lists what is still missing', async () => {
    const sent = page.waitForResponse((r) => r.url().includes('/api/client/send-reminder'));
    await page.getByRole('button', { name: 'Send a reminder now' }).click();
    const answer = await sent;
    const body = (await answer.json()) as { message?: string; error?: { message: string } };
    if (!answer.ok()) {
      // Reminders are never sent between 8 pm and 8 am in the business time zone: then the refusal says so.
      expect(body.error?.message).toBe(
        'Reminders are not sent between 8 pm and 8 am. Please try again in the morning.',
      );
      test.info().annotations.push({ type: 'reminder', description: 'quiet hours: the refusal was checked instead' });
      return;
    }
    // The reminder reaches the test SMTP server (mail-catcher.ts) over SMTP, listing exactly what is missing.
    const reminders = async () =>
      (await smtpMailTo(page.request, email)).filter((m) =>
        m.subject.endsWith('still needed for your loan application'),
      );
    await expect.poll(async () => (await reminders()).length, { timeout: 30_000 }).toBe(1);
    const [reminder] = await reminders();
    expect(reminder?.subject).toBe('2 documents still needed for your loan application');
    expect(reminder?.text).toContain('Payslips');
    expect(reminder?.text).toContain('Strata report');
    expect(reminder?.text).not.toContain('Driver licence');
  });
  await phone.context().close();
});
