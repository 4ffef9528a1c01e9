/**
 * The extra user and extra number rules of requirements §5, shared by the bundle pages and the server. Kept
 * apart from rules.ts: webpack keeps a module's used exports in every chunk that holds a copy of it,
 * so these would otherwise grow the login page's first visit.
 */
import * as v from '../text/validation';
import { plainAddress } from './addressRules';
import * as limits from './limits';
import { newPassword } from './newPasswordRule';
import { compose, minLength, required, type Rule } from './rules';

export const extraUserEmail = /*#__PURE__*/ compose(
  required,
  /*#__PURE__*/ minLength(limits.extraUserEmailMin),
  /*#__PURE__*/ plainAddress(),
);
// Beyond the 4 of requirements §5: a password being set has at least 8 characters (newPasswordRule.ts).
export const extraUserPassword = newPassword;
const POSTCODE = /^([1-9]\d{3}) ?([A-Za-z]{2})$/;
export const postcode: Rule = /*#__PURE__*/ compose(required, (value) =>
  POSTCODE.test(value.trim()) ? undefined : v.postcode,
);
/** '1234ab', '1234 AB' and ' 1234Ab ' all become '1234 AB'; anything else is returned trimmed. */
export const normalizePostcode = (value: string): string => {
  const match = POSTCODE.exec(value.trim());
  return match ? `${match[1]} ${match[2]?.toUpperCase()}` : value.trim();
};
/** The house number and name of an extra-number request (requirements §5: required). */
export const extraNumberHouseNumber: Rule = required;
export const extraNumberName: Rule = required;
