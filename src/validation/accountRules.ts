/** The account and e-mail change rules of requirements §5, for the account pages and the server. */
import * as v from '../text/validation';
import { plainAddress } from './addressRules';
import * as limits from './limits';
import { compose, maxLength, minLength, required, type Rule } from './rules';

// Only the account rules use these; here they stay out of the chunks of pages that import rules.ts.
export const numeric: Rule = (value) => (value.length > 0 && !/^\d+$/.test(value) ? v.numeric : undefined);
export const alphanumeric: Rule = (value) =>
  value.length > 0 && !/^[A-Za-z0-9]+$/.test(value) ? v.alphanumeric : undefined;
export const lengthBetween =
  (min: number, max: number): Rule =>
  (value) =>
    value.length > 0 && (value.length < min || value.length > max) ? v.lengthBetween(min, max) : undefined;

export const accountRules = {
  mobile: /*#__PURE__*/ compose(required, numeric, /*#__PURE__*/ lengthBetween(10, 14)),
  address: /*#__PURE__*/ compose(required, /*#__PURE__*/ lengthBetween(3, 30)),
  number: /*#__PURE__*/ compose(required, numeric, /*#__PURE__*/ lengthBetween(1, 4)),
  numberadd: /*#__PURE__*/ maxLength(10),
  city: /*#__PURE__*/ compose(required, /*#__PURE__*/ lengthBetween(3, 30)),
  // Said as the extra-number form says it of the same field.
  zip: /*#__PURE__*/ compose(required, (value) => (value.length < 6 || value.length > 7 ? v.postcode : undefined)),
  company: /*#__PURE__*/ lengthBetween(2, 128),
  coc: /*#__PURE__*/ compose(numeric, /*#__PURE__*/ lengthBetween(8, 12)),
  companyemail: /*#__PURE__*/ compose(/*#__PURE__*/ plainAddress(), /*#__PURE__*/ lengthBetween(5, 100)),
  voicemailEmail: /*#__PURE__*/ compose(/*#__PURE__*/ plainAddress(), /*#__PURE__*/ maxLength(100)),
  iban: /*#__PURE__*/ compose(required, alphanumeric, /*#__PURE__*/ lengthBetween(10, 34)),
  ponumber: /*#__PURE__*/ maxLength(128),
} satisfies Record<string, Rule>;
export type AccountRuleField = keyof typeof accountRules;

export const changedEmail = /*#__PURE__*/ compose(
  (value) => (value.trim() === '' ? v.emailChange : undefined),
  /*#__PURE__*/ minLength(limits.loginEmailMin, v.emailChange),
  /*#__PURE__*/ plainAddress(v.emailChange),
);
