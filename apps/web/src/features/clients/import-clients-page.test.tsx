import type { ClientImportResult } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ImportClientsPage } from './import-clients-page';

/** What each request sent: its form fields (the file by name). */
type Sent = Record<string, string>;

function mockImport(answer: (sent: Sent) => ClientImportResult) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!url.startsWith('/api/client/import') || !(init.body instanceof FormData)) return jsonResponse(404, {});
      const fields = Object.fromEntries(
        [...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
      );
      sent.push(fields);
      return jsonResponse(200, answer(fields));
    }),
  );
  return sent;
}

const base = {
  columns: ['Name', 'Contact'],
  preview: [['Ada Lovelace', 'ada@web.example']],
  imported: 0,
};
const unmapped: ClientImportResult = {
  ...base,
  dryRun: true,
  mapping: ['name', null],
  rows: [],
  errors: [{ row: 1, field: 'mapping', message: 'Please choose the column with the email.' }],
};
const mapped: ClientImportResult = {
  ...base,
  dryRun: true,
  mapping: ['name', 'email'],
  rows: [{ row: 2, outcome: 'new', name: 'Ada Lovelace', email: 'ada@web.example' }],
  errors: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('ImportClientsPage', { timeout: 20_000 }, () => {
  it('dry-runs the chosen file, sends the mapping chosen for a column, and imports only once the dry run is clean', async () => {
    const sent = mockImport((fields) => {
      if (fields.dryRun === 'false') return { ...mapped, dryRun: false, imported: 1 };
      return fields.mapping ? mapped : unmapped;
    });
    renderRoutes(
      [
        { path: '/client/import', element: <ImportClientsPage /> },
        { path: '/client/list', element: <p>client list</p> },
      ],
      '/client/import',
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['Name,Contact\n'], 'export.csv', { type: 'text/csv' }));

    expect(await screen.findByText('Row 1, Columns: Please choose the column with the email.')).toBeInTheDocument();
    expect(sent[0]).toEqual({ dryRun: 'true', file: 'export.csv' });
    expect(screen.getByRole('cell', { name: 'ada@web.example' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import clients' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Field for the column Contact' }), 'email');
    const importButton = await screen.findByRole('button', { name: 'Import 1 client' });
    expect(sent[1]).toEqual({ dryRun: 'true', mapping: '["name","email"]', file: 'export.csv' });
    expect(screen.getByText('New client')).toBeInTheDocument();

    await userEvent.click(importButton);
    expect(await screen.findByText('client list')).toBeInTheDocument();
    await waitFor(() => expect(sent[2]).toEqual({ dryRun: 'false', mapping: '["name","email"]', file: 'export.csv' }));
  });
});
