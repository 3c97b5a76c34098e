import {
  ASSET_TEMPLATE_CHOICES,
  LIABILITY_TEMPLATE_CHOICES,
  MESSAGES,
  type Template,
} from '@brokerdesk/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { stubTemplateApi } from '../../test/fake-catalogue';
import { renderPage } from '../../test/render';
import { ChoiceTemplateModal, type ChoiceTemplateType } from './choice-template-modal';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderModal(type: ChoiceTemplateType, template: Template | null = null) {
  const api = stubTemplateApi();
  const onClose = vi.fn();
  renderPage(<ChoiceTemplateModal brokerId={3} type={type} template={template} opened onClose={onClose} />);
  return { ...api, onClose };
}
const saves = (calls: { url: string; body: unknown }[]) => calls.filter((c) => c.url === '/api/template/save');
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const more = (name: string) => screen.getByRole('button', { name: `One more ${name}` });
const fewer = (name: string) => screen.getByRole('button', { name: `One fewer ${name}` });

// Whole modal flows with many clicks: slower than the 5 s default when the machine is busy.
describe('ChoiceTemplateModal', { timeout: 20_000 }, () => {
  it('starts a new asset template with each of the 8 choices ticked once', () => {
    renderModal('asset');
    for (const choice of ASSET_TEMPLATE_CHOICES) {
      expect(checkbox(choice)).toBeChecked();
      expect(screen.getByTestId(`count-${choice}`)).toHaveTextContent('1');
    }
  });

  it('adds and removes instances with the count control, keeping at least one while ticked', async () => {
    renderModal('asset');
    expect(fewer('Savings')).toBeDisabled();
    await userEvent.click(more('Savings'));
    await userEvent.click(more('Savings'));
    expect(screen.getByTestId('count-Savings')).toHaveTextContent('3');
    await userEvent.click(fewer('Savings'));
    expect(screen.getByTestId('count-Savings')).toHaveTextContent('2');
    await userEvent.click(checkbox('Vehicle'));
    expect(screen.queryByRole('group', { name: 'How many Vehicle' })).not.toBeInTheDocument();
    await userEvent.click(checkbox('Vehicle'));
    expect(screen.getByTestId('count-Vehicle')).toHaveTextContent('1');
  });

  it('stops the count at 20', async () => {
    renderModal('liability');
    for (let i = 1; i < 20; i++) await userEvent.click(more('Credit Card'));
    expect(screen.getByTestId('count-Credit Card')).toHaveTextContent('20');
    expect(more('Credit Card')).toBeDisabled();
  });

  it('saves repeats as repeated entries in the choices’ order, confirms and closes', async () => {
    const { calls, onClose } = renderModal('asset');
    await userEvent.type(screen.getByLabelText(/Template name/), 'First home buyer');
    for (const choice of ['Owner Occupied Property', 'Vehicle', 'Home Contents', 'Superannuation', 'Investments']) {
      await userEvent.click(checkbox(choice));
    }
    await userEvent.click(more('Investment Property'));
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(calls)[0]?.body).toEqual({
      brokerId: 3,
      template: {
        type: 'asset',
        name: 'First home buyer',
        data: ['Savings', 'Investment Property', 'Investment Property', 'Other'],
      },
    });
    expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.templateSaved);
  });

  it('asks for a name, and for at least one type, before sending anything', async () => {
    const { calls } = renderModal('liability');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(MESSAGES.templateNameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Template name/), 'Debts');
    for (const choice of LIABILITY_TEMPLATE_CHOICES) await userEvent.click(checkbox(choice));
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(MESSAGES.liabilityTypesRequired)).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it('opens an existing template with its counts and saves it under its id', async () => {
    const template: Template = {
      id: 42,
      type: 'liability',
      name: 'Two cards',
      data: ['Credit Card', 'Credit Card', 'Other'],
      created_at: '2025-03-05T03:30:00.000Z',
      display: [],
    };
    const { calls, onClose } = renderModal('liability', template);
    expect(screen.getByLabelText(/Template name/)).toHaveValue('Two cards');
    expect(screen.getByTestId('count-Credit Card')).toHaveTextContent('2');
    expect(checkbox('Property Loan')).not.toBeChecked();
    await userEvent.click(more('Other'));
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(calls)[0]?.body).toMatchObject({
      template: { id: 42, data: ['Credit Card', 'Credit Card', 'Other', 'Other'] },
    });
    expect(within(document.body).getByText('Edit liability template')).toBeInTheDocument();
  });
});
