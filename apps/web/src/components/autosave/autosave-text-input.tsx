import { Textarea, TextInput } from '@mantine/core';
import { AutosaveFieldStatus } from './autosave-field-status';
import { type AutosaveOptions, useAutosave } from './use-autosave';

interface AutosaveTextProps extends AutosaveOptions<string> {
  label: string;
  multiline?: boolean;
  /** Reformats the text while typing (phone numbers). */
  format?: (typed: string) => string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  description?: string;
  minRows?: number;
}

/**
 * A text field that saves on blur (docs/spec/core-and-application.md §2: each value auto-saves on blur) and never drops
 * what was typed.
 */
export function AutosaveTextInput({
  label,
  multiline,
  format,
  type,
  placeholder,
  autoComplete,
  description,
  minRows,
  ...opts
}: AutosaveTextProps) {
  const field = useAutosave(opts);
  const shared = {
    label,
    placeholder,
    description,
    value: field.value,
    onBlur: () => void field.commit(),
    error: field.status === 'failed' || field.status === 'conflict' ? <AutosaveFieldStatus field={field} /> : undefined,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
  const statusLine = field.status === 'saving' ? <AutosaveFieldStatus field={field} /> : description;
  if (multiline)
    return (
      <Textarea
        {...shared}
        description={statusLine}
        autosize
        minRows={minRows ?? 4}
        onChange={(e) => field.setValue(e.currentTarget.value)}
      />
    );
  return (
    <TextInput
      {...shared}
      description={statusLine}
      type={type}
      autoComplete={autoComplete}
      onChange={(e) => field.setValue(format ? format(e.currentTarget.value) : e.currentTarget.value)}
    />
  );
}
