import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { HelpPage } from './help-page';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

const renderHelp = (path: string) =>
  renderRoutes(
    [
      {
        path: 'help/:slug',
        element: (
          <>
            <HelpPage />
            <Where />
          </>
        ),
      },
    ],
    path,
  );

describe('HelpPage', () => {
  it('shows the page of its address, rendered from the Markdown', () => {
    renderHelp('/help/email-settings');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Email settings');
    expect(screen.getByRole('img', { name: 'The Mail settings page' })).toHaveAttribute(
      'src',
      '/help/screenshots/mail-settings.png',
    );
  });

  it('searches every page as you type and opens a result', async () => {
    renderHelp('/help/overview');
    await userEvent.type(screen.getByLabelText('Search the help'), 'invite');
    const results = await screen.findByTestId('help-results');
    const first = within(results).getAllByRole('link')[0];
    expect(first).toHaveTextContent('Adding a new client');
    await userEvent.click(first as HTMLElement);
    expect(screen.getByTestId('where')).toHaveTextContent('/help/new-client');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Adding a new client');
  });

  it('keeps links between help pages inside the app, and says when nothing matches', async () => {
    renderHelp('/help/overview');
    await userEvent.click(screen.getByRole('link', { name: 'the workflow' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/help/workflow');
    await userEvent.type(screen.getByLabelText('Search the help'), 'zzzqqq');
    expect(await screen.findByText('Nothing in the help matches “zzzqqq”.')).toBeInTheDocument();
  });

  it('says so for an address that is no help page', () => {
    renderHelp('/help/no-such-page');
    expect(screen.getByText(/There is no help page here/)).toBeInTheDocument();
  });
});
