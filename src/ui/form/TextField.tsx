import { useId, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import type { Rule } from '../../validation/rules';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: string;
  validate?: Rule;
  /** Extra help below the input, linked with aria-describedby. */
  hint?: string;
}

/**
 * The one form field of the portal: label, id, aria-invalid and aria-describedby wired once.
 * Errors show after the field was touched or a submit was tried.
 */
export function TextField({ name, label, validate, hint, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Field<string> name={name} validate={validate ? (value) => validate(value ?? '') : undefined}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
        const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            <input
              {...inputProps}
              {...input}
              value={input.value ?? ''}
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            {hint ? (
              <p id={hintId} className="field-hint">
                {hint}
              </p>
            ) : null}
            {error ? (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
