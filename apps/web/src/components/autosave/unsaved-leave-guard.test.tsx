import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { setFieldSaveState } from './autosave-store';
import { UnsavedLeaveGuard } from './unsaved-leave-guard';

// Saves and lazy modules take longer while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

function renderGuarded() {
  return renderRoutes(
    [
      {
        path: 'form',
        element: (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <UnsavedLeaveGuard />
          </>
        ),
      },
      { path: 'elsewhere', element: <p>Elsewhere page</p> },
    ],
    '/form',
  );
}

afterEach(() => {
  setFieldSaveState('field-a', null);
});

describe('UnsavedLeaveGuard', () => {
  it('lets the user leave when nothing failed to save', async () => {
    const { router } = renderGuarded();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('asks before leaving with a change that was not saved; Cancel stays, Leave anyway goes', async () => {
    const { router } = renderGuarded();
    act(() => setFieldSaveState('field-a', 'failed'));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('One change on this page was not saved.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
