import { checkPage, describeViolations } from '../a11y';
import { makeClient } from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * Search everywhere: a broker presses Control+K, types three letters of a client's name, and opens the client with the
 * arrows and Enter, then opens a page the same way, never touching the mouse. The palette is checked by axe at 1280 px
 * while it is open.
 */
test.describe('command palette', () => {
  test('a broker finds a client by three letters and opens it, then a page, with the keyboard alone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const broker = await freshAdviser(request);
    const wanted = await makeClient(request, broker.token, 'Philippa', 'Quill');
    // Also found by the same three letters, and newer, so listed first; one that does not match stays out.
    const other = await makeClient(request, broker.token, 'Pippa', 'Stone');
    await makeClient(request, broker.token, 'Oscar', 'Bright');
    await openAs(page, broker, '/client/list');
    await expect(page.getByTestId('palette-button')).toContainText('Ctrl K');

    await page.keyboard.press('Control+K');
    const search = page.getByRole('combobox', { name: 'Search clients, pages and actions' });
    await expect(search).toBeFocused();
    await page.keyboard.type('ipp');
    const clients = page.getByRole('group', { name: 'Clients' });
    const first = clients.getByRole('option', { name: new RegExp(other.primary) });
    const found = clients.getByRole('option', { name: new RegExp(wanted.primary) });
    await expect(clients.getByRole('option')).toHaveCount(2);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // The fixtures check a page once, before the first key pressed on it (the palette still closed): this checks it open.
    const open = await checkPage(page);
    expect(open.violations, describeViolations([open])).toEqual([]);
    await shot(page, 'command-palette');

    // Down to the client wanted (the box names it as its active descendant), then Enter opens it at its first applicant.
    await page.keyboard.press('ArrowDown');
    await expect(found).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(search).toHaveAttribute('aria-activedescendant', (await found.getAttribute('id')) ?? 'none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/client/${wanted.clientId}/application/applicant/${wanted.primaryId}$`));
    await expect(page.getByTestId('application-client')).toHaveText(`${wanted.primary} · Application`);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A page, found by a word of its name.
    await page.keyboard.press('Control+K');
    await expect(search).toBeFocused();
    await page.keyboard.type('pipeline');
    await expect(page.getByRole('option', { name: 'Pipeline board' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/client\/board$/);
    await expect(page.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
  });
});
