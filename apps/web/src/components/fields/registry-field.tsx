import {
  ApiError,
  type ApplicantSummary,
  type FieldData,
  type FieldOption,
  isAnswered,
  isRequired,
} from '@brokerdesk/contract/constants';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { AutosaveFieldStatus } from '../autosave/autosave-field-status';
import { type Autosave, useAutosave } from '../autosave/use-autosave';
import {
  ApplicantControl,
  ApplicantsControl,
  ChoiceControl,
  CountryControl,
  DateControl,
  type FieldChrome,
  MoneyControl,
  NumberControl,
  RowControl,
  TextControl,
  YesNoControl,
} from './field-controls';
import { type InputKind, inputKindOf, numberBounds } from './field-kind';
import { describeValue, sameValue, toEditor, toStored } from './field-values';
import { MISSING_ANSWER_ATTR, STILL_NEEDED, useMarkMissing } from './missing-marks';
import { OwnersControl } from './owners-control';
import { type FieldSaver, fieldSpec } from './use-field-save';

export interface RegistryFieldProps {
  /** The row's saver (useFieldSave): registry, endpoint and cache. */
  saver: FieldSaver;
  /** The registry key. */
  name: string;
  /** The row's values as the server last answered them. */
  data: FieldData;
  /** Replaces the registry's label (for example a shorter one inside a table row). */
  label?: ReactNode;
  description?: ReactNode;
  /** Replaces the control read from the registry. */
  input?: InputKind;
  /** The client's applicants: the choices of owners, directors, shareholders and trustees. */
  applicants?: readonly ApplicantSummary[];
  /** The choices of a key that points at another list's rows (a liability's securing asset). */
  options?: readonly FieldOption[];
  placeholder?: string;
}

/** Saves that failed for want of a network or server are tried again on their own. */
const RETRY_MS = 15_000;

function useRetryWhileUnavailable(field: Autosave<unknown>) {
  const { status, retry, retryable } = field;
  useEffect(() => {
    if (status !== 'failed' || !retryable) return;
    const again = () => void retry();
    const timer = window.setTimeout(again, RETRY_MS);
    window.addEventListener('online', again);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [status, retry, retryable]);
}

/**
 * One key of a registry as the right control, autosaved: text saves on blur, choices as soon as they
 * change; the key's rule is checked before sending; a failed save keeps the value, says why and is retried; a
 * 409 shows the newer value with 'Keep mine' and 'Use theirs'.
 */
export function RegistryField({
  saver,
  name,
  data,
  label,
  description,
  input,
  applicants = [],
  options,
  placeholder,
}: RegistryFieldProps) {
  const spec = fieldSpec(saver.registry, name);
  const kind = input ?? inputKindOf(spec);
  const stored = data[name];
  const serverValue = useMemo(() => toEditor(kind, stored), [kind, stored]);

  const save = useCallback(
    async (editor: unknown, previous: unknown) => {
      try {
        await saver.save(name, toStored(kind, editor), toStored(kind, previous));
      } catch (err) {
        // The server sends the newer value as stored; the field holds and offers it in its own form.
        if (err instanceof ApiError && err.code === 'conflict' && err.extra && 'current' in err.extra) {
          throw new ApiError(err.code, err.message, err.field, {
            ...err.extra,
            current: toEditor(kind, err.extra.current),
          });
        }
        throw err;
      }
    },
    [saver, name, kind],
  );
  const validate = useCallback((editor: unknown) => saver.validate(name, toStored(kind, editor)), [saver, name, kind]);

  // Offline, the answer is kept on the phone and sent when the connection returns (docs/decisions/045-portal-offline.md).
  const keep = useMemo(
    () => ({
      id: saver.fieldId(name),
      answer: (editor: unknown, previous: unknown) =>
        saver.keptAnswer(name, toStored(kind, editor), toStored(kind, previous)),
    }),
    [saver, name, kind],
  );
  const field = useAutosave<unknown>({ serverValue, save, validate, equals: sameValue, keep });
  useRetryWhileUnavailable(field);

  const choices = options ?? spec.options ?? [];
  const show = (editor: unknown) => describeValue(kind, toStored(kind, editor), { options: choices, applicants });
  const required = isRequired(spec, data, saver.kind ?? '');
  const settled = field.status === 'failed' || field.status === 'conflict';
  // Unanswered as the server has it, and not being answered right now.
  const isMissing = required && !isAnswered(stored) && !isAnswered(field.value);
  const markMissing = useMarkMissing() && isMissing;
  const chrome: FieldChrome = {
    label: label ?? spec.label,
    withAsterisk: required,
    error: settled ? <AutosaveFieldStatus field={field} show={show} /> : markMissing ? STILL_NEEDED : undefined,
    description:
      field.status === 'saving' || field.status === 'kept' ? <AutosaveFieldStatus field={field} /> : description,
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
  };
  const props = { field, chrome };
  return (
    // Takes no box of its own, so the field stays a cell of its grid.
    <div style={{ display: 'contents' }} {...{ [MISSING_ANSWER_ATTR]: isMissing ? 'true' : undefined }}>
      <FieldControl
        kind={kind}
        props={props}
        choices={choices}
        required={required}
        applicants={applicants}
        placeholder={placeholder}
        bounds={numberBounds(spec)}
      />
    </div>
  );
}

function FieldControl({
  kind,
  props,
  choices,
  required,
  applicants,
  placeholder,
  bounds,
}: {
  kind: InputKind;
  props: { field: Autosave<unknown>; chrome: FieldChrome };
  choices: readonly FieldOption[];
  required: boolean;
  applicants: readonly ApplicantSummary[];
  placeholder?: string;
  bounds: ReturnType<typeof numberBounds>;
}) {
  switch (kind) {
    case 'long-text':
      return <TextControl {...props} multiline placeholder={placeholder} />;
    case 'email':
      return <TextControl {...props} type="email" placeholder={placeholder} />;
    case 'phone':
      return <TextControl {...props} type="tel" placeholder={placeholder} />;
    case 'date':
      return <DateControl {...props} />;
    case 'int':
      return <NumberControl {...props} {...bounds} />;
    case 'percent':
      return <NumberControl {...props} {...bounds} decimals suffix="%" />;
    case 'money':
      return <MoneyControl {...props} />;
    case 'choice':
      return <ChoiceControl {...props} options={choices} required={required} />;
    case 'yes-no':
      return <YesNoControl {...props} />;
    case 'country':
      return <CountryControl {...props} required={required} />;
    case 'owners':
      return <OwnersControl {...props} applicants={applicants} />;
    case 'applicants':
      return <ApplicantsControl {...props} applicants={applicants} />;
    case 'applicant':
      return <ApplicantControl {...props} applicants={applicants} required={required} />;
    case 'row':
      return <RowControl {...props} options={choices} required={required} />;
    case 'ages':
      return <TextControl {...props} placeholder={placeholder ?? 'For example 4, 7'} />;
    default:
      return <TextControl {...props} placeholder={placeholder} />;
  }
}
