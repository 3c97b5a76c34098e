import { applicantsEndpoints, type FieldData, MESSAGES, PERSON_FIELDS } from '@brokerdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { jsonResponse } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { RegistryField } from './registry-field';
import { useFieldSave } from './use-field-save';

// The date control's chunk loads on first use; on a busy machine that takes longer than the one-second default.
configure({ asyncUtilTimeout: 15_000 });

const KEY = ['applicant', 7];

interface Saved {
  key: string;
  value: unknown;
  previous?: unknown;
}

/** A fake applicant endpoint: GET answers the person's values, a save is merged and echoed. */
function mockApi(start: FieldData) {
  let data = { ...start };
  const saves: Saved[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'GET') return jsonResponse(200, { data });
      const body = JSON.parse(String(init.body)) as { keyValueArr: Saved[] };
      saves.push(...body.keyValueArr);
      for (const { key, value } of body.keyValueArr) data = { ...data, [key]: value };
      return jsonResponse(200, { data });
    }),
  );
  return saves;
}

function Person() {
  const query = useQuery({
    queryKey: KEY,
    queryFn: () =>
      api(applicantsEndpoints.detail, { query: { clientId: 1, applicantId: 7 } }) as unknown as Promise<{
        data: FieldData;
      }>,
  });
  const saver = useFieldSave({
    endpoint: applicantsEndpoints.editPerson,
    body: { id: 7 },
    registry: PERSON_FIELDS,
    queryKey: KEY,
  });
  if (!query.data) return null;
  return <RegistryField saver={saver} name="date_of_birth" data={query.data.data} />;
}

/** The date of birth box once the dates code has loaded (until then a read-only stand-in holds its place). */
async function dateBox() {
  await waitFor(() => expect(screen.getByLabelText(/Date of birth/)).toHaveAttribute('data-dates-input'));
  return screen.getByLabelText(/Date of birth/) as HTMLInputElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the date control', { timeout: 60_000 }, () => {
  it('shows a stored date day first, also while its code loads', async () => {
    mockApi({ date_of_birth: '1980-03-05' });
    renderPage(<Person />);
    expect(await screen.findByLabelText(/Date of birth/)).toHaveValue('05/03/1980');
    expect(await dateBox()).toHaveValue('05/03/1980');
  });

  it('saves 5/3/1980 typed as 1980-03-05 when the box is left, and shows it as 05/03/1980', async () => {
    const saves = mockApi({});
    renderPage(<Person />);
    const input = await dateBox();
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await userEvent.type(input, '5/3/1980');
    expect(saves).toHaveLength(0);
    await userEvent.tab();
    await waitFor(() => expect(saves).toEqual([{ key: 'date_of_birth', value: '1980-03-05', previous: null }]));
    expect(input).toHaveValue('05/03/1980');
    // The stored value comes back and shows the same way.
    await waitFor(() => expect(input).toHaveValue('05/03/1980'));
  });

  it('replaces a date with a newly typed one, previous being the stored date', async () => {
    const saves = mockApi({ date_of_birth: '1980-03-05' });
    renderPage(<Person />);
    const input = await dateBox();
    await userEvent.clear(input);
    await userEvent.type(input, '24-11-1979');
    await userEvent.tab();
    await waitFor(() => expect(saves).toEqual([{ key: 'date_of_birth', value: '1979-11-24', previous: '1980-03-05' }]));
    expect(input).toHaveValue('24/11/1979');
  });

  it('a date that does not exist keeps the text, says so clearly and saves nothing', async () => {
    const saves = mockApi({ date_of_birth: '1980-03-05' });
    renderPage(<Person />);
    const input = await dateBox();
    await userEvent.clear(input);
    await userEvent.type(input, '31/02/1980');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.invalidDate)).toBeInTheDocument();
    expect(input).toHaveValue('31/02/1980');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
    // Corrected, it saves.
    await userEvent.clear(input);
    await userEvent.type(input, '29/02/1980');
    await userEvent.tab();
    await waitFor(() => expect(saves).toEqual([{ key: 'date_of_birth', value: '1980-02-29', previous: '1980-03-05' }]));
    expect(screen.queryByText(MESSAGES.invalidDate)).not.toBeInTheDocument();
  });

  it('a two-digit year is not guessed', async () => {
    const saves = mockApi({});
    renderPage(<Person />);
    const input = await dateBox();
    await userEvent.type(input, '5/3/80');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.invalidDate)).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('clearing the box saves no answer', async () => {
    const saves = mockApi({ date_of_birth: '1980-03-05' });
    renderPage(<Person />);
    const input = await dateBox();
    await userEvent.clear(input);
    await userEvent.tab();
    await waitFor(() => expect(saves).toEqual([{ key: 'date_of_birth', value: null, previous: '1980-03-05' }]));
    expect(input).toHaveValue('');
  });

  it('a day picked in the calendar is saved at once', async () => {
    const saves = mockApi({ date_of_birth: '1980-03-05' });
    renderPage(<Person />);
    const input = await dateBox();
    await userEvent.click(input);
    // The day's aria-label finds it without computing every calendar button's name, which on a loaded
    // CI machine outran findByRole's one-second wait.
    const day = await screen.findByLabelText('12 March 1980', { selector: 'button' }, { timeout: 10_000 });
    await userEvent.click(day);
    await waitFor(() => expect(saves).toEqual([{ key: 'date_of_birth', value: '1980-03-12', previous: '1980-03-05' }]));
    expect(input).toHaveValue('12/03/1980');
  });
});
