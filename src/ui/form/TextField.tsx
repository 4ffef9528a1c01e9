import { useId, useRef, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import type { AsyncRule, Rule } from '../../validation/rules';
import { describedBy, FieldErrorAndHint } from './FieldMessages';
import { usePointerHeld } from './pointerHeld';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: string;
  /** A rule, or one that answers later (its module loaded on demand); final-form waits for it on submit. */
  validate?: Rule | AsyncRule;
  /** Extra help below the input, linked with aria-describedby. */
  hint?: string;
  /**
   * A rule the value breaks that does not block the save (the account page's): shown at once as a
   * warning, in colour with an icon, and the field is marked invalid for screen readers.
   */
  warning?: string;
  /** A multi-line field: a `<textarea>` of this many rows (the input attributes above are not passed to it). */
  rows?: number;
}

/**
 * The one form field of the portal, single- or multi-line: label, id, aria-invalid and
 * aria-describedby wired once. Errors show after a submit was tried, or once the field was left;
 * left by a tap elsewhere, once that tap is over (pointerHeld.ts), and from then on as it changes.
 */
export function TextField({ name, label, validate, hint, warning, rows, ...inputProps }: TextFieldProps) {
  const id = useId();
  const pointerHeld = usePointerHeld();
  const revealed = useRef(false);
  const warningId = `${id}-warning`;
  return (
    <Field<string> name={name} validate={validate ? (value) => validate(value ?? '') : undefined}>
      {({ input, meta }) => {
        if (!meta.touched && !meta.submitFailed) revealed.current = false;
        else if (meta.submitFailed || !pointerHeld) revealed.current = true;
        const error = revealed.current && typeof meta.error === 'string' ? meta.error : undefined;
        const control = {
          ...input,
          value: input.value ?? '',
          id,
          'aria-invalid': error || warning ? true : undefined,
          'aria-describedby': describedBy(id, { warning, hint, error }),
        };
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            {rows ? <textarea {...control} rows={rows} /> : <input {...inputProps} {...control} />}
            {warning ? (
              <p id={warningId} className="field-warning">
                {warning}
              </p>
            ) : null}
            <FieldErrorAndHint id={id} error={error} hint={hint} />
          </div>
        );
      }}
    </Field>
  );
}
