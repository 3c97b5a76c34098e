import type { ApplicantSummary } from '@brokerdesk/contract/constants';
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, clientUser, testApplicants, testClient, testProgress } from '../../test/client-fixtures';
import { fakePortal } from '../../test/fake-portal';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ClientHomePage } from './client-home-page';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/me', () => ({ useMe: () => clientUser }));

const renderHome = () =>
  renderRoutes([{ path: 'client/:clientId/home', element: <ClientHomePage /> }], `/client/${CLIENT_ID}/home`);
const pages = (list: string, personal_message = '') => ({
  submit: { pages: list, invited_at: null, submitted_at: null, lodged_at: null, personal_message },
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

  it('lists each applicant’s details in the navigation’s order, then the pages, and starts with the first one due', async () => {
    const [olivia, unnamed, company, trust] = testApplicants as [ApplicantSummary, ...ApplicantSummary[]];
    // The trust was moved above the others, the unnamed person below them; the primary stays first.
    const client = testClient({
      applicants: [
        olivia,
        { ...(unnamed as ApplicantSummary), position: 3 },
        { ...(company as ApplicantSummary), position: 2 },
        { ...(trust as ApplicantSummary), position: 1 },
      ],
      submit: {
        pages: 'profile,requirement,asset,submit',
        invited_at: null,
        submitted_at: null,
        lodged_at: null,
        personal_message: '',
      },
    });
    const progress = testProgress({ requirement: 2 });
    progress.pages.profile = {
      complete: false,
      missing: 3,
      missing_keys: ['applicant.104.name', 'applicant.102.first_name', 'applicant.102.last_name'],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        jsonResponse(
          200,
          url.includes('consent/list') ? { documents: [], pending: 0 } : url.includes('progress') ? progress : client,
        ),
      ),
    );
    renderHome();
    await screen.findByTestId('submit-progress');
    expect(screen.getAllByTestId(/^progress-/).map((el) => el.dataset.testid)).toEqual([
      'progress-profile-101',
      'progress-profile-104',
      'progress-profile-103',
      'progress-profile-102',
      'progress-requirement',
      'progress-asset',
    ]);
    expect(screen.getByTestId('progress-profile-101')).toHaveTextContent('Complete');
    expect(screen.getByTestId('progress-profile-104')).toHaveTextContent('1 answer missing');
    expect(screen.getByTestId('progress-profile-102')).toHaveTextContent('2 answers missing');
    // The trust is the first step still missing something.
    expect(screen.getByRole('link', { name: 'Start with the details of Chen Family Trust' })).toHaveAttribute(
      'href',
      `/client/${CLIENT_ID}/application/applicant/104`,
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
          lodged_at: null,
          personal_message: '',
        },
      },
    });
    renderHome();
    expect(await screen.findByTestId('home-submitted')).toHaveTextContent(/submitted to Sarah on 5 Mar 2026/);
    expect(screen.queryByTestId('home-next-step')).not.toBeInTheDocument();
  });

  it('never calls a lodgement the client’s submission: lodged without Submit says the adviser lodged it', async () => {
    fakePortal({
      client: {
        status: 'lodged',
        submit: {
          pages: 'profile,submit',
          invited_at: null,
          submitted_at: null,
          lodged_at: '2026-03-06T02:00:00.000Z',
          personal_message: '',
        },
      },
    });
    renderHome();
    const said = await screen.findByTestId('home-submitted');
    expect(said).toHaveTextContent('Sarah lodged your application with the lender on 6 Mar 2026');
    expect(said).not.toHaveTextContent(/submitted/i);
  });
});
