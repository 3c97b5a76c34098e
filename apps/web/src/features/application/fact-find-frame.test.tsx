import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClient } from '../../test/client-fixtures';
import { brokerUser, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { FactFindFrame } from './fact-find-frame';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/me', () => ({ useMe: () => brokerUser }));

const renderFrame = (isLoading: boolean) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, testClient())),
  );
  return renderRoutes(
    [
      {
        path: 'client/:clientId/application/requirement',
        element: (
          <FactFindFrame
            title="Requirements"
            completeness={{ complete: false, missing: 2, missing_keys: ['a', 'b'] }}
            error={null}
            isLoading={isLoading}
          >
            <p>the fields</p>
          </FactFindFrame>
        ),
      },
    ],
    '/client/41/application/requirement',
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('FactFindFrame', () => {
  it('while loading shows the title and the shape of the page, saying it is loading', async () => {
    renderFrame(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Requirements' })).toBeInTheDocument();
    expect(screen.getByTestId('fact-find-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Requirements');
    expect(screen.queryByText('the fields')).not.toBeInTheDocument();
    expect(screen.queryByTestId('page-completeness')).not.toBeInTheDocument();
    // Back and Next are there as soon as the client is known, while the answers still load.
    expect(await screen.findByRole('link', { name: 'Next: Assets' })).toBeInTheDocument();
  });

  it('once loaded shows the page with its completeness, and Back / Next at its end', async () => {
    renderFrame(false);
    expect(screen.getByText('the fields')).toBeInTheDocument();
    expect(screen.queryByTestId('fact-find-skeleton')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('2 answers still needed');
    const back = await screen.findByRole('link', { name: 'Back: Chen Family Trust' });
    // Back / Next come after the page's content.
    expect(
      screen.getByText('the fields').compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
