import type { ClientDetail, User } from '@brokerdesk/contract/constants';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientUser, testClient } from '../../test/client-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { StepNav } from './step-nav';

configure({ asyncUtilTimeout: 5000 });

let me: User = brokerUser;
vi.mock('../../lib/me', () => ({ useMe: () => me }));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string, client: ClientDetail = testClient()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, client)),
  );
  return renderRoutes(
    [
      {
        path: 'client/:clientId/*',
        element: (
          <>
            <StepNav />
            <Where />
          </>
        ),
      },
    ],
    path,
  );
}

const base = '/client/41/application';
const indicator = () => screen.findByTestId('step-indicator');

afterEach(() => {
  vi.unstubAllGlobals();
  me = brokerUser;
});

describe('StepNav', () => {
  it('names where the page sits and links Back and Next to the steps either side', async () => {
    renderAt(`${base}/asset`);
    // Four applicants, then six pages: Assets is the sixth of ten.
    expect(await indicator()).toHaveTextContent('Assets · 6 of 11');
    const back = screen.getByRole('link', { name: 'Back: Requirements' });
    const next = screen.getByRole('link', { name: 'Next: Liabilities' });
    expect(back).toHaveAttribute('href', `${base}/requirement`);
    expect(next).toHaveAttribute('href', `${base}/liability`);
    expect(back.tagName).toBe('A');
    // Plain text, not a live region announcing every page.
    expect(screen.getByTestId('step-indicator').closest('[aria-live]')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Fact-find steps' })).toBeInTheDocument();
  });

  it('goes through the applicants in order before Requirements, and back from Requirements to the last', async () => {
    renderAt(`${base}/applicant/101`);
    expect(await indicator()).toHaveTextContent('Olivia Chen · 1 of 11');
    expect(screen.queryByRole('link', { name: /^Back/ })).not.toBeInTheDocument();
    // The second person is unnamed.
    await userEvent.click(screen.getByRole('link', { name: 'Next: Applicant [None]' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`${base}/applicant/102`);
    expect(await indicator()).toHaveTextContent('Applicant [None] · 2 of 11');
    await userEvent.click(screen.getByRole('link', { name: 'Next: Chen Holdings Pty Ltd' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Next: Chen Family Trust' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Next: Requirements' }));
    expect(await indicator()).toHaveTextContent('Requirements · 5 of 11');
    expect(screen.getByRole('link', { name: 'Back: Chen Family Trust' })).toHaveAttribute(
      'href',
      `${base}/applicant/104`,
    );
  });

  it('ends at Submit with Back only', async () => {
    renderAt(`${base}/submit`);
    expect(await indicator()).toHaveTextContent('Submit · 11 of 11');
    // Documents opens the first applicant's page.
    expect(screen.getByRole('link', { name: 'Back: Documents' })).toHaveAttribute('href', `${base}/document/101`);
    expect(screen.queryByRole('link', { name: /^Next/ })).not.toBeInTheDocument();
  });

  it('leads a client only through the pages they were given', async () => {
    me = clientUser;
    const client = testClient({ submit: { ...testClient().submit, pages: 'requirement,expense,submit' } });
    renderAt(`${base}/requirement`, client);
    expect(await indicator()).toHaveTextContent('Requirements · 1 of 3');
    expect(screen.queryByRole('link', { name: /^Back/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next: Living Expenses' })).toHaveAttribute('href', `${base}/expense`);
  });

  it('skips the locked pages for a client; an adviser passes through them', async () => {
    me = clientUser;
    const locked = testClient({ locked: true, applicants: testClient().applicants.slice(0, 1) });
    const { unmount } = renderAt(`${base}/asset`, locked);
    expect(await indicator()).toHaveTextContent('Assets · 3 of 3');
    expect(screen.queryByRole('link', { name: /^Next/ })).not.toBeInTheDocument();
    unmount();

    me = brokerUser;
    renderAt(`${base}/liability`, locked);
    expect(await indicator()).toHaveTextContent('Liabilities · 4 of 8');
    expect(screen.getByRole('link', { name: 'Back: Assets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next: Living Expenses' })).toHaveAttribute('href', `${base}/expense`);
  });

  it('shows nothing off the steps (a page the viewer may not see, or another page of the client)', async () => {
    me = clientUser;
    const client = testClient({ submit: { ...testClient().submit, pages: 'requirement,submit' } });
    renderAt(`${base}/asset`, client);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('step-nav')).not.toBeInTheDocument();
  });
});

describe("StepNav logs a client's page visits", () => {
  /** The page_opened logs sent so far, as the server would receive them. */
  const visits = () =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url).includes('/api/common/log-activity'))
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

  it('logs each page a client opens once, naming the page', async () => {
    me = clientUser;
    renderAt(`${base}/asset`);
    expect(await indicator()).toHaveTextContent('Assets');
    await waitFor(() => expect(visits()).toEqual([{ clientId: 41, action: 'page_opened', detail: { page: 'asset' } }]));

    await userEvent.click(screen.getByRole('link', { name: 'Next: Liabilities' }));
    expect(await indicator()).toHaveTextContent('Liabilities');
    await waitFor(() => expect(visits()).toHaveLength(2));
    expect(visits()[1]).toEqual({ clientId: 41, action: 'page_opened', detail: { page: 'liability' } });
  });

  it('logs the profile of each applicant a client goes through, and nothing more while the page stays open', async () => {
    me = clientUser;
    renderAt(`${base}/applicant/101`);
    expect(await indicator()).toHaveTextContent('Olivia Chen');
    await userEvent.click(screen.getByRole('link', { name: 'Next: Applicant [None]' }));
    expect(await indicator()).toHaveTextContent('Applicant [None]');
    await waitFor(() => expect(visits()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visits().map((v) => v.detail)).toEqual([{ page: 'profile' }, { page: 'profile' }]);
  });

  it("does not log an adviser's visit", async () => {
    renderAt(`${base}/asset`);
    expect(await indicator()).toHaveTextContent('Assets');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visits()).toEqual([]);
  });
});
