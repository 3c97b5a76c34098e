import { apiCall } from '../api';
import { makeClient } from '../application-steps';
import { expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * The pipeline board beside the client list: a broker moves one deal from Lodged to Settled, a column at a time, by
 * mouse and by keyboard; the client's activity shows each move with who made it; a declined deal leaves the open
 * columns, and the counts and loan totals follow. The client's tasks and a note live on its activity page.
 */

const card = (page: Page, clientId: number) => page.locator(`[data-deal="${clientId}"]`);
const column = (page: Page, stage: string) => page.locator(`[data-stage="${stage}"]`);

async function dragTo(page: Page, clientId: number, stage: string) {
  const handle = card(page, clientId).getByRole('button', { name: /^Move / });
  const from = await handle.boundingBox();
  const to = await column(page, stage).boundingBox();
  if (!from || !to) throw new Error('the card or the column is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(80, to.height / 2), { steps: 12 });
  await page.mouse.up();
}

test.describe('pipeline', () => {
  test('a broker moves a deal across the board by mouse and keyboard, and a declined deal leaves it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const broker = await freshAdviser(request);
    const won = await makeClient(request, broker.token, 'Wendy', 'Won');
    const lost = await makeClient(request, broker.token, 'Larry', 'Lost');
    for (const [c, cents] of [
      [won, 65_000_000],
      [lost, 40_000_000],
    ] as const) {
      await apiCall(request, broker.token, 'client/mark-lodged', { clientId: c.clientId });
      await apiCall(request, broker.token, 'client/deal', {
        clientId: c.clientId,
        lender: 'Westpac',
        loan_amount_cents: cents,
        settlement_date: '2027-06-30',
      });
    }

    // From the client list to the board beside it.
    await openAs(page, broker, '/client/list');
    await page.getByRole('link', { name: 'Pipeline board' }).click();
    await expect(page.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
    await expect(page.getByTestId('count-lodged')).toHaveText('2');
    await expect(page.getByTestId('total-lodged')).toHaveText('$1,050,000 in loans');
    await shot(page, 'pipeline-board');

    // By mouse: Lodged -> Conditional approval.
    await dragTo(page, won.clientId, 'conditional');
    await expect(column(page, 'conditional').locator(`[data-deal="${won.clientId}"]`)).toBeVisible();
    await expect(page.getByTestId('count-lodged')).toHaveText('1');

    // By keyboard: Space picks it up, an arrow moves one column, Space drops it; twice, to Settled.
    // Each step waits for what a screen reader hears (picked up, then over the next column) before the next key: a
    // key pressed while the board is still drawing the last move's card would go to the card it replaced.
    const announced = (text: RegExp) => expect(page.getByText(text)).toBeAttached();
    const steps: [string, string][] = [
      ['unconditional', 'Unconditional approval'],
      ['settled', 'Settled'],
    ];
    for (const [stage, label] of steps) {
      const handle = card(page, won.clientId).getByRole('button', { name: /^Move / });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowRight');
      await announced(new RegExp(`^Wendy .* is over ${label}\\.$`));
      await page.keyboard.press('Space');
      await announced(new RegExp(`^Wendy .* moved to ${label}\\.$`));
      await expect(column(page, stage).locator(`[data-deal="${won.clientId}"]`)).toBeVisible();
      await expect(page.getByTestId(`count-${stage}`)).toHaveText('1');
    }
    await expect(page.getByTestId('count-settled')).toHaveText('1');
    await expect(page.getByTestId('total-settled')).toHaveText('$650,000 in loans');

    // Declined: dropped on its zone, the deal leaves every open column.
    await dragTo(page, lost.clientId, 'declined');
    await expect(card(page, lost.clientId)).toHaveCount(0);
    await expect(page.getByTestId('count-lodged')).toHaveText('0');
    await expect(page.getByTestId('total-lodged')).toHaveText('$0 in loans');
    await shot(page, 'pipeline-board-after-moves');

    // The search filters the board as it does the list.
    await page.getByRole('searchbox', { name: 'Search deals' }).fill('wendy');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('count-settled')).toHaveText('1');
    await page.getByRole('searchbox', { name: 'Search deals' }).fill('nobody-here');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('count-settled')).toHaveText('0');

    // The activity shows each move, by whom; a task and a note are kept there too.
    await page.goto(`/client/${won.clientId}/activity`);
    const moves = page.getByTestId('activity-item').filter({ hasText: 'moved the deal' });
    await expect(moves).toHaveCount(3);
    await expect(moves.nth(0)).toContainText('Unconditional approval → Settled');
    await expect(moves.nth(1)).toContainText('Conditional approval → Unconditional approval');
    await expect(moves.nth(2)).toContainText('Lodged → Conditional approval');
    await expect(moves.nth(2)).toContainText(broker.name);
    // Conditional approval made its task.
    await expect(page.getByTestId('task').filter({ hasText: 'Chase the conditions' })).toBeVisible();
    await page.getByLabel('Add a note').fill('Lender asked for <b>payslips</b>');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByTestId('note-text').first()).toHaveText('Lender asked for <b>payslips</b>');
    await shot(page, 'pipeline-activity');
  });
});
