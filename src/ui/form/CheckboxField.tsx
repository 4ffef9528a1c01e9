import { useId } from 'react';
import { Field } from 'react-final-form';
import './checkboxField.css';

/** A yes/no choice of a form: the box before its label, with a hint linked by aria-describedby. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <div className="field field-checkbox">
          <input
            type="checkbox"
            id={id}
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            aria-describedby={hint ? hintId : undefined}
          />
          <label htmlFor={id}>{label}</label>
          {hint ? (
            <p id={hintId} className="field-hint">
              {hint}
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
