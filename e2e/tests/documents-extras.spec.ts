import { apiCall, bearer } from '../api';
import { onePagePdf } from '../files';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * Beside the Documents page: the mail settings' Documents section (days between reminders, Word and Excel files) and
 * the client list's flag on a client whose payslip has gone stale.
 */

test('a broker sets the reminder days and Word/Excel uploads in mail settings', async ({ page }) => {
  const broker = await freshAdviser(page.request);
  await openAs(page, broker, `/broker/${broker.id}/mail-setting`);
  const days = page.getByLabel('Days between document reminders');
  await expect(days).toHaveValue('2,5,10');
  await days.fill('2,,90');
  await days.blur();
  await expect(
    page.getByText('Please type days between reminders as numbers from 1 to 60', { exact: false }),
  ).toBeVisible();
  await days.fill('3,7,14');
  await days.blur();
  await expect(page.getByText('Saved successfully.', { exact: true }).first()).toBeVisible();
  const office = page.getByLabel('Clients may upload Word and Excel files');
  await office.check();
  await expect(office).toBeChecked();
  await shot(page, 'documents-extras-mail-settings');

  const detail = await page.request.get(`/api/broker/detail?brokerId=${broker.id}`, { headers: bearer(broker.token) });
  expect(await detail.json()).toMatchObject({ reminder_days: '3,7,14', documents_allow_office: true });
});

test('the client list flags a client whose payslip has gone stale', async ({ page }) => {
  const broker = await freshAdviser(page.request);
  const { client } = await apiCall<{ client: { id: number; applicants: { id: number }[] } }>(
    page.request,
    broker.token,
    'client/create',
    { first_name: 'Noah', last_name: 'Stale' },
  );
  const types = await page.request.get(`/api/document/document-types?brokerId=${broker.id}`, {
    headers: bearer(broker.token),
  });
  const payslips = (await types.json()).categories
    .flatMap((c: { document_types: { id: number; name: string }[] }) => c.document_types)
    .find((t: { name: string }) => t.name === 'Payslips');
  const { request } = await apiCall<{ request: { id: number } }>(page.request, broker.token, 'document/request', {
    clientId: client.id,
    applicantId: client.applicants[0]?.id,
    documentTypeId: payslips.id,
  });
  const twoMonthsAgo = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const upload = await page.request.post('/api/document/upload', {
    headers: bearer(broker.token),
    multipart: {
      requestId: String(request.id),
      document_date: twoMonthsAgo,
      file: { name: 'payslip.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Payslip') },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await openAs(page, broker, '/client/list');
  const row = page.getByTestId('client-row').filter({ hasText: 'Noah Stale' });
  await expect(row.getByText('1 stale document')).toBeVisible();
  await shot(page, 'documents-extras-client-list-stale');
});
