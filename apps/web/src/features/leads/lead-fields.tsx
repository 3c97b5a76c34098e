import type { ReactNode } from 'react';

/*
 * The lead form's fields: native inputs with their label, hint and error tied together (aria-describedby,
 * aria-invalid), so a screen reader and a keyboard alone can fill the form.
 */

export type Errors = Partial<Record<string, string>>;

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="lc-error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  /** Called when the field is left, so a mistake is pointed out then rather than only on Next. */
  onBlur?: () => void;
}) {
  return (
    <div className="lc-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error)}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        onBlur={props.onBlur}
      />
      <FieldError id={props.id} message={props.error} />
    </div>
  );
}

export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
}) {
  return (
    <div className="lc-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error)}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        <option value="">Choose…</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={props.id} message={props.error} />
    </div>
  );
}

export function ChoiceField(props: {
  id: string;
  legend: ReactNode;
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  large?: boolean;
}) {
  return (
    <fieldset
      className={props.large ? 'lc-choices lc-choices-large' : 'lc-choices'}
      aria-describedby={describedBy(props.id, props.error)}
      id={props.id}
      tabIndex={-1}
    >
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o.value} className="lc-choice">
          <input
            type="radio"
            name={props.id}
            value={o.value}
            checked={props.value === o.value}
            onChange={() => props.onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
      <FieldError id={props.id} message={props.error} />
    </fieldset>
  );
}
