import { apiCall, documentTypeIds } from '../api';
import { expect, type Page, test } from '../fixtures';
import { type FreshAdviser, freshAdviser, openAs } from '../fresh-adviser';
import { DEMO, shot, signInFromLogin } from '../support';

/**
 * Templates and document types (docs/spec/settings-billing-admin.md §2 Templates), each test as a broker of its own:
 * one template of each kind is created and edited, and three made through the API are seen together on the grid and
 * deleted, with a reload after each step to see that it was kept.
 */

const notice = async (page: Page, text: string) => {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  // Let it go, so the next step's check sees its own notice.
  await expect(page.getByText(text, { exact: true })).toHaveCount(0, { timeout: 8000 });
};
const card = (page: Page, name: string) => page.getByTestId(/^template-card-/).filter({ hasText: name });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const count = (page: Page, choice: string) => page.getByTestId(`count-${choice}`);
const RUN = Date.now().toString(36);
const NAMES = {
  asset: `First home buyer ${RUN}`,
  liability: `Usual debts ${RUN}`,
  document: `PAYG purchase ${RUN}`,
  custom: `Family trust minutes ${RUN}`,
};

async function openTemplates(page: Page, broker: FreshAdviser) {
  await openAs(page, broker);
  // Templates is in the advisers' navigation under the header, no longer in the account menu.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/broker\/\d+\/template$/);
  await expect(page.getByRole('heading', { name: 'Templates', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Templates' }).first()).toBeVisible();
}

async function newTemplate(page: Page, kind: 'Asset' | 'Liability' | 'Document') {
  await page.getByRole('button', { name: '+ New Template' }).click();
  await dialog(page, 'What kind of template?')
    .getByRole('button', { name: new RegExp(`^${kind}`) })
    .click();
  const modal = dialog(page, `New ${kind.toLowerCase()} template`);
  await expect(modal).toBeVisible();
  return modal;
}

async function reopen(page: Page, name: string, title: string) {
  await page.reload();
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const modal = dialog(page, title);
  await expect(modal).toBeVisible();
  return modal;
}

async function deleteTemplate(page: Page, name: string, screenshot?: string) {
  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = dialog(page, 'Delete template');
  await expect(confirm).toContainText(name);
  if (screenshot) await shot(page, screenshot);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await notice(page, 'Template deleted successfully');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Templates', exact: true })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
}

test.describe('templates', () => {
  test('an asset template with a repeated type: empty state, create, edit', async ({ page, request }) => {
    await openTemplates(page, await freshAdviser(request));
    // A new broker starts with no templates.
    await expect(page.getByText('No templates have been added yet.')).toBeVisible();
    await shot(page, 'templates-empty');
    await page.getByRole('button', { name: "Let's add one now" }).click();
    await expect(dialog(page, 'What kind of template?')).toBeVisible();
    await shot(page, 'template-type-chooser');
    await dialog(page, 'What kind of template?')
      .getByRole('button', { name: /^Asset/ })
      .click();

    const name = NAMES.asset;
    let modal = dialog(page, 'New asset template');
    await expect(modal.getByRole('checkbox')).toHaveCount(8);
    await modal.getByLabel('Template name').fill(name);
    await modal.getByRole('button', { name: 'One more Savings' }).click();
    await modal.getByRole('button', { name: 'One more Savings' }).click();
    await modal.getByRole('checkbox', { name: 'Other' }).uncheck();
    await expect(count(page, 'Savings')).toHaveText('3');
    await shot(page, 'template-asset-modal');
    await modal.getByRole('button', { name: 'Save template' }).click();
    await notice(page, 'Template saved successfully');
    await expect(modal).toBeHidden();
    await expect(card(page, name)).toContainText('Asset');
    await expect(card(page, name)).toContainText('9 items');
    await expect(card(page, name)).toContainText(/Created \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);

    modal = await reopen(page, name, 'Edit asset template');
    await expect(count(page, 'Savings')).toHaveText('3');
    await expect(modal.getByRole('checkbox', { name: 'Other' })).not.toBeChecked();
    await modal.getByRole('button', { name: 'One fewer Savings' }).click();
    await modal.getByRole('button', { name: 'One more Vehicle' }).click();
    await modal.getByLabel('Template name').fill(`${name} (edited)`);
    await modal.getByRole('button', { name: 'Save template' }).click();
    await notice(page, 'Template saved successfully');

    modal = await reopen(page, `${name} (edited)`, 'Edit asset template');
    await expect(count(page, 'Savings')).toHaveText('2');
    await expect(count(page, 'Vehicle')).toHaveText('2');
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a liability template: create, edit', async ({ page, request }) => {
    await openTemplates(page, await freshAdviser(request));
    const name = NAMES.liability;
    let modal = await newTemplate(page, 'Liability');
    await expect(modal.getByRole('checkbox')).toHaveCount(5);
    await modal.getByRole('button', { name: 'Save template' }).click();
    await expect(modal.getByText('Please provide a valid name for this template')).toBeVisible();
    await modal.getByLabel('Template name').fill(name);
    await modal.getByRole('button', { name: 'One more Credit Card' }).click();
    await shot(page, 'template-liability-modal');
    await modal.getByRole('button', { name: 'Save template' }).click();
    await notice(page, 'Template saved successfully');
    await expect(card(page, name)).toContainText('Liability');
    await expect(card(page, name)).toContainText('6 items');

    modal = await reopen(page, name, 'Edit liability template');
    await expect(count(page, 'Credit Card')).toHaveText('2');
    await modal.getByRole('checkbox', { name: 'Car Lease' }).uncheck();
    await modal.getByRole('button', { name: 'Save template' }).click();
    await notice(page, 'Template saved successfully');
    await page.reload();
    await expect(card(page, name)).toContainText('5 items');
  });

  test('a document template with an edited document type and a custom one: create, edit', async ({ page, request }) => {
    // The longest walk here: a busy machine can take it past the default minute.
    test.slow();
    await openTemplates(page, await freshAdviser(request));
    const { document: name, custom } = NAMES;
    let modal = await newTemplate(page, 'Document');
    await modal.getByLabel('Template name').fill(name);
    await modal.getByRole('button', { name: 'Save template' }).click();
    await expect(modal.getByText('Please select document types')).toBeVisible();
    await modal.getByRole('checkbox', { name: 'Payslips', exact: true }).check();
    await modal.getByRole('checkbox', { name: 'Passport', exact: true }).check();

    // Reword a shared type for this broker's clients.
    await modal.getByRole('button', { name: 'Edit Driver licence' }).click();
    const editor = dialog(page, 'Edit document type');
    await expect(editor.getByLabel('Question')).toHaveValue(/driver licence/);
    await editor.getByLabel('Name').fill('');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Please provide a valid name for this documentType')).toBeVisible();
    await editor.getByLabel('Name').fill('Driver licence (front and back)');
    await shot(page, 'document-type-editor');
    await editor.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Saved successfully.');
    await modal.getByRole('checkbox', { name: 'Driver licence (front and back)' }).check();

    // A type of the broker's own, in the Trust category.
    await page.getByTestId('category-Trust').getByRole('button', { name: '+ Add document type' }).click();
    const adder = dialog(page, 'Add document type');
    await adder.getByLabel('Name').fill(custom);
    await shot(page, 'custom-document-type-modal');
    await adder.getByRole('button', { name: 'Add' }).click();
    await expect(modal.getByRole('checkbox', { name: new RegExp(custom) })).toBeChecked();
    await expect(page.getByTestId('selected-count')).toHaveText('4 document types selected');
    await shot(page, 'template-document-modal');
    await modal.getByRole('button', { name: 'Save template' }).click();
    await notice(page, 'Template saved successfully');
    await expect(card(page, name)).toContainText('4 document types');

    modal = await reopen(page, name, 'Edit document template');
    await expect(modal.getByRole('checkbox', { name: 'Driver licence (front and back)' })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: new RegExp(custom) })).toBeChecked();
    await modal.getByRole('checkbox', { name: 'Passport', exact: true }).uncheck();
    await modal.getByRole('button', { name: 'Save template' }).click();
    await notice(page, 'Template saved successfully');
    await page.reload();
    await expect(card(page, name)).toContainText('3 document types');

    // Deleting the custom type takes it out of the list and of the template.
    modal = await reopen(page, name, 'Edit document template');
    await modal.getByRole('button', { name: `Delete ${custom}` }).click();
    await dialog(page, 'Delete document type').getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Document deleted successfully');
    await expect(modal.getByRole('checkbox', { name: new RegExp(custom) })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(card(page, name)).toContainText('2 document types');
  });

  test('the grid shows the three templates; each is deleted after confirming', async ({ page, request }) => {
    const broker = await freshAdviser(request);
    const edited = `${NAMES.asset} (edited)`;
    // One of each kind, as the tests above leave them, made through the API oldest first.
    const save = (template: unknown) =>
      apiCall(request, broker.token, 'template/save', { brokerId: broker.id, template });
    await save({ type: 'asset', name: edited, data: ['Savings', 'Savings', 'Vehicle', 'Vehicle', 'Home Contents'] });
    await save({ type: 'liability', name: NAMES.liability, data: ['Property Loan', 'Credit Card', 'Personal Loan'] });
    const documents = await documentTypeIds(request, broker, ['Payslips', 'Driver licence']);
    await save({ type: 'document', name: NAMES.document, data: documents });
    await openTemplates(page, broker);
    for (const [name, type] of [
      [NAMES.document, 'Document'],
      [NAMES.liability, 'Liability'],
      [edited, 'Asset'],
    ] as const) {
      await expect(card(page, name)).toContainText(type);
    }
    // Newest first.
    await expect(page.getByTestId(/^template-card-/).first()).toContainText(NAMES.document);
    await shot(page, 'templates-grid');
    await deleteTemplate(page, edited, 'template-delete-confirm');
    await deleteTemplate(page, NAMES.liability);
    await deleteTemplate(page, NAMES.document);
  });
});

test.describe('the shared document catalogue', () => {
  test('an administrator adds, rewords and deletes a shared document type', async ({ page }) => {
    const name = `Probate documents ${RUN}`;
    await signInFromLogin(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/document\/catalogue$/);
    await expect(page.getByRole('heading', { name: 'Document catalogue' })).toBeVisible();
    const identification = page.getByTestId('catalogue-Identification');
    const licence = identification.getByRole('row').filter({ has: page.getByText('Driver licence', { exact: true }) });
    await expect(licence).toContainText('Shipped');

    const other = page.getByTestId('catalogue-Other');
    await other.getByRole('button', { name: '+ Add document type' }).click();
    let modal = dialog(page, 'Add shared document type');
    await modal.getByLabel('Name').fill(name);
    await modal.getByLabel('Question').fill('Please upload the grant of probate and the will.');
    await shot(page, 'catalogue-add-type');
    await modal.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Saved successfully.');
    await page.reload();
    const row = page.getByTestId('catalogue-Other').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Added');
    await expect(row).toContainText('grant of probate');
    await shot(page, 'catalogue');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    modal = dialog(page, 'Edit shared document type');
    await modal.getByLabel('Name').fill(`${name} (certified)`);
    await modal.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Saved successfully.');
    await page.reload();
    const renamed = page
      .getByTestId('catalogue-Other')
      .getByRole('row')
      .filter({ hasText: `${name} (certified)` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `Delete ${name} (certified)` }).click();
    await dialog(page, 'Delete document type').getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Document deleted successfully');
    await page.reload();
    await expect(page.getByTestId('catalogue-Other')).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });
});
