import { joiningBrokerList } from '../broker-list-gate';
import { expect, test } from '../fixtures';
import { DEMO, shot, signInFromLogin, uniqueEmail } from '../support';

/** Decision 016: a new broker confirms their email by the link the admin Mailbox shows, and the banner goes. */
test('a new broker sees the unverified banner until the emailed link is followed', async ({ browser, baseURL }) => {
  const email = uniqueEmail('verify');
  const broker = await (await browser.newContext({ baseURL })).newPage();
  await broker.goto('/signup');
  // The demo's accounts exist on this data folder, so every page says their passwords are published.
  await expect(broker.getByTestId('demo-banner')).toHaveText('Demo data: these accounts have published passwords');
  await broker.getByLabel('First name').fill('Vera');
  await broker.getByLabel('Last name').fill('Fied');
  await broker.getByLabel('Email').fill(email);
  await broker.getByLabel('Password', { exact: true }).fill('Verify-me1!');
  await joiningBrokerList(async () => {
    await broker.getByRole('button', { name: 'Create my account' }).click();
    await expect(broker).toHaveURL(/\/broker\/onboard/);
  });
  await broker.getByRole('dialog').getByRole('button', { name: 'Get started' }).click();

  const banner = broker.getByTestId('unverified-email-banner');
  await expect(banner).toContainText('Please confirm your email address');
  await expect(banner).toContainText(email);
  await expect(broker.getByTestId('demo-banner')).toBeVisible();
  await banner.getByRole('button', { name: 'Resend link' }).click();
  await expect(banner.getByRole('status')).toHaveText('We have sent a new link to confirm your email address.');
  await shot(broker, 'unverified-email-banner');

  // The newest of the two links is the one that works; the admin Mailbox lists the newest first.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInFromLogin(admin, DEMO.admin);
  await admin.goto('/mailbox');
  await admin.getByLabel('Filter by recipient').fill(email);
  const links = admin.getByRole('link', { name: /Confirm your BrokerDesk email address/ });
  await expect(links).toHaveCount(2);
  await links.first().click();
  const href = await admin.getByTestId('email-text').getByRole('link').getAttribute('href');
  expect(href).toMatch(/\/verify-email\/[A-Za-z0-9_-]+$/);

  await broker.goto(href as string);
  await expect(broker.getByTestId('verify-email-done')).toHaveText('Thank you: your email address is confirmed.');
  await shot(broker, 'verify-email');
  await broker.getByRole('link', { name: 'Continue to BrokerDesk' }).click();
  await expect(broker).toHaveURL(/\/broker\/(home|onboard)/);
  await expect(broker.getByTestId('app-header')).toBeVisible();
  await expect(broker.getByTestId('unverified-email-banner')).toHaveCount(0);

  // The link works once.
  await broker.goto(href as string);
  await expect(broker.getByTestId('verify-email-failed')).toHaveText(/invalid, has expired or has already been used/);

  // A change of login email asks for the password and waits for the link sent to the new address.
  const moved = uniqueEmail('moved');
  await broker.goto('/');
  await broker.getByRole('button', { name: 'Account menu' }).click();
  await broker.getByRole('menuitem', { name: 'My account' }).click();
  await broker.getByRole('button', { name: 'Change email' }).click();
  await broker.getByLabel('New email').fill(moved);
  await broker.getByLabel('Current password').fill('Verify-me1!');
  await broker.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(broker.getByTestId('email-change-sent')).toBeVisible();
  await expect(broker.getByLabel('Email', { exact: true })).toHaveValue(email);
  await shot(broker, 'email-change-sent');
  await admin.goto('/mailbox');
  await admin.getByLabel('Filter by recipient').fill(moved);
  await admin.getByRole('link', { name: /Confirm your new BrokerDesk login email/ }).click();
  const changeHref = await admin.getByTestId('email-text').getByRole('link').getAttribute('href');
  await broker.goto(changeHref as string);
  await expect(broker.getByTestId('verify-email-done')).toContainText('Your login email has been changed.');
  await broker.getByRole('link', { name: 'Continue to BrokerDesk' }).click();
  await expect(broker.getByTestId('app-header')).toContainText(moved);
});
