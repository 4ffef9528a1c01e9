import { useId } from 'react';
import { Field } from 'react-final-form';
import type { Rule } from '../../validation/rules';

/**
 * A multi-line field wired like the shared TextField (label, id, aria-invalid, aria-describedby);
 * errors show after the field was touched or a submit was tried.
 */
export function MessageField({ name, label, validate }: { name: string; label: string; validate: Rule }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name} validate={(value) => validate(value ?? '')}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            <textarea
              {...input}
              value={input.value ?? ''}
              id={id}
              rows={5}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
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
