import {
  ASSET_FIELDS,
  applicationEndpoints,
  COMPANY_FIELDS,
  type FieldData,
  ITEM_FIELDS,
  MESSAGES,
  PERSON_FIELDS,
  REQUIREMENT_FIELDS,
  type Registry,
  SECTION_FIELDS,
  type SectionRecord,
  TRUST_FIELDS,
} from '@brokerdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { jsonResponse } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { AutosaveIndicator } from '../autosave/autosave-indicator';
import { inputKindOf } from './field-kind';
import { RegistryField } from './registry-field';
import { useFieldSave } from './use-field-save';

// Pages load their data first; on a busy machine that takes longer than the one-second default.
configure({ asyncUtilTimeout: 5000 });

const KEY = ['application', 5, 'requirement'];

function record(data: FieldData): SectionRecord {
  return {
    client_id: 5,
    section: 'requirement',
    data,
    answers: {},
    answerers: {},
    completeness: { complete: false, missing: 1, missing_keys: ['purpose'] },
  };
}

interface Call {
  url: string;
  body: { clientId: number; keyValueArr: { key: string; value: unknown; previous?: unknown }[] } | undefined;
}

/** A fake requirement endpoint: `answer` may reply to a save; otherwise the save is merged and echoed. */
function mockApi(start: FieldData, answer: (call: Call) => Response | undefined = () => undefined) {
  let data = { ...start };
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call: Call = { url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      if (init.method === 'GET') return jsonResponse(200, record(data));
      calls.push(call);
      const special = answer(call);
      if (special) return special;
      for (const { key, value } of call.body?.keyValueArr ?? []) data = { ...data, [key]: value };
      return jsonResponse(200, record(data));
    }),
  );
  return calls;
}

function Requirement({ names }: { names: string[] }) {
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => api(applicationEndpoints.requirement, { query: { clientId: 5 } }),
  });
  const saver = useFieldSave({
    endpoint: applicationEndpoints.saveRequirement,
    body: { clientId: 5 },
    registry: REQUIREMENT_FIELDS,
    queryKey: KEY,
  });
  if (!query.data) return null;
  return (
    <>
      <AutosaveIndicator />
      {names.map((name) => (
        <RegistryField key={name} saver={saver} name={name} data={query.data.data} />
      ))}
    </>
  );
}

