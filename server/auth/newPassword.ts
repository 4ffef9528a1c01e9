import { check as isCommonPassword } from 'dumb-passwords';
import { validationTexts } from '../../src/text/validation';
import { t } from '../text';

import { NEW_PASSWORD_MIN } from '../../src/validation/newPasswordRule';

/** Shortest new password (the app's forms check the same); the login form keeps the spec's own rule (5). */
export const MIN_NEW_PASSWORD = NEW_PASSWORD_MIN;

/**
 * The rule for a password being set (password change, reset, extra user): at least 8 characters and
 * not one of the most used passwords. Returns the Dutch message, or null when it may be used.
 */
export function newPasswordError(password: string): string | null {
  if (!password) return validationTexts.required;
  if (password.length < MIN_NEW_PASSWORD) return t.auth.newPasswordTooShort(MIN_NEW_PASSWORD);
  if (isCommonPassword(password)) return t.auth.newPasswordCommon;
  return null;
}
