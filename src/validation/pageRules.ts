/**
 * The rules of single pages (numbers, tickets, the repeated new password), apart from rules.ts: a
 * module's used exports are counted over the whole app, so rules that live there ride along in the
 * login page's chunk.
 */
import * as v from '../text/validation';
import * as limits from './limits';
import { compose, minLength, required, type Rule } from './rules';

/** The repeated new password: a message when it is filled in and differs from the first one. */
export const passwordsMatch = (password: string, repeat: string): string | undefined =>
  repeat !== '' && repeat !== password ? v.passwordsDiffer : undefined;

const NUMBER_NAME = /^[\p{L}\p{M}0-9_ ]+$/u;
export const numberName: Rule = (value) =>
  value.length >= limits.numberNameMin &&
  value.length <= limits.numberNameMax &&
  NUMBER_NAME.test(value) &&
  value.trim() !== ''
    ? undefined
    : v.numberName;

export const ticketText = /*#__PURE__*/ compose(
  required,
  /*#__PURE__*/ minLength(limits.ticketTextMin, /*#__PURE__*/ v.ticketMessageMin(limits.ticketTextMin)),
);
/** The subject has the message's rule, and says it is the subject that is too short. */
export const ticketSubject = /*#__PURE__*/ compose(
  required,
  /*#__PURE__*/ minLength(limits.ticketTextMin, /*#__PURE__*/ v.ticketSubjectMin(limits.ticketTextMin)),
);
