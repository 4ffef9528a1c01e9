import { useId } from 'react';
import { Field } from 'react-final-form';
import { portingText as t } from '../../text/porting';
import { describedBy, FieldErrorAndHint } from '../../ui/form/FieldMessages';
import { PORTING_PROVIDERS, portingRules } from '../../validation/portingRules';

/**
 * 'Huidige aanbieder': the providers of the list and 'Anders', no choice made at first. Its message
 * shows as a text field's does (ui/form/TextField.tsx), once a submit was tried or the list was left.
 */
export function ProviderField() {
  const id = useId();
  return (
    <Field<string> name="donor" validate={(value) => portingRules.donor(value ?? '')}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
        return (
          <div className="field">
            <label htmlFor={id}>{t.fields.donor}</label>
            <select
              {...input}
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, { error })}
            >
              <option value="">{t.fields.donorChoose}</option>
              {PORTING_PROVIDERS.map((provider) => (
                <option key={provider.key} value={provider.key}>
                  {provider.name}
                </option>
              ))}
            </select>
            <FieldErrorAndHint id={id} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
