import { useField } from 'react-final-form';
import { accountText as t } from '../../text/account';
import { TextField, type TextFieldProps } from '../../ui/form/TextField';
import { fieldWarning, type EditableField } from './accountView';

/**
 * A field of the account form: the shared TextField with its rule of requirements §5 as a hint below it. The hint
 * guides, it does not block: the spec lets the save go through whatever the rule says.
 */
export function AccountField({
  name,
  hint,
  ...props
}: { name: EditableField; hint?: string } & Omit<TextFieldProps, 'name' | 'label' | 'hint' | 'validate'>) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const warning = fieldWarning(name, input.value ?? '');
  return <TextField name={name} label={t.labels[name]} hint={hint} warning={warning} {...props} />;
}

/**
 * A value the page shows but does not edit: text on the card rather than a field (no border, no
 * caret), with how to change it when `how` is given.
 */
export function ReadOnlyValue({ label, value, id, how }: { label: string; value: string; id: string; how?: string }) {
  return (
    <div className="field account-readonly">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} readOnly aria-readonly="true" aria-describedby={how ? `${id}-how` : undefined} />
      {how ? (
        <p id={`${id}-how`} className="field-hint">
          {how}
        </p>
      ) : null}
    </div>
  );
}
