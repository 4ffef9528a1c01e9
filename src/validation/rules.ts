/**
 * The rules of requirements §5 as pure functions. Each returns a Dutch message, or undefined when
 * the value is valid. Forms and the reference server both use them.
 */
import * as v from '../text/validation';
import * as limits from './limits';

export type Rule = (value: string) => string | undefined;
/** A rule whose code is loaded when first used (e.g. the staff password rule and its word lists). */
export type AsyncRule = (value: string) => Promise<string | undefined>;

/**
 * One plain address and nothing else: dot-separated words of letters, digits and `_ + - '` before the
 * '@', a host name of letters, digits and hyphens with a top-level part after it. No display name,
 * angle brackets, commas, quotes, comments or spaces, which a mailer would read as another recipient
 * or as several (docs/security.md).
 */
const EMAIL =
  /^[\p{L}\p{N}_+'-]+(?:\.[\p{L}\p{N}_+'-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,}$/u;

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
// The forgot-password page's rule: src/validation/forgotPasswordRule.ts (the login page's copy of
// this file does not carry it, nor its messages).

// Extra users and numbers: src/validation/extraRules.ts (a module of their own, so the login
// page's copy of this file does not carry them).

// ---------- account, blocked numbers ----------
// In accountRules.ts and blockedNumberRules.ts: a module's used exports are counted over the whole app,
// so rules that live here would ride along in the login page's chunk.

// Numbers, tickets and the repeated password: src/validation/pageRules.ts.
