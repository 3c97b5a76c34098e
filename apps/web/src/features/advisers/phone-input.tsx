import { AutosaveTextInput } from '../../components/autosave/autosave-text-input';
import { formatPhone, formatPhoneAsYouType } from '../../lib/phone';

/**
 * A phone or fax field of the account pages: grouped by Australian patterns while typing
 * (docs/spec/core-and-application.md §5: 02/03/07/08, 04, +61), shown formatted from the stored E.164, saved on blur.
 * The server parses what was typed and stores E.164, or says why it is not a number.
 */
export function AutosavePhoneInput({
  label,
  storedValue,
  save,
}: {
  label: string;
  /** E.164 as the API sends it. */
  storedValue: string;
  save: (typed: string, previous: string) => Promise<unknown>;
}) {
  return (
    <AutosaveTextInput
      label={label}
      type="tel"
      autoComplete="tel"
      serverValue={formatPhone(storedValue)}
      format={formatPhoneAsYouType}
      save={save}
    />
  );
}
