import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { CLIENT_ID, clientUser } from '../../test/client-fixtures';
import { fakePortal } from '../../test/fake-portal';
import { ClientHomePage } from './client-home-page';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../app/session', () => ({ useMe: () => clientUser }));

const renderHome = () =>
  renderRoutes([{ path: 'client/:clientId/home', element: <ClientHomePage /> }], `/client/${CLIENT_ID}/home`);
const pages = (list: string, personal_message = '') => ({
  submit: { pages: list, invited_at: null, submitted_at: null, personal_message },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ClientHomePage', { timeout: 20_000 }, () => {
  it('welcomes the client with their adviser’s message and lists what is needed on their own pages', async () => {
    fakePortal({
      client: pages('profile,requirement,asset,submit', 'Hi Olivia,\nplease add your savings.'),
      missing: { requirement: 2, asset: 1, liability: 4 },
    });
    renderHome();
    expect(screen.getByRole('heading', { name: 'Welcome, Olivia' })).toBeInTheDocument();
    expect(await screen.findByTestId('personal-message')).toHaveTextContent('please add your savings.');
    expect(await screen.findByTestId('progress-requirement')).toHaveTextContent('2 answers missing');
    expect(screen.getByTestId('progress-asset')).toHaveTextContent('1 answer missing');
    expect(screen.queryByTestId('progress-liability')).not.toBeInTheDocument();
    // Where to start: the first page still missing something.
    expect(screen.getByRole('link', { name: 'Start with Requirements' })).toHaveAttribute(
      'href',
      `/client/${CLIENT_ID}/application/requirement`,
    );
  });

  it('offers Submit once the client’s pages are complete, and says when it was submitted', async () => {
    fakePortal({ client: pages('profile,asset,submit'), missing: { liability: 2 } });
    const { unmount } = renderHome();
    expect(await screen.findByRole('link', { name: 'Review and submit' })).toHaveAttribute(
      'href',
      `/client/${CLIENT_ID}/application/submit`,
    );
    unmount();
    vi.unstubAllGlobals();
    fakePortal({
      client: {
        status: 'submitted',
        submit: {
          pages: 'profile,submit',
          invited_at: null,
          submitted_at: '2026-03-05T02:00:00.000Z',
          personal_message: '',
        },
      },
    });
    renderHome();
    expect(await screen.findByTestId('home-submitted')).toHaveTextContent(/submitted to Sarah on 5 Mar 2026/);
    expect(screen.queryByTestId('home-next-step')).not.toBeInTheDocument();
  });
});
