import { bearer } from '../api';
import { invitationLink } from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { DEMO, shot, signInFromLogin, uniqueEmail } from '../support';

/**
 * The Submit page for both roles and the invitation's landing page: a broker of the test's own invites a new
 * client with a chosen set of pages, the demo client sees what is missing on a 375 px phone, and a bad
 * invitation link says so with a way to the login page.
 */

test.describe('Submit and invitation', () => {
  test('the broker invites a client with the pages they will see', async ({ page, request }) => {
    const broker = await freshAdviser(request);
    const tag = Math.random().toString(36).slice(2, 7);
    const res = await request.post('/api/client/create', {
      data: { first_name: 'Mia', last_name: `Portal${tag}`, email: uniqueEmail('mia') },
      headers: bearer(broker.token),
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const { client } = (await res.json()) as { client: { id: number } };

    await openAs(page, broker, `/client/${client.id}/application/submit`);
    await expect(page.getByTestId('access-state')).toContainText('No access');
    await expect(page.getByTestId('submit-progress')).toBeVisible();
    await page.getByLabel('Living Expenses').uncheck();
    await page.getByLabel('Personal message').fill('Hi Mia, here is your application.');
    const answered = page.waitForResponse((r) => r.url().includes('/api/client/invite'));
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const answer = await answered;
    expect(answer.ok(), await answer.text()).toBeTruthy();
    const body = JSON.parse(answer.request().postData() ?? '{}') as { pages: string };
    expect(body.pages.split(',')).not.toContain('expense');
    await expect(page.getByTestId('access-state')).toContainText('Invited');
    await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
    await shot(page, 'portal-submit-broker');

    await page.getByRole('button', { name: 'Revoke access' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke access' }).click();
    await expect(page.getByTestId('access-state')).toContainText('No access');
  });

  test('the client sees what is missing on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInFromLogin(page, DEMO.client);
    const clientId = /\/client\/(\d+)\//.exec(page.url())?.[1];
    await page.goto(`/client/${clientId}/application/submit`);
    const submit = page.getByRole('button', { name: /^Submit to / });
    const thanks = page.getByTestId('submitted-thanks');
    await expect(submit.or(thanks)).toBeVisible();
    if (await submit.isVisible()) await expect(page.getByTestId('submit-progress')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, 'portal-submit-client-375');
  });

  test('an invited client sets a password, lands on their home and submits', async ({ page, request }) => {
    // Named as the demo broker is: the client submits to Sarah.
    const broker = bearer((await freshAdviser(request)).token);
    const email = uniqueEmail('leo');
    const created = await request.post('/api/client/create', {
      data: { first_name: 'Leo', last_name: 'Invitee', email },
      headers: broker,
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const { client } = (await created.json()) as { client: { id: number } };
    const invited = await request.post('/api/client/invite', {
      data: { clientId: client.id, pages: 'profile,asset,submit' },
      headers: broker,
    });
    expect(invited.ok(), await invited.text()).toBeTruthy();

    // The invitation as it was emailed, read from the administrator's mailbox.
    const link = await invitationLink(request, email);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('Portal-pass1!');
    await page.getByLabel('Confirm password').fill('Portal-pass1!');
    await shot(page, 'portal-accept-invite');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/${client.id}/home$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'portal-client-home-375');

    await page.goto(`/client/${client.id}/application/submit`);
    await expect(page.getByTestId('progress-asset')).toBeVisible();
    await expect(page.getByTestId('progress-requirement')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'portal-submit-client-checklist-375');
    await page.getByRole('button', { name: 'Submit to Sarah' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByTestId('submitted-thanks')).toContainText('Your application was submitted to Sarah');
    await shot(page, 'portal-submit-client-thanks');
  });

  test('an invalid invitation link says so as it opens and offers Sign in', async ({ page }) => {
    await page.goto('/accept-invite/not-a-real-invitation-token');
    await expect(page.getByTestId('invite-token-error')).toContainText(
      'This invitation link is invalid or has expired',
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await shot(page, 'portal-accept-invite-invalid');
  });
});
