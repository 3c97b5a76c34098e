import { expect, test } from '../fixtures';
import { DEMO, shot, signInFromLogin } from '../support';

/**
 * The first paint (docs/decisions/049-first-paint.md): index.html draws the frame of the path the server names (the
 * signed-in shell with the application navigation, or the signed-out pages' navy band) from its own HTML and inline
 * styles, before any script has run; the app then draws in its place, with its stylesheet applied once.
 */

test.describe('before any script has run', () => {
  test.beforeEach(async ({ page }) => {
    // As on a slow phone network before the entry script has arrived: the scripts never do.
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('a client’s application page paints its header, navigation and a skeleton of the page', async ({ page }) => {
    await page.goto('/client/1/home');
    await expect(page.locator('html')).toHaveAttribute('data-frame', 'application');
    await expect(page.locator('.fp-header')).toHaveCSS('background-color', 'rgb(26, 53, 111)');
    await expect(page.locator('.fp-nav')).toBeVisible();
    await expect(page.locator('.fp-main .fp-card')).toBeVisible();
    await expect(page.locator('.fp-bar')).toBeHidden();
    await shot(page, 'first-paint-application');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.locator('.fp-nav')).toBeHidden();
    await shot(page, 'first-paint-application-phone');
  });

  test('an adviser’s page paints the header and the bar under it', async ({ page }) => {
    await page.goto('/broker/home');
    await expect(page.locator('html')).toHaveAttribute('data-frame', 'app');
    await expect(page.locator('.fp-bar')).toBeVisible();
    await expect(page.locator('.fp-nav')).toBeHidden();
  });

  test('the sign-in page paints the navy band with the product’s name', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-frame', 'public');
    await expect(page.locator('.fp-top')).toHaveText('BrokerDesk');
    await expect(page.locator('.fp-header')).toBeHidden();
    await shot(page, 'first-paint-login');
  });
});

test('the app draws in the frame’s place, with its stylesheet applied once', async ({ page }) => {
  await signInFromLogin(page, DEMO.client);
  await page.reload();
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.locator('.fp')).toHaveCount(0);
  const styles = page.locator('link[data-app-styles]');
  await expect(styles).toHaveAttribute('rel', 'stylesheet');
  const href = await styles.getAttribute('href');
  await expect(page.locator(`link[href="${href}"]`)).toHaveCount(1);
  // Mantine's styles are in: its buttons have their filled navy.
  await expect(page.getByTestId('home-next-step')).toHaveCSS('background-color', 'rgb(26, 53, 111)');
  await shot(page, 'first-paint-client-home-drawn');
});
