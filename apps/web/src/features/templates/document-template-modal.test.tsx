import { MESSAGES, type Template } from '@brokerdesk/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { stubTemplateApi } from '../../test/fake-catalogue';
import { renderPage } from '../../test/render';
import { DocumentTemplateModal } from './document-template-modal';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderModal(template: Template | null = null) {
  const api = stubTemplateApi();
  const onClose = vi.fn();
  renderPage(<DocumentTemplateModal brokerId={3} template={template} opened onClose={onClose} />);
  return { ...api, onClose };
}
const sent = (calls: { url: string; method: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.url.startsWith(path) && c.method !== 'GET');
const dialog = (name: string) => screen.findByRole('dialog', { name });

// Whole modal flows with many clicks: slower than the 5 s default when the machine is busy.
describe('DocumentTemplateModal', { timeout: 20_000 }, () => {
  it('lists the categories with their subcategories, each type a checkbox with an edit button', async () => {
    renderModal();
    const property = await screen.findByTestId('category-Property');
    expect(within(property).getByText('Purchase')).toBeInTheDocument();
    expect(within(property).getByRole('checkbox', { name: 'Contract of sale' })).not.toBeChecked();
    expect(within(property).getByRole('button', { name: 'Edit Valuation report' })).toBeInTheDocument();
    expect(within(property).getByRole('button', { name: '+ Add document type' })).toBeInTheDocument();
  });

  it('needs a name and at least one document type, with the spec’s words', async () => {
    const { calls } = renderModal();
    await screen.findByTestId('category-Property');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(MESSAGES.templateNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.documentTypesRequired)).toBeInTheDocument();
    expect(sent(calls, '/api/template/save')).toEqual([]);
  });

  it('saves the ticked types, confirms and closes', async () => {
    const { calls, onClose } = renderModal();
    await userEvent.type(screen.getByLabelText(/Template name/), 'Purchase pack');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Passport' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Contract of sale' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 document types selected');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(calls, '/api/template/save')[0]?.body).toEqual({
      brokerId: 3,
      template: { type: 'document', name: 'Purchase pack', data: [12, 211] },
    });
    expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.templateSaved);
  });

  it('opens an existing template with the types it still holds ticked', async () => {
    renderModal({
      id: 5,
      type: 'document',
      name: 'IDs',
      data: [11, 999],
      created_at: '2025-03-05T03:30:00.000Z',
      display: [{ id: 11, name: 'Driver licence' }],
    });
    expect(await screen.findByRole('checkbox', { name: 'Driver licence' })).toBeChecked();
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 document type selected');
  });

  it('rewords a document type in the editor, which needs a name, without saving the template', async () => {
    const { calls, onClose } = renderModal();
    await userEvent.type(screen.getByLabelText(/Template name/), 'Ready');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Passport' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Passport' }));
    const editor = await dialog('Edit document type');
    const name = within(editor).getByLabelText(/Name/);
    expect(name).toHaveValue('Passport');
    expect(within(editor).getByLabelText(/Question/)).toHaveValue('Please upload your passport.');
    await userEvent.clear(name);
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(MESSAGES.documentTypeNameRequired)).toBeInTheDocument();
    await userEvent.type(name, 'Passport (photo page)');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, '/api/document/document-type-extension')).toHaveLength(1));
    expect(sent(calls, '/api/document/document-type-extension')[0]?.body).toMatchObject({
      documentType: 12,
      brokerId: 3,
      name: 'Passport (photo page)',
      question: 'Please upload your passport.',
    });
    expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.documentTypeSaved);
    // The editor's form sits inside the template's: saving one must not submit the other.
    expect(sent(calls, '/api/template/save')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a custom type in a category or one of its subcategories, ticks it, and deletes it', async () => {
    const { calls, onClose } = renderModal();
    await userEvent.type(screen.getByLabelText(/Template name/), 'Ready');
    const property = await screen.findByTestId('category-Property');
    await userEvent.click(within(property).getByRole('button', { name: '+ Add document type' }));
    const modal = await dialog('Add document type');
    await userEvent.click(within(modal).getByRole('button', { name: 'Add' }));
    expect(await within(modal).findByText(MESSAGES.documentTypeNameRequired)).toBeInTheDocument();
    await userEvent.type(within(modal).getByLabelText(/Name/), 'Auction receipt');
    const subcategory = within(modal)
      .getAllByLabelText('Subcategory')
      .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    await userEvent.click(subcategory);
    await userEvent.click(await screen.findByRole('option', { name: 'Purchase', hidden: true }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent(calls, '/api/document/custom-document-type')).toHaveLength(1));
    expect(sent(calls, '/api/document/custom-document-type')[0]?.body).toEqual({
      name: 'Auction receipt',
      category_id: 2,
      subcategory_id: 21,
      brokerId: 3,
    });
    const added = await screen.findByRole('checkbox', { name: /Auction receipt/ });
    expect(added).toBeChecked();
    expect(sent(calls, '/api/template/save')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Auction receipt' }));
    const confirm = await dialog('Delete document type');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Auction receipt/ })).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.includes('documentTypeId=900'))).toBe(true);
    expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.documentDeleted);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0 document types selected');
  });
});
