import { type ClientDetail, MESSAGES, type User } from '@brokerdesk/contract/constants';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientUser, testApplicants, testClient, testProgress } from '../../test/client-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ApplicantsSection, loadSortableApplicants } from './applicants';
import { ApplicationNav } from './application-nav';

// Saves and lazy modules take longer while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

let me: User = brokerUser;
vi.mock('../../lib/me', () => ({ useMe: () => me }));

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API over one client: detail, progress, create and reorder; `answer` may reply first. */
function mockApi(start: ClientDetail, answer: (call: Call) => Response | undefined = () => undefined) {
  let client = start;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        method: init.method ?? 'GET',
        path: url.split('?')[0] ?? '',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const special = answer(call);
      if (special) return special;
      if (call.path === '/api/client/detail') return jsonResponse(200, client);
      if (call.path === '/api/message/unread')
        return jsonResponse(200, { total: 2, by_client: [{ client_id: 41, name: 'Emily Clarke', unread: 2 }] });
      if (call.path === '/api/application/progress')
        return jsonResponse(200, testProgress({ requirement: 3, profile: 12 }));
      if (call.path === '/api/client/update-applicant-order') {
        const ids = (call.body as { applicantIds: number[] }).applicantIds;
        client = {
          ...client,
          applicants: ids.map((id, position) => ({ ...client.applicants.find((a) => a.id === id)!, position })),
        };
        return jsonResponse(200, { client });
      }
      if (call.path === '/api/applicant/create') {
        const applicant = {
          id: 105,
          client_id: 41,
          type: (call.body as { type: 'company' }).type,
          is_primary: false,
          position: 4,
          name: '',
        };
        client = { ...client, applicants: [...client.applicants, applicant] };
        return jsonResponse(201, { applicantId: 105, applicant });
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderNav(path = '/client/41/application/applicant/101') {
  return renderRoutes(
    [
      {
        path: 'client/:clientId/*',
        element: (
          <>
            <ApplicationNav me={me} applicants={ApplicantsSection} />
            <Where />
          </>
        ),
      },
    ],
    path,
  );
}

const entryIds = () => screen.getAllByTestId('applicant-nav-item').map((el) => Number(el.dataset.applicantId));

// The drag-and-drop list is loaded on first use; load it once here so no test waits on the import.
beforeAll(async () => {
  await loadSortableApplicants();
}, 30_000);

// jsdom lays nothing out: give each movable row a place in a column, so the keyboard can move between them.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rows = [...document.querySelectorAll('[data-sortable-applicant]')];
    const index = rows.indexOf(this);
    const top = index < 0 ? 0 : 100 + index * 50;
    const height = index < 0 ? 0 : 50;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 200,
      height,
      bottom: top + height,
      right: 200,
      toJSON: () => ({}),
    } as DOMRect;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  me = brokerUser;
});

/**
 * Picks an applicant up with the keyboard and waits until the drag has started (its handle is pressed), so
 * the arrow keys that follow are not sent before the sensor listens, as happened on a busy machine.
 */
async function pickUp(handle: HTMLElement) {
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { code: 'Space' });
  });
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true'), { timeout: 5000 });
}

