import type { ClientRow, User } from '@brokerdesk/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeCall, type FetchCall } from '../../test/adviser-fixtures';
import { adminUser, CLIENT_ID, testClient } from '../../test/client-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { isPaletteShortcut, PaletteLauncher } from './palette-launcher';

let me: User = brokerUser;
vi.mock('../../lib/me', () => ({ useMe: () => me }));

const row = (patch: Partial<ClientRow>): ClientRow => ({
  id: 1,
  name: 'Daniel Wright',
  email: 'daniel.wright@gmail.com',
  phone_mobile: '+61422100200',
  num_applicants: 1,
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

/**
 * A fake API: client/list answers the rows whose name holds the query (active clients and leads apart), client/detail
 * the test client, the report's link a URL; anything else 404.
 */
function mockApi(rows: ClientRow[], client = testClient()) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(describeCall(url, init));
      const params = new URL(url, 'http://x').searchParams;
      if (url.startsWith('/api/client/list')) {
        const q = (params.get('query') ?? '').toLowerCase();
        const found = rows.filter(
          (r) => r.client_type === (params.get('clientType') ?? 'active') && r.name.toLowerCase().includes(q),
        );
        return jsonResponse(200, { clients: found, total: found.length });
      }
      if (url.startsWith('/api/client/detail')) return jsonResponse(200, client);
      if (url.startsWith('/api/report/token')) return jsonResponse(200, { url: '/report/view/abc' });
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

const searches = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/client/list'))
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

function renderPalette(path = '/client/list') {
  const shell = (
    <>
      <button type="button">Elsewhere on the page</button>
      <PaletteLauncher me={me} />
    </>
  );
  return renderRoutes(
    [
      { path: '/client/:clientId/*', element: shell },
      { path: '*', element: shell },
    ],
    path,
  );
}

const search = (name = 'Search clients, pages and actions') => screen.findByRole('combobox', { name });
const selectedOption = () =>
  screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true') ?? null;

afterEach(() => {
  vi.unstubAllGlobals();
  me = brokerUser;
});

describe('the command palette', { timeout: 20_000 }, () => {
  it('opens on Ctrl+K with the focus in its search box, and Escape closes it and gives the focus back', async () => {
    mockApi([]);
    renderPalette();
    const user = userEvent.setup();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere on the page' });
    elsewhere.focus();
    await user.keyboard('{Control>}k{/Control}');
    const box = await search();
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Search clients, pages and actions' })).toBeInTheDocument();
    // Nothing typed: what can be done and where to go, grouped.
    expect(screen.getByRole('group', { name: 'Actions' })).toBeInTheDocument();
    const pages = within(screen.getByRole('group', { name: 'Pages' }));
    expect(pages.getByRole('option', { name: 'Clients' })).toBeInTheDocument();
    expect(pages.getByRole('option', { name: /Password/ })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(elsewhere).toHaveFocus());
  });

  it('opens from the Search button in sight, which names its shortcut, and gives the focus back to it', async () => {
    mockApi([]);
    renderPalette();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Search/ });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(button).toHaveTextContent('Ctrl K');
    await user.click(button);
    await search();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('searches the clients once typing pauses, shows them first, and opens the one chosen with the arrows', async () => {
    const calls = mockApi([
      row({ id: 1, name: 'Daniel Wright' }),
      row({ id: 2, name: 'Danielle Brook', email: '', phone_mobile: '' }),
      row({ id: 3, name: 'Dante Lead', client_type: 'lead' }),
      row({ id: 4, name: 'Olive Stone' }),
    ]);
    const { router } = renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const box = await search();
    await user.type(box, 'dan');

    const clients = within(await screen.findByRole('group', { name: 'Clients' }));
    expect(clients.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Daniel Wrightdaniel.wright@gmail.com · +61422100200',
      'Danielle Brook',
    ]);
    expect(within(screen.getByRole('group', { name: 'Leads' })).getByRole('option')).toHaveTextContent('Dante Lead');
    // One search per pause, not per key, through the client list's own endpoint with a short page.
    expect(searches(calls).filter((s) => s.clientType === 'active')).toEqual([
      expect.objectContaining({ query: 'dan', limit: '6' }),
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 results.'));

    // The first row is selected and named as the box's active descendant; the arrows move it, Enter opens it.
    expect(selectedOption()).toHaveTextContent('Daniel Wright');
    expect(box).toHaveAttribute('aria-activedescendant', selectedOption()?.id);
    await user.keyboard('{ArrowDown}');
    expect(selectedOption()).toHaveTextContent('Danielle Brook');
    expect(box).toHaveAttribute('aria-activedescendant', selectedOption()?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first row wraps to the last.
    expect(selectedOption()).toBe(screen.getAllByRole('option').at(-1));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds a page by a word of its name and opens it with Enter', async () => {
    mockApi([]);
    const { router } = renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await search(), 'passw');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result.'));
    expect(selectedOption()).toHaveTextContent('Password');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/broker/${brokerUser.broker_id}/password`));
  });

  it('says so when nothing matches', async () => {
    mockApi([row({})]);
    renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await search(), 'zzzq');
    expect(await screen.findByText('Nothing matches “zzzq”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(await search()).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens Add a New Client, as the client list button does', async () => {
    mockApi([]);
    renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await search(), 'add');
    expect(selectedOption()).toHaveTextContent('Add a new client');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Add a New Client' })).toBeInTheDocument();
  });

  it("on a client's page offers its report and activity; View report opens the report in a new tab", async () => {
    mockApi([], testClient({ name: 'Emily Clarke' }));
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const { router } = renderPalette(`/client/${CLIENT_ID}/application/requirement`);
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const actions = within(await screen.findByRole('group', { name: 'Actions' }));
    expect(await actions.findByRole('option', { name: /View report.*Emily Clarke/ })).toBeInTheDocument();

    await user.type(await search(), 'report');
    expect(selectedOption()).toHaveTextContent('View report');
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('/report/view/abc'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await search(), 'activity');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client/${CLIENT_ID}/activity`));
  });

  it("an administrator's palette has their own pages and searches no clients", async () => {
    me = adminUser;
    const calls = mockApi([row({})]);
    renderPalette('/dashboard');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search pages' })).toBeInTheDocument();
    await user.type(await search('Search pages'), 'bro');
    await waitFor(() => expect(selectedOption()).toHaveTextContent('Brokers'));
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches(calls)).toEqual([]);
  });

  it('takes Ctrl+K and ⌘K, not K alone nor with other modifiers', () => {
    const key = (patch: Partial<KeyboardEvent>) => ({
      key: 'k',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...patch,
    });
    expect(isPaletteShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isPaletteShortcut(key({}))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});
