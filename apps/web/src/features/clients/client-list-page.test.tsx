import { type ClientRow, MESSAGES, type User } from '@brokerdesk/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeCall, type FetchCall } from '../../test/adviser-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ClientListPage } from './client-list-page';
import { CLIENT_LIST_SEARCH_PATTERN } from './client-routes';

const me: User = brokerUser;
vi.mock('../../lib/me', () => ({ useMe: () => me }));

const row = (patch: Partial<ClientRow>): ClientRow => ({
  id: 1,
  name: 'Daniel Wright',
  email: 'daniel.wright@gmail.com',
  phone_mobile: '+61422100200',
  num_applicants: 2,
  client_type: 'active',
  status: 'submitted',
  access: 'active',
  num_documents_to_review: 0,
  last_activity_timestamp: '2025-03-05T01:00:00.000Z',
  created_at: '2025-02-01T01:00:00.000Z',
  num_stale_documents: 0,
  num_soon_stale_documents: 0,
  ...patch,
});

/** A fake client API: the list answers `rows` (none when the URL asks for a search), actions succeed. */
function mockApi(rows: ClientRow[]) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = describeCall(url, init);
      calls.push(call);
      if (url.startsWith('/api/client/list')) {
        const found = url.includes('query=') ? [] : rows;
        return jsonResponse(200, { clients: found, total: found.length });
      }
      if (url === '/api/client/delete') {
        return jsonResponse(200, { message: MESSAGES.clientDeleted, kept: MESSAGES.clientDeleteKeepsFiles });
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

/** A select's input (its option list carries the same label). */
const selectInput = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const listCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/client/list'));
const lastListQuery = (calls: FetchCall[]) =>
  Object.fromEntries(new URL(listCalls(calls).at(-1)?.url ?? '', 'http://x').searchParams);

function renderList(path: string) {
  return renderRoutes(
    [
      { path: '/client/list', element: <ClientListPage /> },
      { path: `/${CLIENT_LIST_SEARCH_PATTERN}`, element: <ClientListPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

// Each step re-renders the table and Mantine's menus and selects in jsdom: slow on a busy machine.
describe('ClientListPage', { timeout: 20_000 }, () => {
  it('asks the API for the view in the URL and shows each client with badges, "[None]" when unnamed', async () => {
    const calls = mockApi([
      row({ num_documents_to_review: 2 }),
      row({ id: 2, name: '', email: '', phone_mobile: '', status: 'not-started', access: 'none' }),
    ]);
    renderList('/client/list-search/-/archived/submitted/invited/name.asc/20/40');
    expect(await screen.findByText('Daniel Wright')).toHaveAttribute('href', '/client/1');
    expect(lastListQuery(calls)).toEqual({
      clientType: 'archived',
      status: 'submitted',
      access: 'invited',
      orderBy: 'name',
      orderType: 'asc',
      limit: '20',
      offset: '40',
    });
    expect(screen.getByText('[None]')).toHaveAttribute('href', '/client/2');
    expect(screen.getByText('daniel.wright@gmail.com · 0422 100 200 · 2 applicants')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('client-row');
    expect(within(first as HTMLElement).getByText('Submitted')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Not started')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('No access')).toBeInTheDocument();
    // Documents sent by the client and waiting for review lead to their Documents page; none, no badge.
    expect(within(first as HTMLElement).getByRole('link', { name: '2 documents to review' })).toHaveAttribute(
      'href',
      '/client/1/application/document',
    );
    expect(within(second as HTMLElement).queryByTestId('documents-to-review')).not.toBeInTheDocument();
    expect(screen.getByTestId('found-line')).toHaveTextContent('Found 2 clients');
    expect(screen.getByRole('radio', { name: 'Archived' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('flags documents waiting for review and stale or soon-stale documents on a client’s row', async () => {
    mockApi([
      row({ id: 1, num_documents_to_review: 3, num_stale_documents: 1, num_soon_stale_documents: 2 }),
      row({ id: 2, name: 'Quiet Client' }),
    ]);
    renderList('/client/list-search/-/archived/submitted/invited/name.asc/20/40');
    await screen.findByText('Daniel Wright');
    const [first, second] = screen.getAllByTestId('client-row');
    expect(within(first as HTMLElement).getByText('3 documents to review')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('1 stale document')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('2 documents soon stale')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByTestId('stale')).toBeNull();
    expect(within(second as HTMLElement).queryByTestId('soon-stale')).toBeNull();
  });

  it('shows the rows’ shape while the list loads, announced once as loading, then the clients', async () => {
    let answer = (_rows: ClientRow[]) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string) =>
          new Promise<Response>((resolve) => {
            if (!url.startsWith('/api/client/list')) return resolve(jsonResponse(404, {}));
            answer = (rows) => resolve(jsonResponse(200, { clients: rows, total: rows.length }));
          }),
      ),
    );
    renderList('/client/list');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your clients');
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    // The shapes are hidden from screen readers: the status is all they hear.
    const [status, shapes] = [...skeleton.children];
    expect(skeleton.children).toHaveLength(2);
    expect(status).toHaveAttribute('role', 'status');
    expect(shapes).toHaveAttribute('aria-hidden', 'true');
    answer([row({})]);
    expect(await screen.findByText('Daniel Wright')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });

  it('puts filters, sorting and the search in the URL, each starting from the first page', async () => {
    const calls = mockApi([row({})]);
    const { router } = renderList('/client/list-search/-/active/all/all/last_activity_timestamp.desc/50/100');
    await screen.findByText('Daniel Wright');

    await userEvent.click(screen.getByRole('radio', { name: 'Leads' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/client/list-search/-/lead/all/all/last_activity_timestamp.desc/50/0',
      ),
    );

    await userEvent.click(selectInput('Status'));
    await userEvent.click(await screen.findByRole('option', { name: 'In progress', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/client/list-search/-/lead/in-progress/all/last_activity_timestamp.desc/50/0',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: /Created/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/client/list-search/-/lead/in-progress/all/created_at.desc/50/0'),
    );
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ orderBy: 'created_at', orderType: 'desc' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'wright{Enter}');
    expect(await screen.findByText(MESSAGES.noClients)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/list-search/wright/lead/in-progress/all/created_at.desc/50/0');
    expect(lastListQuery(calls)).toMatchObject({ query: 'wright', clientType: 'lead', status: 'in-progress' });

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/list'));
  });

  it('deletes a client only after the confirmation, and offers Restore for an archived one', async () => {
    const calls = mockApi([row({}), row({ id: 5, name: 'Oliver Kelly', client_type: 'archived' })]);
    renderList('/client/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Daniel Wright' }));
    // Mantine's menu is aria-hidden while it transitions in jsdom.
    expect(await screen.findByRole('menuitem', { name: 'Archive', hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete client' });
    expect(dialog).toHaveTextContent('Delete Daniel Wright and their application? This cannot be undone.');
    // It says what the delete keeps: the files, until they are destroyed.
    expect(dialog).toHaveTextContent(MESSAGES.clientDeleteKeepsFiles);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')).toEqual({
        url: '/api/client/delete',
        method: 'DELETE',
        body: { clientId: 1 },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Oliver Kelly' }));
    // Within the archived client's menu: the first menu may still be closing beside it.
    const restore = await screen.findByRole('menuitem', { name: 'Restore', hidden: true });
    const menu = restore.closest<HTMLElement>('[role="menu"]');
    expect(menu).not.toBeNull();
    expect(
      within(menu as HTMLElement).queryByRole('menuitem', { name: 'Archive', hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('invites a first client when an adviser has none, and says nothing matched for a filtered view', async () => {
    mockApi([]);
    const first = renderList('/client/list');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No clients yet.');
    first.unmount();
    renderList('/client/list-search/-/archived/all/all/last_activity_timestamp.desc/50/0');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(MESSAGES.noClients);
  });
});
