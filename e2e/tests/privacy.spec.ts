import { apiCall, bearer } from '../api';
import { box, fillAndLeave, invitationLink, saving } from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

const PARTNER_PASSWORD = 'Partner-pass1!';

/**
 * A sign-in for every person on the application, signed consent and the Privacy Act's requests, in one journey: a
 * broker of the test's own with a disclosure document (a default attachment) invites the partner of a couple from
 * the Submit page; the partner sets a password, reads and accepts the document with their typed name, changes their
 * own details and sees the primary applicant's read-only; the primary changes theirs; the activity names each; the broker
 * exports the client's data and destroys the client after typing its name.
 */
test('a couple: the partner signs in, accepts the consent, edits only their own details; export and destroy', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const broker = await freshAdviser(request);
  const tag = Math.random().toString(36).slice(2, 7);
  const primaryEmail = uniqueEmail('ava.couple');
  const primary = `Ava Couple${tag}`;
  const created = await apiCall<{ client: { id: number }; applicant: { id: number } }>(
    request,
    broker.token,
    'client/create',
    { first_name: 'Ava', last_name: `Couple${tag}`, email: primaryEmail },
  );
  const clientId = created.client.id;
  const primaryId = created.applicant.id;
  const partnerEmail = uniqueEmail('pat.partner');
  const partnerName = `Pat Partner${tag}`;

  // The partner, with an email of their own.
  const { applicant } = await apiCall<{ applicant: { id: number } }>(request, broker.token, 'applicant/create', {
    clientId,
    type: 'person',
  });
  const partnerId = applicant.id;
  await apiCall(request, broker.token, 'applicant/edit-person', {
    clientId,
    applicantId: partnerId,
    keyValueArr: [
      { key: 'first_name', value: 'Pat' },
      { key: 'last_name', value: `Partner${tag}` },
      { key: 'email', value: partnerEmail },
    ],
  });
  // The broker's credit guide, a default attachment: each person accepts it in the portal.
  const guide = await request.post('/api/broker/upload-attachment', {
    headers: bearer(broker.token),
    multipart: {
      brokerId: String(broker.id),
      file: { name: 'Credit Guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% guide\n') },
    },
  });
  expect(guide.ok(), await guide.text()).toBeTruthy();

  // The broker invites the partner from the Submit page.
  await openAs(page, broker, `/client/${clientId}/application/submit`);
  const others = page.getByTestId('other-people');
  await expect(others).toContainText(partnerName);
  const invited = page.waitForResponse((r) => r.url().includes('/api/applicant/invite'));
  await others.getByRole('button', { name: `Invite ${partnerName} to sign in` }).click();
  expect((await invited).ok()).toBeTruthy();
  await shot(page, 'privacy-submit-broker-other-people');

  // The partner accepts the invitation, in a browser of their own.
  const partner = await page.context().browser()?.newContext();
  if (!partner) throw new Error('no browser');
  const p = await partner.newPage();
  await p.goto(await invitationLink(request, partnerEmail));
  await p.getByLabel('Password', { exact: true }).fill(PARTNER_PASSWORD);
  await p.getByLabel('Confirm password').fill(PARTNER_PASSWORD);
  await p.getByRole('button', { name: 'Set my password' }).click();
  await expect(p).toHaveURL(new RegExp(`/client/${clientId}/home$`));

  // Signed consent, before the fact-find.
  const consent = p.getByTestId('consent-panel');
  await expect(consent.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expect(consent.getByRole('button', { name: 'I have read and accept' })).toBeDisabled();
  await consent.getByRole('button', { name: 'Read Credit Guide.pdf' }).click();
  await expect(consent.locator('iframe[title="Credit Guide.pdf"]')).toBeVisible();
  await consent.getByLabel('Type your full name to accept').fill(partnerName);
  await shot(p, 'privacy-consent-before');
  await consent.getByRole('button', { name: 'I have read and accept' }).click();
  await expect(consent).toContainText(`Accepted by ${partnerName}`);
  await expect(consent.getByRole('heading', { name: 'Signed consent' })).toBeVisible();
  await shot(p, 'privacy-consent-accepted');

  // Their own details: saved. The primary applicant's: shown read-only, saying whose they are, and never sent.
  await p.goto(`/client/${clientId}/application/applicant/${partnerId}`);
  await expect(p.getByTestId('read-only-note')).toHaveCount(0);
  await saving(p, 'applicant/edit-person', fillAndLeave(box(p, 'Middle name'), 'Jo'));
  const attempts: string[] = [];
  p.on('request', (r) => {
    if (r.method() !== 'GET' && /\/api\/(applicant|address|employment|other-income)\//.test(r.url()))
      attempts.push(r.url());
  });
  await p.goto(`/client/${clientId}/application/applicant/${primaryId}`);
  await expect(p.getByTestId('read-only-note')).toHaveText(/Only Ava can change Ava’s details\./);
  await expect(box(p, 'First name')).toHaveValue('Ava');
  await expect(box(p, 'Middle name')).toBeDisabled();
  await expect(box(p, 'Email')).toBeDisabled();
  await box(p, 'Middle name').click({ force: true });
  await p.keyboard.type('Hijack');
  await p.keyboard.press('Tab');
  await expect(box(p, 'Middle name')).not.toHaveValue(/Hijack/);
  await shot(p, 'privacy-partner-read-only');
  await p.setViewportSize({ width: 375, height: 800 });
  await shot(p, 'privacy-partner-read-only-375');
  expect(attempts).toEqual([]);
  await partner.close();

  // The primary accepts their own invitation and changes their own details.
  await apiCall(request, broker.token, 'client/invite', { clientId, pages: 'profile,requirement,submit' });
  const primaryLink = await invitationLink(request, primaryEmail);
  const accepted = await request.post('/api/auth/accept-invite', {
    data: { token: primaryLink.split('/').pop(), password: PARTNER_PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const primaryToken = ((await accepted.json()) as { token: string }).token;
  await apiCall(request, primaryToken, 'applicant/edit-person', {
    clientId,
    applicantId: primaryId,
    keyValueArr: [{ key: 'middle_name', value: 'Lee' }],
  });

  // The activity names each person who changed something.
  await page.goto(`/client/${clientId}/activity`);
  const items = page.getByTestId('activity-item');
  await expect(items.filter({ hasText: `${partnerName} changed Middle name` })).toHaveCount(1);
  await expect(items.filter({ hasText: `${partnerName} accepted Credit Guide.pdf` })).toHaveCount(1);
  await expect(items.filter({ hasText: `${primary} changed Middle name` })).toHaveCount(1);
  await expect(items.filter({ hasText: `${broker.name} changed` }).first()).toBeVisible();
  await shot(page, 'privacy-activity-each-person');
  await expect(page.getByText(`changed Middle name`).filter({ hasText: 'Hijack' })).toHaveCount(0);

  // Export on request: a zip under the client's name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export client data' }).click();
  expect((await download).suggestedFilename()).toMatch(/data export\.zip$/);

  // Destroy now, after typing the client's name.
  await page.getByRole('button', { name: 'Destroy now…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Destroy this client for good' });
  await dialog.getByLabel(`Type ${primary} to confirm`).fill('someone else');
  await dialog.getByRole('button', { name: 'Destroy for good' }).click();
  await expect(page.getByText("Type the client's name exactly as shown to confirm.")).toBeVisible();
  await dialog.getByLabel(`Type ${primary} to confirm`).fill(primary);
  await shot(page, 'privacy-destroy-dialog');
  await dialog.getByRole('button', { name: 'Destroy for good' }).click();
  await expect(page).toHaveURL(/\/client\/list/);
  const gone = await request.get(`/api/client/detail?clientId=${clientId}`, { headers: bearer(broker.token) });
  expect(gone.status()).toBe(404);
});
