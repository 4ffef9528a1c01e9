import { useId } from 'react';
import { Field } from 'react-final-form';
import { describedBy, FieldErrorAndHint } from './FieldMessages';
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
              aria-describedby={describedBy(id, { hint, error })}
            />
            <label htmlFor={id}>{label}</label>
            <FieldErrorAndHint id={id} error={error} hint={hint} />
          </div>
        );
      }}
    </Field>
  );
}