describe('ApplicationNav', { timeout: 20_000 }, () => {
  it('lists the applicants with their labels, then the pages with what they still need, for an adviser', async () => {
    mockApi(testClient());
    renderNav();
    const list = await screen.findByTestId('applicant-nav-list');
    const entries = within(list).getAllByTestId('applicant-nav-item');
    expect(entries.map((e) => e.textContent)).toEqual([
      'ApplicantOlivia Chen',
      'Applicant[None]',
      'CompanyChen Holdings Pty Ltd',
      'TrustChen Family Trust',
    ]);
    // The primary has no handle; the others have one each.
    // The drag-and-drop list loads on first use.
    expect(await screen.findAllByRole('button', { name: /^Move / }, { timeout: 5000 })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Move Applicant Olivia Chen' })).not.toBeInTheDocument();
    for (const label of ['Requirements', 'Assets', 'Liabilities', 'Living Expenses', 'Risk Profile', 'Submit']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    // Documents opens the applicant being looked at; nothing received yet, so no Download All Documents.
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/client/41/application/document/101',
    );
    expect(screen.queryByRole('button', { name: /Download All Documents/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Requirements\s+3 answers still needed$/ })).toHaveAttribute(
      'href',
      '/client/41/application/requirement',
    );
    expect(screen.getByTitle('12 answers still needed')).toBeInTheDocument();
    // The broker's actions are in the application header, not among the steps.
    expect(screen.queryByRole('link', { name: 'View Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View Report/ })).not.toBeInTheDocument();
  });

  it('shows a client only the pages of submit.pages, without reordering or View Activity', async () => {
    me = clientUser;
    mockApi(testClient({ submit: { ...testClient().submit, pages: 'profile,requirement,asset,submit' } }));
    renderNav();
    expect(await screen.findByTestId('applicant-nav-list')).toBeInTheDocument();
    expect(screen.getAllByTestId('applicant-nav-item')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link').map((l) => l.textContent?.replace(/\d+ missing.*$/, '').trim());
    expect(links.slice(4)).toEqual(['Requirements', 'Assets', 'Submit', 'Messages']);
    expect(screen.queryByRole('link', { name: 'View Activity' })).not.toBeInTheDocument();
  });

  it('links the conversation with its unread count, for the client and the adviser', async () => {
    for (const who of [clientUser, brokerUser]) {
      me = who;
      mockApi(testClient());
      const { unmount } = renderNav();
      const link = await screen.findByRole('link', { name: /^Messages/ });
      expect(link).toHaveAttribute('href', '/client/41/messages');
      expect(await within(link).findByText('unread')).toBeInTheDocument();
      expect(within(link).getByTestId('unread-badge')).toHaveTextContent('2');
      unmount();
    }
  });

  it('hides the Applicants list from a client whose pages leave out the profile', async () => {
    me = clientUser;
    mockApi(testClient({ submit: { ...testClient().submit, pages: 'requirement,expense' } }));
    renderNav('/client/41/application/requirement');
    expect(await screen.findByRole('link', { name: /^Requirements/ })).toBeInTheDocument();
    expect(screen.queryByTestId('applicant-nav-list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an applicant' })).not.toBeInTheDocument();
  });

  it('shows locked pages disabled; a click opens the upgrade modal and stays on the page', async () => {
    mockApi(testClient({ locked: true }));
    renderNav();
    const liabilities = await screen.findByRole('button', { name: 'Liabilities' });
    expect(liabilities).toHaveAttribute('aria-disabled', 'true');
    for (const label of ['Living Expenses', 'Risk Profile', 'Documents', 'Submit']) {
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByRole('link', { name: /^Assets/ })).toBeInTheDocument();
    await userEvent.click(liabilities);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.planFeatureLocked)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/client/41/application/applicant/101');
  });

  it('marks where the person is: the open page’s entry alone has aria-current="page" and the mark', async () => {
    mockApi(testClient());
    renderNav('/client/41/application/asset');
    const assets = await screen.findByRole('link', { name: /^Assets/ });
    expect(assets).toHaveAttribute('aria-current', 'page');
    expect(assets).toHaveAttribute('data-active');
    const current = screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current).toEqual([assets]);
    expect(screen.getByRole('link', { name: /^Requirements/ })).not.toHaveAttribute('data-active');
    // An applicant's page marks that applicant's entry.
    await userEvent.click(within(screen.getByTestId('applicant-nav-list')).getByRole('link', { name: /Chen Family/ }));
    const trust = await screen.findByRole('link', { name: /Chen Family Trust/ });
    await waitFor(() => expect(trust).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('link', { name: /^Assets/ })).not.toHaveAttribute('aria-current');
  });

  it('opens Documents for the applicant being looked at, marks it on any applicant’s page, and offers the zip', async () => {
    mockApi(testClient({ num_documents_received: 3 }));
    renderNav('/client/41/application/applicant/103');
    expect(await screen.findByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/client/41/application/document/103',
    );
    expect(await screen.findByRole('button', { name: /Download All Documents/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('link', { name: 'Documents' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/client/41/application/document/103'));
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
  });

  it('labels the Applicants badge as answers missing, not a number of applicants', async () => {
    mockApi(testClient());
    renderNav();
    const badge = await screen.findByTitle('12 answers still needed');
    expect(badge).toHaveTextContent('12 missing');
    // Read by a screen reader as answers still needed.
    expect(within(badge).getByText('12 answers still needed')).toBeInTheDocument();
    expect(within(badge).getByText('12 missing')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks a locked page as where an adviser is when Next took them there', async () => {
    mockApi(testClient({ locked: true }));
    renderNav('/client/41/application/liability');
    const liabilities = await screen.findByRole('button', { name: 'Liabilities' });
    expect(liabilities).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Living Expenses' })).not.toHaveAttribute('aria-current');
  });

  it('shows the navigation’s shape while the client loads', async () => {
    let release: (r: Response) => void = () => {};
    const later = new Promise<Response>((resolve) => {
      release = resolve;
    });
    mockApi(testClient(), (call) => (call.path === '/api/client/detail' ? (later as unknown as Response) : undefined));
    renderNav();
    expect(await screen.findByTestId('application-nav-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the application');
    await act(async () => release(jsonResponse(200, testClient())));
    expect(await screen.findByTestId('applicant-nav-list')).toBeInTheDocument();
    expect(screen.queryByTestId('application-nav-skeleton')).not.toBeInTheDocument();
  });

  it('adds a company from the Add menu and opens its page', async () => {
    const calls = mockApi(testClient());
    renderNav();
    await userEvent.click(await screen.findByRole('button', { name: 'Add an applicant' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Company' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/client/41/application/applicant/105'));
    expect(calls.find((c) => c.path === '/api/applicant/create')?.body).toEqual({ clientId: 41, type: 'company' });
    await waitFor(() => expect(entryIds()).toEqual([101, 102, 103, 104, 105]));
  });

  it('moves an applicant with the keyboard and keeps the primary first', async () => {
    const calls = mockApi(testClient());
    renderNav();
    const handle = await screen.findByRole('button', { name: 'Move Trust Chen Family Trust' }, { timeout: 5000 });
    await pickUp(handle);
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowUp' });
      });
    }
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space' });
    });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/client/update-applicant-order')).toBe(true));
    // Three presses up, but the primary's place is not one to move into.
    expect(calls.find((c) => c.path === '/api/client/update-applicant-order')?.body).toEqual({
      clientId: 41,
      applicantIds: [101, 104, 102, 103],
    });
    await waitFor(() => expect(entryIds()).toEqual([101, 104, 102, 103]), { timeout: 5000 });
  });

  it('puts the order back when the server refuses it', async () => {
    let release: (r: Response) => void = () => {};
    const refused = new Promise<Response>((resolve) => {
      release = resolve;
    });
    mockApi(testClient(), (call) =>
      call.path === '/api/client/update-applicant-order' ? (refused as unknown as Response) : undefined,
    );
    renderNav();
    const handle = await screen.findByRole('button', { name: 'Move Trust Chen Family Trust' }, { timeout: 5000 });
    await pickUp(handle);
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowUp' });
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space' });
    });
    // Shown before the server answers (the keyboard drop settles over animation frames: slow on a busy machine).
    await waitFor(() => expect(entryIds()).toEqual([101, 102, 104, 103]), { timeout: 5000 });
    await act(async () => {
      release(jsonResponse(400, { error: { code: 'validation', message: MESSAGES.applicantOrderInvalid } }));
    });
    await waitFor(() => expect(entryIds()).toEqual(testApplicants.map((a) => a.id)));
  });
});
