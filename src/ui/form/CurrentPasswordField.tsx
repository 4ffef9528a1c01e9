import { required } from '../../validation/rules';
import { TextField } from './TextField';

/**
 * The current password, asked again before a change to the login (its address, its password, a second
 * step switched off): required, and offered by password managers as the current one.
 */
export function CurrentPasswordField({
  name = 'currentPassword',
  ...props
}: {
  name?: string;
  label: string;
  hint?: string;
}) {
  return <TextField name={name} type="password" autoComplete="current-password" validate={required} {...props} />;
}
