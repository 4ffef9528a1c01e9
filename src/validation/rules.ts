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

// Rules are built once at module level; the annotations let a bundle drop the ones a page does not use.

// ---------- session ----------

export const loginEmail = /*#__PURE__*/ compose(
  required,
  /*#__PURE__*/ minLength(limits.loginEmailMin, /*#__PURE__*/ v.loginEmailMin(limits.loginEmailMin)),
  /*#__PURE__*/ email(),
);
export const loginPassword = /*#__PURE__*/ compose(
  required,
  /*#__PURE__*/ minLength(limits.loginPasswordMin, /*#__PURE__*/ v.passwordMin(limits.loginPasswordMin)),
);
/** The repeated new password: a message when it is filled in and differs from the first one. */
export const passwordsMatch = (password: string, repeat: string): string | undefined =>
  repeat !== '' && repeat !== password ? v.passwordsDiffer : undefined;
export const forgotPasswordEmail = /*#__PURE__*/ compose(
  required,
  /*#__PURE__*/ minLength(limits.forgotEmailMin, /*#__PURE__*/ v.forgotEmailMin(limits.forgotEmailMin)),
  /*#__PURE__*/ maxLength(limits.forgotEmailMax, /*#__PURE__*/ v.forgotEmailMax(limits.forgotEmailMax)),
  /*#__PURE__*/ email(v.forgotInvalidEmail),
);

// ---------- numbers ----------

/** Strips the leading plus that a blocked number may be typed with (spec 5). */
export const normalizeBlockedNumber = (value: string): string => value.trim().replace(/^\+/, '');

export const blockedNumber: Rule = (value) => {
  const digits = normalizeBlockedNumber(value);
  const ok =
    /^\d+$/.test(digits) && digits.length >= limits.blockedNumberMin && digits.length <= limits.blockedNumberMax;
  return ok ? undefined : v.blockedNumber;
};

const NUMBER_NAME = /^[\p{L}\p{M}0-9_ ]+$/u;
export const numberName: Rule = (value) =>
  value.length >= limits.numberNameMin &&
  value.length <= limits.numberNameMax &&
  NUMBER_NAME.test(value) &&
  value.trim() !== ''
    ? undefined
    : v.numberName;

// Extra users and numbers: src/validation/extraRules.ts (a module of their own, so the login
// page's copy of this file does not carry them).

// ---------- account ----------

export const accountRules = {
  mobile: /*#__PURE__*/ compose(required, numeric, /*#__PURE__*/ lengthBetween(10, 14)),
  address: /*#__PURE__*/ compose(required, /*#__PURE__*/ lengthBetween(3, 30)),
  number: /*#__PURE__*/ compose(required, numeric, /*#__PURE__*/ lengthBetween(1, 4)),
  numberadd: /*#__PURE__*/ maxLength(10),
  city: /*#__PURE__*/ compose(required, /*#__PURE__*/ lengthBetween(3, 30)),
  zip: /*#__PURE__*/ compose(required, /*#__PURE__*/ lengthBetween(6, 7)),
  company: /*#__PURE__*/ lengthBetween(2, 128),
  coc: /*#__PURE__*/ compose(numeric, /*#__PURE__*/ lengthBetween(8, 12)),
  companyemail: /*#__PURE__*/ compose(/*#__PURE__*/ email(), /*#__PURE__*/ lengthBetween(5, 100)),
  voicemailEmail: /*#__PURE__*/ compose(/*#__PURE__*/ email(), /*#__PURE__*/ maxLength(100)),
  iban: /*#__PURE__*/ compose(required, alphanumeric, /*#__PURE__*/ lengthBetween(10, 34)),
  ponumber: /*#__PURE__*/ maxLength(128),
} satisfies Record<string, Rule>;
export type AccountRuleField = keyof typeof accountRules;

export const changedEmail = /*#__PURE__*/ compose(
  (value) => (value.trim() === '' ? v.emailChange : undefined),
  /*#__PURE__*/ minLength(limits.loginEmailMin, v.emailChange),
  /*#__PURE__*/ email(v.emailChange),
);

// ---------- tickets ----------

export const ticketText = /*#__PURE__*/ compose(
  required,
  /*#__PURE__*/ minLength(limits.ticketTextMin, /*#__PURE__*/ v.ticketMessageMin(limits.ticketTextMin)),
);
