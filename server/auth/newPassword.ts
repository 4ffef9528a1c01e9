import { check as isCommonPassword } from 'dumb-passwords';
import { newPassword } from '../../src/validation/newPasswordRule';
import { t } from '../base/text';

/**
 * The rule for a password being set (password change, reset, extra user): the forms' own rule (at
 * least 8 characters, src/validation/newPasswordRule.ts) and not one of the most used passwords.
 * Returns the Dutch message, or null when it may be used.
 */
export function newPasswordError(password: string): string | null {
  const formRule = newPassword(password);
  if (formRule) return formRule;
  if (isCommonPassword(password)) return t.auth.newPasswordCommon;
  return null;
}
