import { type ApplicantSummary, countriesForSelect, type FieldOption } from '@brokerdesk/contract/constants';
import {
  Input,
  type InputWrapperProps,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Textarea,
  TextInput,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatDateInput } from '../../lib/date-input';
import { formatPhoneAsYouType } from '../../lib/phone';
import type { Autosave } from '../autosave/use-autosave';
import { useInputGroup } from '../input-group';
import { MoneyInput } from '../money-input';
import { applicantLabel } from './field-values';
import segments from './segments.module.css';

/** What every control shows around its input: label, required mark, saving line, error or conflict choice. */
export type FieldChrome = Pick<InputWrapperProps, 'label' | 'withAsterisk' | 'error' | 'description'> & {
  inputWrapperOrder: ('label' | 'input' | 'description' | 'error')[];
};

export interface ControlProps {
  field: Autosave<unknown>;
  chrome: FieldChrome;
}

const commitOnBlur = (field: Autosave<unknown>) => () => void field.commit();

export function TextControl({
  field,
  chrome,
  multiline,
  type,
  placeholder,
}: ControlProps & { multiline?: boolean; type?: 'email' | 'tel'; placeholder?: string }) {
  const value = String(field.value ?? '');
  if (multiline)
    return (
      <Textarea
        {...chrome}
        value={value}
        placeholder={placeholder}
        autosize
        minRows={3}
        onChange={(e) => field.setValue(e.currentTarget.value)}
        onBlur={commitOnBlur(field)}
      />
    );
  const format = type === 'tel' ? formatPhoneAsYouType : (v: string) => v;
  return (
    <TextInput
      {...chrome}
      type={type}
      inputMode={type === 'tel' ? 'tel' : type === 'email' ? 'email' : undefined}
      autoComplete={type === 'tel' ? 'tel' : type === 'email' ? 'email' : 'off'}
      value={value}
      placeholder={placeholder}
      onChange={(e) => field.setValue(format(e.currentTarget.value))}
      onBlur={commitOnBlur(field)}
    />
  );
}

const DateInputControl = lazy(() => import('./date-control'));

/**
 * A date, DD/MM/YYYY on screen and 'YYYY-MM-DD' saved (date-control.tsx). Its code loads with the first date a page
 * shows; meanwhile a read-only box with the same label shows the date, so nothing moves when the control arrives.
 */
export function DateControl(props: ControlProps) {
  const loading = (
    <TextInput
      {...props.chrome}
      readOnly
      placeholder="DD/MM/YYYY"
      value={formatDateInput(String(props.field.value ?? ''))}
    />
  );
  return (
    <Suspense fallback={loading}>
      <DateInputControl {...props} />
    </Suspense>
  );
}

export function NumberControl({
  field,
  chrome,
  min,
  max,
  decimals,
  suffix,
}: ControlProps & { min?: number; max?: number; decimals?: boolean; suffix?: string }) {
  return (
    <NumberInput
      {...chrome}
      value={field.value as number | string}
      min={min}
      max={max}
      clampBehavior="none"
      allowNegative={min === undefined || min < 0}
      allowDecimal={decimals}
      decimalScale={decimals ? 2 : undefined}
      suffix={suffix}
      hideControls
      inputMode={decimals ? 'decimal' : 'numeric'}
      onChange={(v) => field.setValue(v)}
      onBlur={commitOnBlur(field)}
    />
  );
}

export function MoneyControl({ field, chrome }: ControlProps) {
  return (
    <MoneyInput
      {...chrome}
      value={(field.value as number | null) ?? null}
      onChange={(cents) => field.setValue(cents)}
      onBlur={commitOnBlur(field)}
    />
  );
}

/** Select data needs string values; the stored value (a string, or a number for states) is found back by it. */
function SelectOf({
  field,
  chrome,
  options,
  clearable,
  searchable,
}: ControlProps & { options: readonly FieldOption[]; clearable: boolean; searchable?: boolean }) {
  const value = field.value === null || field.value === undefined ? null : String(field.value);
  return (
    <Select
      {...chrome}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={value}
      clearable={clearable}
      searchable={searchable}
      allowDeselect={false}
      nothingFoundMessage="No match"
      comboboxProps={{ withinPortal: true }}
      onChange={(v) => void field.commit(v === null ? null : (options.find((o) => String(o.value) === v)?.value ?? v))}
    />
  );
}

