import { adminToken, apiCall } from '../api';
import { expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * Plans and payments on the local provider (docs/decisions/020-billing-providers.md): Stripe's test cards in the card form, the
 * spec's messages word for word (docs/spec/settings-billing-admin.md §2, §8), a tax invoice downloaded, and the trial
 * end moving a broker to Free until they pay.
 */

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

async function notice(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function payWith(page: Page, card: string, submit: RegExp | string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: submit }).click();
}

test.describe.configure({ timeout: 120_000 });

test('a broker in trial subscribes, switches, cancels, resumes, changes the card and downloads a tax invoice', async ({
  page,
  request,
}) => {
  const broker = await freshAdviser(request, { kind: 'broker' });
  await openAs(page, broker, `/broker/${broker.id}/payment`);
  // broker-payment goes on to broker-stripe, the Payment Settings.
  await expect(page).toHaveURL(new RegExp(`/broker/${broker.id}/stripe$`));
  await expect(page.getByRole('heading', { name: 'Payment Settings' })).toBeVisible();
  await expect(
    page.getByText('You are currently not subscribed to any plan. Please select a plan below to get started.'),
  ).toBeVisible();
  await expect(page.getByText(/You are on a free trial until/)).toBeVisible();
  await shot(page, 'billing-broker-trial');

  await page.getByRole('button', { name: 'Start Now with Standard' }).click();
  await expect(page.getByRole('dialog', { name: 'Subscribe to Standard' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue(broker.email);
  await shot(page, 'billing-subscribe-modal');
  await payWith(page, SUCCESS, 'Subscribe $44.00 AUD');
  await notice(page, 'Successfully subscribed..');
  await expect(page.getByText('Your plan:')).toContainText('Standard');
  await expect(page.getByText('This is your current plan')).toBeVisible();
  await expect(page.getByText('Card on file: visa ending 4242')).toBeVisible();
  // A paying adviser sees when the plan is charged next, and to which card.
  await expect(page.getByTestId('next-charge')).toHaveText(
    /^Next charge: \d{1,2} \w+ \d{4} to the visa card ending 4242$/,
  );

  await page.getByRole('button', { name: 'Switch to Pro' }).click();
  await notice(page, 'Successfully changed to Pro plan.');
  await expect(page.getByText('Your plan:')).toContainText('Pro');

  await page.getByRole('button', { name: 'cancel this subscription' }).click();
  await notice(page, 'Plan successfully cancelled.');
  await expect(
    page.getByText(
      /^You have cancelled your subscription Pro plan\. Your subscription will end on \d{1,2} [A-Z][a-z]+ \d{4}\. You have full access until this date\.$/,
    ),
  ).toBeVisible();
  await shot(page, 'billing-grace-period');

  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await notice(page, 'You have successfully resumed your Pro plan.');
  await expect(page.getByText('Your plan:')).toContainText('Pro');

  await page.getByRole('button', { name: 'Change card' }).click();
  await payWith(page, DECLINED, 'Update card');
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Your card was declined.');
  await shot(page, 'billing-card-declined');
  await payWith(page, '5555 5555 5555 4444', 'Update card');
  await notice(page, 'Card updated successfully');
  await expect(page.getByText('Card on file: mastercard ending 4444')).toBeVisible();

  await expect(page.getByRole('button', { name: /^Download tax invoice BD-/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download tax invoice BD-/ })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Tax invoice BD-\d+\.pdf$/);
  const fs = await import('node:fs');
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'billing-broker-subscribed');

  // The administrator's webhook responses list shows the real events of this payment.
  const admin = await adminToken(request);
  await openAs(page, { token: admin }, `/stripe/list-search/${encodeURIComponent(broker.email)}/created_at/desc/50/0`);
  await expect(page.getByRole('cell', { name: 'invoice.paid' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: broker.email }).first()).toBeVisible();
  await shot(page, 'billing-webhook-list');
  // A row's ID opens the account of the adviser whose customer it is, without Payments (not the viewer's own).
  await page.getByTestId('webhook-account-link').first().click();
  await expect(page).toHaveURL(new RegExp(`/broker/${broker.id}/account$`));
  await expect(page.getByRole('navigation', { name: /settings/i }).getByRole('link', { name: 'Payments' })).toHaveCount(
    0,
  );
});

test('a planner subscribes and cancels', async ({ page, request }) => {
  const planner = await freshAdviser(request, { kind: 'planner' });
  await openAs(page, planner, `/planner/${planner.id}/payment`);
  await expect(page.getByRole('heading', { name: 'Payment Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Now with Standard' }).click();
  await expect(page.getByRole('dialog').getByText('Thank you for subscribing.').first()).toBeVisible();
  await payWith(page, SUCCESS, 'Subscribe $44.00 AUD');
  await notice(page, 'Successfully subscribed..');
  await page.getByRole('button', { name: 'cancel this subscription' }).click();
  await notice(page, 'Successfully cancelled.');
  await expect(page.getByText(/^You have cancelled your subscription Standard plan\./)).toBeVisible();
  await shot(page, 'billing-planner-cancelled');
});

test('a broker whose trial ended sees the free-version notice and the locks, pays, and the locks lift', async ({
  page,
  request,
}) => {
  const broker = await freshAdviser(request, { kind: 'broker' });
  const admin = await adminToken(request);
  await apiCall(request, admin, `broker/extend-trial/${broker.id}`, { duration: '-30 days' });
  // The billing round (hourly, and on the test clock) moves the ended trial to Free.
  await apiCall(request, admin, 'billing/test-clock', { advanceDays: 0 });

  await openAs(page, broker, '/broker/home');
  const freeNotice = page.getByRole('dialog', { name: 'You are using the free version' });
  await expect(freeNotice).toBeVisible();
  await shot(page, 'billing-free-version-notice');
  await freeNotice.getByRole('button', { name: 'Continue with Free' }).click();

  await page.goto(`/broker/${broker.id}/template`);
  await expect(page.getByTestId('templates-locked')).toBeVisible();
  await shot(page, 'billing-locked-templates');
  await page.getByRole('dialog').getByRole('link', { name: 'Upgrade now' }).click();
  await expect(page).toHaveURL(new RegExp(`/broker/${broker.id}/stripe$`));
  await expect(
    page.getByText(
      'Your free trial has ended and your account is now on the Free plan. Choose a plan to unlock every feature.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start Now with Standard' }).click();
  await payWith(page, SUCCESS, 'Subscribe $44.00 AUD');
  await notice(page, 'Successfully subscribed..');

  await page.goto(`/broker/${broker.id}/template`);
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expect(page.getByTestId('templates-locked')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ New Template' })).toBeVisible();
  // The notice was seen once: it does not come back.
  await page.goto('/broker/home');
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'You are using the free version' })).toHaveCount(0);
  await shot(page, 'billing-unlocked');
});
