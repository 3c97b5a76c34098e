import { type AdminCategory, type AdminDocumentType, MESSAGES } from '@brokerdesk/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { jsonResponse } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { CataloguePage } from './catalogue-page';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const type = (over: Partial<AdminDocumentType>): AdminDocumentType => ({
  id: 1,
  name: 'Payslips',
  description: '',
  question: 'Please upload your payslips.',
  tooltip: '',
  category_id: 1,
  subcategory_id: null,
  code: 'payslips',
  edited: false,
  validity_kind: 'age',
  valid_days: 30,
  ...over,
});
const categories: AdminCategory[] = [
  {
    id: 1,
    name: 'Income – PAYG',
    code: 'income-payg',
    subcategories: [],
    document_types: [
      type({}),
      type({ id: 2, name: 'Employment letter', edited: true }),
      type({ id: 3, name: 'Rates', code: null }),
    ],
  },
  {
    id: 2,
    name: 'Property',
    code: 'property',
    subcategories: [{ id: 21, category_id: 2, name: 'Purchase', code: null, document_types: [] }],
    document_types: [],
  },
];

function stub() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/admin/document/categories') return jsonResponse(200, { categories });
      if (url === '/api/admin/document/document-type' && method === 'POST') {
        return jsonResponse(201, { documentType: type({ ...body, id: 99, code: null }) });
      }
      if (url.startsWith('/api/admin/document/document-type?'))
        return jsonResponse(200, { message: MESSAGES.documentDeleted });
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

describe('CataloguePage', { timeout: 20_000 }, () => {
  it('lists each category’s types with where they came from', async () => {
    stub();
    renderPage(<CataloguePage />);
    const income = await screen.findByTestId('catalogue-Income – PAYG');
    const row = (name: string) => within(income).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Payslips')).getByText('Shipped')).toBeInTheDocument();
    expect(within(row('Employment letter')).getByText('Edited')).toBeInTheDocument();
    expect(within(row('Rates')).getByText('Added')).toBeInTheDocument();
    expect(within(screen.getByTestId('catalogue-Property')).getByText('Purchase')).toBeInTheDocument();
  });

  it('adds a shared type once it has a name', async () => {
    const calls = stub();
    renderPage(<CataloguePage />);
    const property = await screen.findByTestId('catalogue-Property');
    await userEvent.click(within(property).getByRole('button', { name: '+ Add document type' }));
    const modal = await screen.findByRole('dialog', { name: 'Add shared document type' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText(MESSAGES.documentTypeNameRequired)).toBeInTheDocument();
    await userEvent.type(within(modal).getByLabelText(/Name/), 'Survey');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.documentTypeSaved));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Survey',
      description: '',
      question: '',
      tooltip: '',
      category_id: 2,
      subcategory_id: null,
    });
  });

  it('deletes a shared type after confirming', async () => {
    const calls = stub();
    renderPage(<CataloguePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Rates' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete document type' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.documentDeleted));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/document/document-type?documentTypeId=3');
  });
});
