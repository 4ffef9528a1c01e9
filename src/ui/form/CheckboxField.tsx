import { useId } from 'react';
import { Field } from 'react-final-form';
import './checkboxField.css';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** A box that must be ticked (an authorisation): its message, shown once a submit was tried. */
  validate?: (checked: boolean) => string | undefined;
}

/** A yes/no choice of a form: the box before its label, with a hint and a message linked by aria-describedby. */
export function CheckboxField({ name, label, hint, validate }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field<boolean>
      name={name}
      type="checkbox"
      validate={validate ? (checked) => validate(Boolean(checked)) : undefined}
    >
      {({ input, meta }) => {
        const error = meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
        return (
          <div className="field field-checkbox">
            <input
              type="checkbox"
              id={id}
              name={input.name}
              checked={Boolean(input.checked)}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
            />
            <label htmlFor={id}>{label}</label>
            {error ? (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
            {hint ? (
              <p id={hintId} className="field-hint">
                {hint}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
