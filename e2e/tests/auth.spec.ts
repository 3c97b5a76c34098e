import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD, shot, signIn, signInFromLogin, uniqueEmail } from '../support';

test.describe('signing in', () => {
  test('each demo role lands on its own page', async ({ page }) => {
    await page.goto('/login');
    await shot(page, 'login');
    const cases = [
      { email: DEMO.broker, url: /\/broker\/home$/, name: 'Sarah Mitchell', shotName: 'broker-home' },
      { email: DEMO.planner, url: /\/planner\/home$/, name: 'James Nguyen', shotName: 'planner-home' },
      { email: DEMO.client, url: /\/client\/\d+\/home$/, name: 'Sarah Mitchell', shotName: 'client-home' },
      { email: DEMO.admin, url: /\/broker\/list/, name: null, shotName: 'admin-home' },
    ];
    for (const c of cases) {
      await page.goto('/login');
      await signIn(page, c.email);
      await expect(page).toHaveURL(c.url);
      await expect(page.getByTestId('app-header')).toBeVisible();
      if (c.name) await expect(page.getByTestId('header-name')).toHaveText(c.name);
      await shot(page, c.shotName);
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('a wrong password shows the spec message above the form, on neither field', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO.broker, 'Not-the-pass1!');
    await expect(page.getByRole('alert').filter({ hasText: 'Authentication failed. Please try again.' })).toBeVisible();
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login/);
    await shot(page, 'login-failed');
  });

  test('the form checks the email and password before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please type a valid email.')).toBeVisible();
    await expect(page.getByText('Please type a valid password.')).toBeVisible();
  });

  test('a deep link while signed out comes back after login', async ({ page }) => {
    await page.goto('/broker/1/password');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbroker%2F1%2Fpassword/);
    await signIn(page, DEMO.broker);
    await expect(page).toHaveURL(/\/broker\/1\/password$/);
    await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  });

  test('an unknown path needs a session, then says it is the wrong way', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage/);
    await signIn(page, DEMO.planner);
    await expect(page.getByTestId('wrong-way')).toHaveText('Go back... wrong way!');
    await shot(page, 'wrong-way');
  });

  test('another role’s page is the wrong way too', async ({ page }) => {
    await signInFromLogin(page, DEMO.client);
    await page.goto('/mailbox');
    await expect(page.getByTestId('wrong-way')).toBeVisible();
  });
});

test.describe('signing out', () => {
  test('a broker logs out to the login page and the token is gone', async ({ page }) => {
    await signInFromLogin(page, DEMO.broker);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/broker/home');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('a client logs out to the client logged-out page', async ({ page }) => {
    await signInFromLogin(page, DEMO.client);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/client\/logged-out$/);
    await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
    await shot(page, 'client-logged-out');
  });

  test('removing the token in another tab expires the session with the spec alert', async ({ context }) => {
    const first = await context.newPage();
    await signInFromLogin(first, DEMO.broker);
    const second = await context.newPage();
    await second.goto('/broker/home');
    await expect(second.getByTestId('app-header')).toBeVisible();
    const alert = first.waitForEvent('dialog');
    await second.evaluate(() => localStorage.removeItem('token'));
    const dialog = await alert;
    expect(dialog.message()).toBe('Your current session has expired. Please sign in again.');
    await dialog.accept();
    await expect(first).toHaveURL(/\/login$/);
  });

  test('a session ended by the server shows the logged-out page with Sign in again', async ({ page, request }) => {
    await signInFromLogin(page, DEMO.planner);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Password' }).click();
    await expect(page.getByLabel('Current password')).toBeVisible();
    // The session ends on the server while the page is open: the next request finds it gone. (Ended before the
    // menu was opened, a background request of the page could find it first and leave before the menu is used.)
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password').fill('Another-pass1!');
    await page.getByLabel('Confirm password').fill('Another-pass1!');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/logged-out\?redirect=/);
    await expect(page.getByText('You have been logged out')).toBeVisible();
    await shot(page, 'logged-out');
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await signIn(page, DEMO.planner);
    await expect(page).toHaveURL(/\/planner\/\d+\/password$/);
  });
});

test.describe('accounts', () => {
  test('a planner signs up, changes the password, forgets it and resets it from the emailed link', async ({
    browser,
  }) => {
    const email = uniqueEmail('planner');
    const page = await browser.newPage();
    await page.goto('/signup');
    await page.getByText('I am a financial planner').click();
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Kowalski');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('First-pass1!');
    await shot(page, 'signup');
    await page.getByRole('button', { name: 'Create my account' }).click();
    // New advisers land on the set-up checklist with the welcome that confirms the registration.
    await expect(page).toHaveURL(/\/planner\/onboard/);
    await page.getByRole('dialog').getByRole('button', { name: 'Get started' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('header-name')).toHaveText('Nina Kowalski');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Password' }).click();
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Please type your current password.')).toBeVisible();
    await expect(page.getByText('Please type a valid new password.')).toBeVisible();
    await expect(page.getByText('Please type a valid confrim password.')).toBeVisible();
    await page.getByLabel('Current password').fill('Wrong-pass1!');
    await page.getByLabel('New password').fill('Second-pass1!');
    await page.getByLabel('Confirm password').fill('Second-pass2!');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Password do not match.')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Second-pass1!');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Incorrect password')).toBeVisible();
    await page.getByLabel('Current password').fill('First-pass1!');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    await shot(page, 'planner-password');
    await page.close();

    const visitor = await browser.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(visitor.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(visitor.getByTestId('reset-sent')).toBeVisible();

    const admin = await browser.newPage();
    await signInFromLogin(admin, 'admin@example.com');
    await admin.goto('/mailbox');
    await admin.getByLabel('Filter by recipient').fill(email);
    // Wait for the filter to apply: before it does, other people's reset emails are listed too. The planner got
    // two: the link confirming the address at sign-up (decision 016), and the reset.
    await expect(admin.getByRole('cell', { name: email })).toHaveCount(2);
    await expect(admin.getByRole('link', { name: /Reset your BrokerDesk password/ })).toHaveCount(1);
    await admin.getByRole('link', { name: /Reset your BrokerDesk password/ }).click();
    const link = await admin.getByTestId('email-text').getByRole('link').getAttribute('href');
    await shot(admin, 'mailbox-email');
    expect(link).toMatch(/\/reset-password\//);

    await visitor.goto(link!);
    await visitor.getByLabel('New password').fill('Third-pass1!');
    await visitor.getByLabel('Confirm password').fill('Third-pass1!');
    await visitor.getByRole('button', { name: 'Save my new password' }).click();
    await expect(visitor.getByText('Your password has been reset.', { exact: false })).toBeVisible();
    await visitor.goto('/login');
    await signIn(visitor, email, 'Third-pass1!');
    await expect(visitor).toHaveURL(/\/planner\/home/);
  });

  test('the footer pages are real pages', async ({ page }) => {
    await page.goto('/login');
    for (const [name, heading] of [
      ['Contact us', 'Contact us'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
    ] as const) {
      await page.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await shot(page, name.toLowerCase().replace(/ /g, '-'));
    }
  });
});
