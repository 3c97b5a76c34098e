import { MESSAGES } from '@brokerdesk/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { PublicLayout } from './public-layout';

function renderWithMeta(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ element: <PublicLayout />, children: [{ path: 'login', element: <p>login form</p> }] }], '/login');
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PublicLayout demo banner', () => {
  it('shows the demo banner while demo accounts exist', async () => {
    const fetchMock = renderWithMeta(jsonResponse(200, { demo: true }));
    expect(await screen.findByTestId('demo-banner')).toHaveTextContent(MESSAGES.demoData);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/meta');
  });

  it.each([
    ['on a clean install', jsonResponse(200, { demo: false })],
    ['when the server cannot say', jsonResponse(503, { error: { code: 'unavailable', message: 'Unavailable.' } })],
  ])('shows none %s', async (_, answer) => {
    const fetchMock = renderWithMeta(answer);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Let the answer arrive and render before looking for the banner.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('login form')).toBeInTheDocument();
    expect(screen.queryByTestId('demo-banner')).not.toBeInTheDocument();
  });
});