/**
 * A segmented choice drawn as separate outlined options, the chosen one filled: unanswered, every option is a white box
 * with a border, so an unanswered question does not look like a disabled grey track.
 */
const SEGMENT_LOOK = {
  classNames: { root: segments.root, control: segments.control, label: segments.label, indicator: segments.indicator },
  withItemsBorders: false,
  color: 'navy',
} as const;

/** A few short answers show side by side (big touch targets on phones); longer lists are a select. */
const fitsSegments = (options: readonly FieldOption[]) =>
  options.length <= 3 && options.every((o) => o.label.length <= 14);

function Segments({ field, chrome, options }: ControlProps & { options: readonly FieldOption[] }) {
  const { wrapperProps, groupProps } = useInputGroup(chrome);
  const value = field.value === null || field.value === undefined ? null : String(field.value);
  return (
    <Input.Wrapper {...chrome} {...wrapperProps}>
      <SegmentedControl
        {...groupProps}
        {...SEGMENT_LOOK}
        aria-invalid={chrome.error ? true : undefined}
        fullWidth
        size="md"
        data={options.map((o) => ({ value: String(o.value), label: o.label }))}
        // No segment is chosen until the question is answered.
        value={value as string}
        onChange={(v) => void field.commit(options.find((o) => String(o.value) === v)?.value ?? v)}
      />
    </Input.Wrapper>
  );
}

export function ChoiceControl({
  field,
  chrome,
  options,
  required,
}: ControlProps & { options: readonly FieldOption[]; required: boolean }) {
  if (fitsSegments(options)) return <Segments field={field} chrome={chrome} options={options} />;
  return (
    <SelectOf field={field} chrome={chrome} options={options} clearable={!required} searchable={options.length > 12} />
  );
}

const YES_NO: FieldOption<string>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function YesNoControl({ field, chrome }: ControlProps) {
  const { wrapperProps, groupProps } = useInputGroup(chrome);
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : null;
  return (
    <Input.Wrapper {...chrome} {...wrapperProps}>
      <SegmentedControl
        {...groupProps}
        {...SEGMENT_LOOK}
        aria-invalid={chrome.error ? true : undefined}
        fullWidth
        size="md"
        maw={320}
        data={YES_NO}
        value={value as string}
        onChange={(v) => void field.commit(v === 'yes')}
      />
    </Input.Wrapper>
  );
}

const COUNTRY_OPTIONS: FieldOption[] = countriesForSelect().map((c) => ({ value: c.id, label: c.name }));

export function CountryControl({ field, chrome, required }: ControlProps & { required: boolean }) {
  return <SelectOf field={field} chrome={chrome} options={COUNTRY_OPTIONS} clearable={!required} searchable />;
}

const applicantOptions = (applicants: readonly ApplicantSummary[]): FieldOption[] =>
  applicants.map((a) => ({ value: a.id, label: applicantLabel(a) }));

/** One applicant of the client (a trust's trustee), or one row of another list (`options`: a securing asset). */
export function RowControl({
  field,
  chrome,
  options,
  required,
}: ControlProps & { options: readonly FieldOption[]; required: boolean }) {
  return <SelectOf field={field} chrome={chrome} options={options} clearable={!required} />;
}

export function ApplicantControl(props: ControlProps & { applicants: readonly ApplicantSummary[]; required: boolean }) {
  return <RowControl {...props} options={applicantOptions(props.applicants)} />;
}

/** Several applicants (a company's directors or shareholders); saved as soon as the choice changes. */
export function ApplicantsControl({
  field,
  chrome,
  applicants,
}: ControlProps & { applicants: readonly ApplicantSummary[] }) {
  const ids = (field.value as number[] | null) ?? [];
  return (
    <MultiSelect
      {...chrome}
      data={applicantOptions(applicants).map((o) => ({ value: String(o.value), label: o.label }))}
      value={ids.map(String)}
      // Searchable keeps a focusable input, so keyboard users can tab into the choice.
      searchable
      placeholder={ids.length === 0 ? 'Choose applicants' : undefined}
      comboboxProps={{ withinPortal: true }}
      onChange={(values) => void field.commit(values.map(Number))}
    />
  );
}