const conflict = (current: unknown) =>
  jsonResponse(409, {
    error: { code: 'conflict', message: MESSAGES.settingChanged, field: 'lender_preferences' },
    current,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('inputKindOf', () => {
  it('reads the right control for every kind of key in the registries', () => {
    const kinds = (registry: Registry) =>
      Object.fromEntries(Object.entries(registry).map(([k, s]) => [k, inputKindOf(s)]));
    expect(kinds(REQUIREMENT_FIELDS)).toMatchObject({
      purpose: 'choice',
      property_address: 'text',
      estimated_value: 'money',
      loan_term_years: 'int',
      wants_offset: 'yes-no',
      objectives: 'long-text',
    });
    expect(kinds(PERSON_FIELDS)).toMatchObject({
      date_of_birth: 'date',
      licence_expiry: 'date',
      phone_mobile: 'phone',
      email: 'email',
      citizenship: 'country',
      licence_state: 'choice',
      dependant_ages: 'ages',
      dependants_count: 'int',
    });
    expect(kinds(COMPANY_FIELDS)).toMatchObject({ abn: 'text', director_ids: 'applicants', registration_date: 'date' });
    expect(kinds(TRUST_FIELDS)).toMatchObject({ trustee_applicant_id: 'applicant', trust_type: 'choice' });
    expect(kinds(ASSET_FIELDS)).toMatchObject({ owners: 'owners', value: 'money', rental_income_frequency: 'choice' });
    expect(kinds(ITEM_FIELDS.liability)).toMatchObject({ interest_rate: 'percent', secured_by_asset_id: 'row' });
    // Every expense category is an amount and a frequency.
    for (const [key, kind] of Object.entries(kinds(SECTION_FIELDS.expense))) {
      if (key.endsWith('_amount')) expect(kind).toBe('money');
      if (key.endsWith('_frequency')) expect(kind).toBe('choice');
    }
  });
});

describe('RegistryField with useFieldSave', { timeout: 20_000 }, () => {
  it('saves a text key on blur with the value last seen as previous, and shows the answer', async () => {
    const calls = mockApi({ lender_preferences: 'Any' });
    renderPage(<Requirement names={['lender_preferences']} />);
    const input = await screen.findByLabelText('Lender preferences');
    await userEvent.clear(input);
    await userEvent.type(input, 'Big four only');
    expect(calls).toHaveLength(0);
    await userEvent.tab();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/application/requirement/save',
      body: { clientId: 5, keyValueArr: [{ key: 'lender_preferences', value: 'Big four only', previous: 'Any' }] },
    });
    expect(screen.getByTestId('autosave-indicator')).toHaveTextContent('Changes save automatically');
  });

  it('a 409 shows the newer value with Keep mine and Use theirs; Keep mine saves over theirs', async () => {
    let first = true;
    const calls = mockApi({ lender_preferences: 'Any' }, () => {
      if (!first) return undefined;
      first = false;
      return conflict('Credit union');
    });
    renderPage(<Requirement names={['lender_preferences']} />);
    const input = await screen.findByLabelText('Lender preferences');
    await userEvent.clear(input);
    await userEvent.type(input, 'Big four only');
    await userEvent.tab();
    expect(await screen.findByText(/Someone else saved “Credit union”/)).toBeInTheDocument();
    // The user's own value is kept in the field until they choose.
    expect(input).toHaveValue('Big four only');
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body?.keyValueArr).toEqual([
      { key: 'lender_preferences', value: 'Big four only', previous: 'Credit union' },
    ]);
    await waitFor(() => expect(screen.queryByText(/Someone else saved/)).not.toBeInTheDocument());
    expect(input).toHaveValue('Big four only');
  });

  it('Use theirs takes the newer value and saves nothing', async () => {
    const calls = mockApi({ estimated_value: 50_000_000 }, () => conflict(65_000_000));
    renderPage(<Requirement names={['estimated_value']} />);
    const input = await screen.findByLabelText(/Estimated value/);
    expect(input).toHaveValue('500,000');
    await userEvent.clear(input);
    await userEvent.type(input, '600000');
    await userEvent.tab();
    expect(await screen.findByText(/Someone else saved “\$650,000”/)).toBeInTheDocument();
    expect(calls[0]?.body?.keyValueArr).toEqual([{ key: 'estimated_value', value: 60_000_000, previous: 50_000_000 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Use theirs' }));
    expect(input).toHaveValue('650,000');
    expect(calls).toHaveLength(1);
  });

  it('a failed save keeps the value, is marked not saved, and Retry sends it again', async () => {
    let failing = true;
    const calls = mockApi({}, () =>
      failing ? jsonResponse(500, { error: { code: 'internal', message: MESSAGES.serverError } }) : undefined,
    );
    renderPage(<Requirement names={['objectives']} />);
    const input = await screen.findByLabelText(/Your objectives/);
    await userEvent.type(input, 'Buy our first home near the kids’ school');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(input).toHaveValue('Buy our first home near the kids’ school');
    expect(screen.getByTestId('autosave-indicator')).toHaveTextContent('1 change was not saved');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('autosave-indicator')).toHaveTextContent('Changes save automatically'),
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body?.keyValueArr[0]).toMatchObject({ key: 'objectives', previous: null });
  });

  it('a value the server refuses shows its message and no Retry: sending the same again would not help', async () => {
    mockApi({}, () => jsonResponse(400, { error: { code: 'validation', message: 'That is not a loan purpose' } }));
    renderPage(<Requirement names={['objectives']} />);
    const input = await screen.findByLabelText(/Your objectives/);
    await userEvent.type(input, 'Something odd');
    await userEvent.tab();
    expect(await screen.findByText('That is not a loan purpose')).toBeInTheDocument();
    expect(input).toHaveValue('Something odd');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByTestId('autosave-indicator')).toHaveTextContent('1 change was not saved');
  });

  it('shows the rule’s message and sends nothing when the value breaks the key’s rule', async () => {
    const calls = mockApi({});
    renderPage(<Requirement names={['loan_term_years']} />);
    const input = await screen.findByLabelText(/Loan term/);
    await userEvent.type(input, '55');
    await userEvent.tab();
    expect(await screen.findByText('Please type a whole number from 1 to 40.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await userEvent.tab();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body?.keyValueArr).toEqual([{ key: 'loan_term_years', value: 30, previous: null }]);
  });

  it('saves a choice and a yes/no as soon as they change', async () => {
    const calls = mockApi({});
    renderPage(<Requirement names={['rate_type', 'first_home_buyer']} />);
    await userEvent.click(await screen.findByText('Fixed'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body?.keyValueArr).toEqual([{ key: 'rate_type', value: 'fixed', previous: null }]);
    const group = screen.getByRole('radiogroup', { name: /First home buyer/ });
    fireEvent.click(group.querySelector('input[value="yes"]') as HTMLInputElement);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body?.keyValueArr).toEqual([{ key: 'first_home_buyer', value: true, previous: null }]);
  });

  it('ties a yes/no question’s failed save to its group, so a screen reader reads the reason there', async () => {
    mockApi({}, () => jsonResponse(400, { error: { code: 'validation', message: 'Please answer this one' } }));
    renderPage(<Requirement names={['first_home_buyer']} />);
    const group = await screen.findByRole('radiogroup', { name: /First home buyer/ });
    expect(group).not.toHaveAttribute('aria-invalid');
    fireEvent.click(group.querySelector('input[value="no"]') as HTMLInputElement);
    await waitFor(() => expect(group).toHaveAccessibleDescription('Please answer this one'));
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
