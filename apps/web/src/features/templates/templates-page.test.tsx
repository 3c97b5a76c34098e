import { MESSAGES, type Template } from '@brokerdesk/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { adviserDetail } from '../../test/adviser-fixtures';
import { stubTemplateApi } from '../../test/fake-catalogue';
import { brokerUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { TemplatesPage } from './templates-page';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/me', () => ({ useMe: () => brokerUser }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const template = (over: Partial<Template>): Template => ({
  id: 1,
  type: 'asset',
  name: 'First home buyer',
  data: ['Savings', 'Savings'],
  created_at: '2025-03-05T03:30:00.000Z',
  display: [],
  ...over,
});
const renderTemplates = () =>
  renderRoutes([{ path: '/broker/:brokerId/template', element: <TemplatesPage /> }], '/broker/3/template');

// Whole modal flows with many clicks: slower than the 5 s default when the machine is busy.
describe('TemplatesPage', { timeout: 20_000 }, () => {
  it('says when there are none, and “Let’s add one now” opens the type chooser', async () => {
    stubTemplateApi();
    renderTemplates();
    expect(await screen.findByText(MESSAGES.noTemplates)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Let's add one now" }));
    const chooser = await screen.findByRole('dialog', { name: 'What kind of template?' });
    await userEvent.click(within(chooser).getByRole('button', { name: /Liability/ }));
    expect(await screen.findByRole('dialog', { name: 'New liability template' })).toBeInTheDocument();
  });

  it('is locked for a suspended adviser: says why and opens the upgrade modal instead of the templates', async () => {
    stubTemplateApi({ templates: [template({})], detail: adviserDetail({ id: 3, suspended: true, locked: true }) });
    renderTemplates();
    expect(await screen.findByTestId('templates-locked')).toHaveTextContent(MESSAGES.planFeatureLocked);
    expect(await screen.findByRole('dialog', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ New Template' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('template-card-1')).not.toBeInTheDocument();
  });

  it('shows each template’s name, created date then time, and type', async () => {
    stubTemplateApi({
      templates: [
        template({ id: 2, type: 'document', name: 'PAYG pack', display: [{ id: 11, name: 'Payslips' }] }),
        template({}),
      ],
    });
    renderTemplates();
    const card = await screen.findByTestId('template-card-2');
    expect(within(card).getByRole('heading', { name: 'PAYG pack' })).toBeInTheDocument();
    expect(within(card).getByText('Document')).toBeInTheDocument();
    expect(within(card).getByText('1 document type')).toBeInTheDocument();
    const created = within(screen.getByTestId('template-card-1')).getByText(/^Created /).textContent ?? '';
    const expected = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2025-03-05T03:30:00.000Z'),
    );
    expect(created).toBe(`Created ${expected}`);
    expect(created.indexOf('2025')).toBeLessThan(created.search(/\d{1,2}:\d{2}/));
  });

  it('creates from “+ New Template”, refreshing the list', async () => {
    const { calls } = stubTemplateApi();
    renderTemplates();
    await screen.findByText(MESSAGES.noTemplates);
    await userEvent.click(screen.getByRole('button', { name: '+ New Template' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Asset/ }));
    const modal = await screen.findByRole('dialog', { name: 'New asset template' });
    await userEvent.type(within(modal).getByLabelText(/Template name/), 'Everything');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByTestId('template-card-900')).toHaveTextContent('Everything');
    expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.templateSaved);
    expect(calls.filter((c) => c.url.startsWith('/api/template/list')).length).toBeGreaterThanOrEqual(2);
  });

  it('edits a card in its own kind of modal', async () => {
    stubTemplateApi({ templates: [template({ id: 7, type: 'liability', name: 'Debts', data: ['Other'] })] });
    renderTemplates();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Debts' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit liability template' });
    expect(within(modal).getByLabelText(/Template name/)).toHaveValue('Debts');
  });

  it('deletes a template only after confirming', async () => {
    const { calls } = stubTemplateApi({ templates: [template({ id: 4, name: 'Old one' })] });
    renderTemplates();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old one' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Old one' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete template' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MESSAGES.templateDeleted));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/template/delete?templateId=4&brokerId=3');
  });
});
