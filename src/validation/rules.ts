/**
 * The rules of spec section 5 as pure functions. Each returns a Dutch message, or undefined when
 * the value is valid. Forms and the reference server both use them.
 */
import { validationTexts } from '../text/validation';
import { limits } from './limits';

export type Rule = (value: string) => string | undefined;

const v = validationTexts;
// Pragmatic address check: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);

/** Runs rules in order and returns the first message. */
export const compose =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message) return message;
    }
    return undefined;
  };

export const required: Rule = (value) => (value.trim() === '' ? v.required : undefined);
export const minLength =
  (n: number, message: string = v.minChars(n)): Rule =>
  (value) =>
    value.length > 0 && value.length < n ? message : undefined;
export const maxLength =
  (n: number, message: string = v.maxChars(n)): Rule =>
  (value) =>
    value.length > n ? message : undefined;
export const email =
  (message: string = v.invalidEmail): Rule =>
  (value) =>
    value.length > 0 && !isEmail(value) ? message : undefined;
export const numeric: Rule = (value) => (value.length > 0 && !/^\d+$/.test(value) ? v.numeric : undefined);
export const alphanumeric: Rule = (value) =>
  value.length > 0 && !/^[A-Za-z0-9]+$/.test(value) ? v.alphanumeric : undefined;
export const lengthBetween =
  (min: number, max: number): Rule =>
  (value) =>
    value.length > 0 && (value.length < min || value.length > max) ? v.lengthBetween(min, max) : undefined;

// ---------- session ----------

export const loginEmail = compose(required, minLength(limits.loginEmailMin, v.loginEmailMin(limits.loginEmailMin)), email());
export const loginPassword = compose(required, minLength(limits.loginPasswordMin, v.passwordMin(limits.loginPasswordMin)));
/** The repeated new password: a message when it is filled in and differs from the first one. */
export const passwordsMatch = (password: string, repeat: string): string | undefined =>
  repeat !== '' && repeat !== password ? v.passwordsDiffer : undefined;
export const forgotPasswordEmail = compose(
  required,
  minLength(limits.forgotEmailMin, v.forgotEmailMin(limits.forgotEmailMin)),
  maxLength(limits.forgotEmailMax, v.forgotEmailMax(limits.forgotEmailMax)),
  email(v.forgotInvalidEmail),
);

// ---------- numbers ----------

/** Strips the leading plus that a blocked number may be typed with (spec 5). */
export const normalizeBlockedNumber = (value: string): string => value.trim().replace(/^\+/, '');

export const blockedNumber: Rule = (value) => {
  const digits = normalizeBlockedNumber(value);
  const ok = /^\d+$/.test(digits) && digits.length >= limits.blockedNumberMin && digits.length <= limits.blockedNumberMax;
  return ok ? undefined : v.blockedNumber;
};

const NUMBER_NAME = /^[\p{L}\p{M}0-9_ ]+$/u;
export const numberName: Rule = (value) =>
  value.length >= limits.numberNameMin && value.length <= limits.numberNameMax && NUMBER_NAME.test(value) && value.trim() !== ''
    ? undefined
    : v.numberName;

// ---------- extra users and numbers ----------

export const extraUserEmail = compose(required, minLength(limits.extraUserEmailMin), email());
export const extraUserPassword = compose(required, minLength(limits.extraUserPasswordMin));
export const postcode: Rule = compose(required, (value) =>
  /^[1-9]\d{3} ?[A-Za-z]{2}$/.test(value.trim()) ? undefined : v.postcode,
);

// ---------- account ----------

export const accountRules = {
  mobile: compose(required, numeric, lengthBetween(10, 14)),
  address: compose(required, lengthBetween(3, 30)),
  number: compose(required, numeric, lengthBetween(1, 4)),
  numberadd: maxLength(10),
  city: compose(required, lengthBetween(3, 30)),
  zip: compose(required, lengthBetween(6, 7)),
  company: lengthBetween(2, 128),
  coc: compose(numeric, lengthBetween(8, 12)),
  companyemail: compose(email(), lengthBetween(5, 100)),
  voicemailEmail: compose(email(), maxLength(100)),
  iban: compose(required, alphanumeric, lengthBetween(10, 34)),
  ponumber: maxLength(128),
} satisfies Record<string, Rule>;
export type AccountRuleField = keyof typeof accountRules;

export const changedEmail = compose(
  (value) => (value.trim() === '' ? v.emailChange : undefined),
  minLength(limits.loginEmailMin, v.emailChange),
  email(v.emailChange),
);

// ---------- tickets ----------

export const ticketText = compose(required, minLength(limits.ticketTextMin, v.ticketMessageMin(limits.ticketTextMin)));
