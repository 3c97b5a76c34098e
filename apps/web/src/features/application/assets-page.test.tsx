import { ASSET_KINDS } from '@brokerdesk/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFactFind, pagePath, testItem } from '../../test/fake-fact-find';
import { fakeListQuestions } from '../../test/fake-list-questions';
import { brokerUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AssetsPage } from './assets-page';

// Pages load their data first; on a busy machine that takes longer than the one-second default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/me', () => ({ useMe: () => brokerUser }));

const renderAssets = () =>
  renderRoutes([{ path: 'client/:clientId/application/asset', element: <AssetsPage /> }], pagePath('asset'));

const cards = () => screen.queryAllByTestId('asset-item');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AssetsPage', { timeout: 20_000 }, () => {
  it('lists the assets with their kind’s fields, owners among the applicants, and the total', async () => {
    fakeFactFind({
      items: [
        testItem(1, 'asset', 'Savings', { value: 2_500_000, institution: 'ANZ' }),
        testItem(2, 'asset', 'Investment Property', {
          value: 75_000_000,
          owners: [{ applicant_id: 101, share_percent: 100 }],
        }),
      ],
    });
    fakeListQuestions();
    renderAssets();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByTestId('asset-total')).toHaveTextContent('$775,000');
    const [savings, property] = cards() as [HTMLElement, HTMLElement];
    expect(within(savings).getByLabelText(/Institution/)).toHaveValue('ANZ');
    expect(within(savings).queryByLabelText(/Rental income/)).not.toBeInTheDocument();
    expect(within(property).getByLabelText(/^Rental income( \*)?$/)).toBeInTheDocument();
    // Owners are chosen among the client's applicants; an unnamed one reads '[None]'.
    expect(await within(property).findByRole('checkbox', { name: 'Olivia Chen' })).toBeChecked();
    expect(within(property).getByRole('checkbox', { name: '[None]' })).not.toBeChecked();
    expect(within(property).getByLabelText('Olivia Chen share')).toHaveValue('100%');
  });

  it('adds an owner with an even split and saves the owners at once', async () => {
    const api = fakeFactFind({
      items: [testItem(2, 'asset', 'Vehicle', { owners: [{ applicant_id: 101, share_percent: 100 }] })],
    });
    fakeListQuestions();
    renderAssets();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(await screen.findByRole('checkbox', { name: '[None]' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]?.body).toEqual({
      clientId: 41,
      itemId: 2,
      keyValueArr: [
        {
          key: 'owners',
          value: [
            { applicant_id: 101, share_percent: 50 },
            { applicant_id: 102, share_percent: 50 },
          ],
          previous: [{ applicant_id: 101, share_percent: 100 }],
        },
      ],
    });
  });

  it('adds an asset of a chosen kind and updates the total as values are saved', async () => {
    const api = fakeFactFind();
    fakeListQuestions();
    renderAssets();
    expect(await screen.findByRole('radiogroup', { name: /Do you have any assets/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an asset' }));
    await screen.findByRole('menuitem', { name: 'Savings', hidden: true });
    // The menu offers the eight asset types (Mantine keeps all but the focused item out of the a11y tree in jsdom).
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((m) => m.textContent)).toEqual([...ASSET_KINDS]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Superannuation', hidden: true }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    // Listing an asset answers the question.
    expect(screen.queryByTestId('asset-question')).not.toBeInTheDocument();
    expect(api.saves()[0]).toMatchObject({
      path: 'application/asset/create',
      body: { clientId: 41, kind: 'Superannuation' },
    });
    await userEvent.type(within(cards()[0] as HTMLElement).getByLabelText(/Value/), '120000');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByTestId('asset-total')).toHaveTextContent('$120,000'));
  });

  it('deletes an asset only after the question is confirmed', async () => {
    const api = fakeFactFind({ items: [testItem(1, 'asset', 'Home Contents', { value: 3_000_000 })] });
    fakeListQuestions();
    renderAssets();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Home Contents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this asset?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.saves()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Home Contents' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(api.saves()[0]).toMatchObject({ method: 'DELETE', body: { clientId: 41, itemId: 1 } });
    expect(screen.getByTestId('asset-total')).toHaveTextContent('$0');
    // Nothing listed any more: the page asks its question again.
    const question = screen.getByRole('radiogroup', { name: /Do you have any assets/ });
    expect(within(question).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('1 answer still needed');
  });

  it('an empty page asks “Do you have any assets?”: No saves at once and completes the page', async () => {
    fakeFactFind();
    const questions = fakeListQuestions();
    renderAssets();
    const question = await screen.findByRole('radiogroup', { name: /Do you have any assets/ });
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('1 answer still needed');
    await userEvent.click(within(question).getByText('No'));
    await waitFor(() => expect(questions.answers).toHaveLength(1));
    expect(questions.answers[0]?.body).toEqual({
      clientId: 41,
      keyValueArr: [{ key: 'has_assets', value: false, previous: null }],
    });
    await waitFor(() => expect(screen.getByTestId('page-completeness')).toHaveTextContent('Complete'));
    expect(screen.getByTestId('asset-question-next')).toHaveTextContent('No assets to list: this page is complete.');
  });

  it('Yes asks for the assets: the page still needs one listed', async () => {
    fakeFactFind();
    const questions = fakeListQuestions();
    renderAssets();
    const question = await screen.findByRole('radiogroup', { name: /Do you have any assets/ });
    await userEvent.click(within(question).getByText('Yes'));
    await waitFor(() => expect(questions.answers).toHaveLength(1));
    expect(await screen.findByTestId('asset-question-next')).toHaveTextContent(
      'Add each of your assets with ‘Add an asset’ above.',
    );
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('1 answer still needed');
  });

  it('a No already given reads as complete', async () => {
    fakeFactFind();
    fakeListQuestions({ asset: { has_assets: false } });
    renderAssets();
    const question = await screen.findByRole('radiogroup', { name: /Do you have any assets/ });
    expect(within(question).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByTestId('page-completeness')).toHaveTextContent('Complete');
  });
});
