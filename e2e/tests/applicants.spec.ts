import {
  addApplicant,
  box,
  choose,
  dragOnto,
  fillAndLeave,
  makeClient,
  navEntries,
  navIds,
  saving,
  select,
} from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot } from '../support';

/**
 * The applicants of an application (docs/spec/core-and-application.md §2 Application navigation): a broker adds
 * a second person, a company and a trust from the navigation's Add menu, reorders them by dragging with the mouse and
 * finds the order kept after a reload, fills a person's, a company's and a trust's profile, deletes an applicant, and
 * uses the profile 375 px wide.
 */

test.describe('applicants', () => {
  test('a broker adds, reorders, fills and deletes applicants', async ({ page, request }) => {
    test.setTimeout(240_000);
    const broker = await freshAdviser(request);
    const { clientId, primaryId, primary, tag } = await makeClient(request, broker.token);
    // The client's own address opens its first applicant.
    await openAs(page, broker, `/client/${clientId}`);
    await expect(page).toHaveURL(new RegExp(`/client/${clientId}/application/applicant/${primaryId}$`));
    await expect(page.getByRole('heading', { name: `Applicant: ${primary}` })).toBeVisible();
    const nav = page.getByTestId('application-nav');
    for (const label of ['Requirements', 'Assets', 'Liabilities', 'Living Expenses', 'Risk Profile', 'Submit']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }

    // A second person.
    const partnerId = await addApplicant(page, 'Person');
    await saving(page, 'applicant/edit-person', fillAndLeave(box(page, 'First name'), 'Liam'));
    await saving(page, 'applicant/edit-person', fillAndLeave(box(page, 'Last name'), `Nguyen${tag}`));
    await expect(page.locator(`[data-applicant-id="${partnerId}"]`)).toContainText(`Liam Nguyen${tag}`);

    // A company: the ABN's checksum is checked and its message shown under the field.
    const companyId = await addApplicant(page, 'Company');
    await saving(
      page,
      'applicant/edit-company',
      fillAndLeave(box(page, 'Company name'), `Nguyen Holdings ${tag} Pty Ltd`),
    );
    await fillAndLeave(box(page, 'ABN'), '51 824 753 557')();
    await expect(page.getByText('Please type a valid ABN.')).toBeVisible();
    await shot(page, 'applicants-company-abn-invalid');
    await saving(page, 'applicant/edit-company', fillAndLeave(box(page, 'ABN'), '51 824 753 556'));
    await expect(page.getByText('Please type a valid ABN.')).toHaveCount(0);
    await saving(page, 'applicant/edit-company', fillAndLeave(box(page, 'ACN'), '004 085 616'));
    await saving(page, 'applicant/edit-company', fillAndLeave(box(page, 'Industry'), 'Property investment'));
    await saving(
      page,
      'applicant/edit-company',
      // The multi-select's own input is hidden until something is typed: its box takes the click.
      choose(page, select(page, 'Directors').locator('xpath=../..'), primary),
    );
    await page.keyboard.press('Escape');
    await shot(page, 'applicants-company');

    // A trust, with the company as its trustee.
    const trustId = await addApplicant(page, 'Trust');
    await saving(page, 'applicant/edit-company', fillAndLeave(box(page, 'Trust name'), `Nguyen Family Trust ${tag}`));
    await saving(
      page,
      'applicant/edit-company',
      choose(page, select(page, 'Trust type'), 'Discretionary (family) trust'),
    );
    await saving(page, 'applicant/edit-company', fillAndLeave(page.getByLabel(/^Date established/), '2015-07-01'));
    await saving(
      page,
      'applicant/edit-company',
      choose(page, select(page, 'Trustee'), `Nguyen Holdings ${tag} Pty Ltd`),
    );
    await saving(
      page,
      'applicant/edit-company',
      fillAndLeave(page.getByLabel(/^Beneficiaries/), 'Ava, Liam and their children'),
    );
    await expect(page.getByRole('heading', { name: `Trust: Nguyen Family Trust ${tag}` })).toBeVisible();
    await shot(page, 'applicants-trust');

    // Reorder by dragging with the mouse: the trust goes above the second person; the primary stays first.
    expect(await navIds(page)).toEqual([primaryId, partnerId, companyId, trustId]);
    await expect(
      page.locator(`[data-applicant-id="${primaryId}"]`).locator('..').getByTestId('applicant-drag-handle'),
    ).toHaveCount(0);
    await saving(page, 'client/update-applicant-order', () => dragOnto(page, trustId, partnerId));
    await expect.poll(() => navIds(page)).toEqual([primaryId, trustId, partnerId, companyId]);
    await shot(page, 'applicants-reordered');
    await page.reload();
    await expect(navEntries(page)).toHaveCount(4);
    expect(await navIds(page)).toEqual([primaryId, trustId, partnerId, companyId]);

    // The primary's profile: names, date of birth, mobile, an address of three years and an employment.
    await page.locator(`[data-applicant-id="${primaryId}"]`).click();
    await expect(page.getByRole('heading', { name: `Applicant: ${primary}` })).toBeVisible();
    const person = 'applicant/edit-person';
    await saving(page, person, choose(page, select(page, 'Title'), 'Ms'));
    await saving(page, person, fillAndLeave(box(page, 'Middle name'), 'Mai'));
    await saving(page, person, fillAndLeave(page.getByLabel(/^Date of birth/), '1988-04-12'));
    await saving(page, person, fillAndLeave(page.getByRole('textbox', { name: /^Mobile/ }), '0412 345 678'));
    await expect(page.getByRole('textbox', { name: /^Mobile/ })).toHaveValue('0412 345 678');

    const addressPrompt = page.getByTestId('address-history-prompt');
    await expect(addressPrompt).toContainText('nothing covered so far');
    await saving(page, 'address/edit', () =>
      addressPrompt.getByRole('button', { name: 'Add current address' }).click(),
    );
    const address = page.getByTestId('address-card');
    await saving(page, 'address/edit', fillAndLeave(box(address, 'Address line 1'), '12 Harbour St'));
    await saving(page, 'address/edit', fillAndLeave(box(address, 'Suburb'), 'Sydney'));
    await saving(page, 'address/edit', choose(page, select(address, 'State'), 'NSW'));
    await saving(page, 'address/edit', fillAndLeave(box(address, 'Postcode'), '2000'));
    await saving(page, 'address/edit-residence', choose(page, select(address, 'Residential status'), 'Own'));
    await saving(page, 'address/edit-residence', fillAndLeave(box(address, 'Years at this address'), '4'));
    await saving(page, 'address/edit-residence', fillAndLeave(box(address, 'Months at this address'), '2'));
    await expect(addressPrompt).toHaveCount(0);

    const employmentPrompt = page.getByTestId('employment-history-prompt');
    await saving(page, 'employment/create', () =>
      employmentPrompt.getByRole('button', { name: 'Add employment' }).click(),
    );
    const job = page.getByTestId('employment-card');
    await saving(page, 'employment/edit', fillAndLeave(box(job, 'Employer'), 'Harbour Health'));
    await saving(page, 'employment/edit', fillAndLeave(box(job, 'Occupation'), 'Nurse'));
    await saving(page, 'employment/edit', choose(page, select(job, 'Basis'), 'Full-time'));
    await saving(page, 'employment/edit', async () =>
      job
        .getByRole('radiogroup', { name: /^Current job/ })
        .getByText('Yes', { exact: true })
        .click(),
    );
    await saving(page, 'employment/edit', fillAndLeave(job.getByLabel(/^Start date/), '2018-02-05'));
    await saving(page, 'employment/edit', fillAndLeave(box(job, 'Gross income'), '98000'));
    await saving(page, 'employment/edit', choose(page, select(job, 'Income frequency'), 'Annually'));
    await expect(employmentPrompt).toHaveCount(0);
    await expect(job).toContainText('Harbour Health · Full-time');
    await expect(page.getByTestId('autosave-indicator')).toHaveText('Changes save automatically');
    await shot(page, 'applicants-person');

    // Everything typed is kept.
    await page.reload();
    await expect(box(page, 'Middle name')).toHaveValue('Mai');
    // Saved as 1988-04-12, shown day first.
    await expect(page.getByLabel(/^Date of birth/)).toHaveValue('12/04/1988');
    await expect(box(page.getByTestId('address-card'), 'Address line 1')).toHaveValue('12 Harbour St');
    await expect(box(page.getByTestId('employment-card'), 'Gross income')).toHaveValue('98,000');

    // Deleting the second person: asked first, then the first applicant opens.
    await page.locator(`[data-applicant-id="${partnerId}"]`).click();
    await expect(page.getByRole('heading', { name: `Applicant: Liam Nguyen${tag}` })).toBeVisible();
    await page.getByRole('button', { name: 'Delete applicant' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Delete Applicant Liam Nguyen${tag}`);
    await shot(page, 'applicants-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Applicant deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/applicant/${primaryId}$`));
    expect(await navIds(page)).toEqual([primaryId, trustId, companyId]);
  });

  test('the profile is usable 375 px wide, with the navigation in the menu', async ({ page, request }) => {
    const broker = await freshAdviser(request);
    const { clientId, primaryId, primary } = await makeClient(request, broker.token);
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(page, broker, `/client/${clientId}/application/applicant/${primaryId}`);
    await expect(page.getByRole('heading', { name: `Applicant: ${primary}` })).toBeVisible();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saving(page, 'applicant/edit-person', fillAndLeave(box(page, 'Preferred name'), 'Avi'));
    await saving(page, 'applicant/edit-person', choose(page, select(page, 'Marital status'), 'Married'));
    await saving(page, 'address/edit', () =>
      page.getByTestId('address-history-prompt').getByRole('button', { name: 'Add current address' }).click(),
    );
    await saving(
      page,
      'address/edit',
      fillAndLeave(box(page.getByTestId('address-card'), 'Address line 1'), '3 Ocean Pde'),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'applicants-mobile-profile');

    // The navigation sits behind the header's Sections button.
    await expect(page.getByTestId('application-nav')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Sections', exact: true }).click();
    await expect(page.getByTestId('application-nav')).toBeInViewport();
    await shot(page, 'applicants-mobile-navigation');
    await page
      .getByTestId('application-nav')
      .getByRole('link', { name: /^Requirements/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/client/${clientId}/application/requirement$`));
    await expect(page.getByTestId('application-nav')).not.toBeInViewport();
  });
});
