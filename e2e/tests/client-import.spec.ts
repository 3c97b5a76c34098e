import { analyze, FAILING_IMPACTS } from '../a11y';
import { bearer } from '../api';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * Importing clients from another CRM's CSV export: the broker picks a file from the client list's "Import clients",
 * sees its first rows with the field guessed for each column, and a dry run with its errors; maps the column the guess
 * missed, uploads the fixed file (which keeps that mapping), imports, and finds the clients in the list.
 */

const HEADER = 'First Name,Last Name,Contact Email,Mobile Phone,City,State,Notes';
const row = (n: number, mobile: string) =>
  `Imported${n},Person${n},imported${n}@e2e-import.example,${mobile},Sydney,NSW,Met at the expo ${n}`;
const file = (rows: string[]) => ({
  name: 'crm-export.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[HEADER, ...rows].join('\n')}\n`),
});

test.describe('client import', () => {
  test('a broker previews a CSV file, fixes its mapping and a bad row, and imports it', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const broker = await freshAdviser(request);

    await openAs(page, broker, '/client/list');
    await page.getByRole('link', { name: 'Import clients' }).click();
    await expect(page.getByRole('heading', { name: 'Import clients', level: 1 })).toBeVisible();

    // "Contact Email" is no header the guess knows: the dry run asks for the email column.
    const bad = file([row(1, '0412 345 678'), row(2, '12'), row(3, '0412 345 679')]);
    await page.locator('input[type="file"]').setInputFiles(bad);
    await expect(page.getByRole('combobox', { name: 'Field for the column First Name' })).toHaveValue('first_name');
    await expect(page.getByRole('combobox', { name: 'Field for the column Mobile Phone' })).toHaveValue('phone_mobile');
    await expect(page.getByRole('cell', { name: 'imported2@e2e-import.example' })).toBeVisible();
    const errors = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect(errors).toContainText('Row 1, Columns: Please choose the column with the email');
    await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();

    // Mapping the column leaves the bad mobile on row 3 (the header is row 1).
    await page.getByRole('combobox', { name: 'Field for the column Contact Email' }).selectOption('email');
    await expect(errors).toContainText('Row 3, Mobile: Please type a valid phone number');
    await expect(errors).not.toContainText('Row 1');
    await expect(page.getByRole('status').filter({ hasText: 'Dry run' })).toContainText(
      '3 rows checked; 2 new clients',
    );
    const check = await analyze(page);
    expect(check.violations.filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''))).toEqual([]);
    await shot(page, 'client-import-errors-1280');

    // The fixed file keeps the mapping chosen for the same columns.
    await page
      .locator('input[type="file"]')
      .setInputFiles(file([row(1, '0412 345 678'), row(2, '0412 345 680'), row(3, '0412 345 679')]));
    await expect(page.getByRole('status').filter({ hasText: 'Dry run' })).toContainText(
      '3 rows checked; 3 new clients, 0 already yours, 0 repeats, 0 errors',
    );
    await expect(page.getByRole('combobox', { name: 'Field for the column Contact Email' })).toHaveValue('email');
    await shot(page, 'client-import-ready-1280');
    await page.getByRole('button', { name: 'Import 3 clients' }).click();

    await expect(page.getByText('3 clients imported.')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/list$/);
    for (const n of [1, 2, 3]) await expect(page.getByRole('link', { name: `Imported${n} Person${n}` })).toBeVisible();
    await shot(page, 'client-import-list-1280');
    const list = await request.get('/api/client/list', { headers: bearer(broker.token) });
    expect((await list.json()).total).toBe(3);
  });
});
