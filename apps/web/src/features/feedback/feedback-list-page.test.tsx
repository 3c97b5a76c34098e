import { MESSAGES } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSearchPattern } from '../../lib/list-params';
import { renderRoutes } from '../../test/render';
import { FeedbackListPage } from './feedback-list-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const item = {
  id: 1,
  date: '2025-03-05T01:00:00.000Z',
  user_type: 'client',
  broker_id: 3,
  broker_first_name: 'Sarah',
  broker_last_name: 'Mitchell',
  client_id: 9,
  client_first_name: 'Tom',
  client_last_name: 'Lee',
  message: 'First line\n<b>not bold</b>',
};

function renderList(path: string) {
  return renderRoutes(
    [
      { path: '/feedback/list', element: <FeedbackListPage /> },
      { path: `/${listSearchPattern('feedback')}`, element: <FeedbackListPage /> },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('FeedbackListPage', () => {
  it('shows the message as text with its line breaks, never as HTML', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ feedback: [item], total: 1, total_capped: false })),
    );
    renderList('/feedback/list');
    const message = await screen.findByTestId('feedback-message');
    expect(message.textContent).toBe('First line\n<b>not bold</b>');
    expect(message.querySelector('b')).toBeNull();
    expect(screen.getByText('Found 1 item of feedback')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Client' })).toBeInTheDocument();
    expect(screen.getByText('Tom Lee')).toBeInTheDocument();
  });

  it('sorts by user type and searches through the URL, and says when nothing matches', async () => {
    const fetch = vi.fn(async (url: string) =>
      json(
        url.includes('query=')
          ? { feedback: [], total: 0, total_capped: false }
          : { feedback: [item], total: 1, total_capped: false },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { router } = renderList('/feedback/list');
    await userEvent.click(await screen.findByRole('button', { name: /User/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback/list-search/-/user-type/asc/50/0'));
    await waitFor(() => expect(fetch.mock.calls.at(-1)?.[0]).toContain('orderBy=user-type&orderType=asc'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'nothing like it{Enter}');
    expect(await screen.findByText(MESSAGES.noFeedback)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feedback/list-search/nothing%20like%20it/user-type/asc/50/0');
  });
});
