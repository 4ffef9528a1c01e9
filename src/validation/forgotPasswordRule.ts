/**
 * The forgot-password page's rule (requirements §5): e-mail required, 5 to 100 characters, valid. A
 * module of its own, so the login page's chunk (which shares rules.ts) does not carry it.
 */
import * as v from '../text/validation';
import * as limits from './limits';
import { compose, email, maxLength, minLength, required } from './rules';

export const forgotPasswordEmail = /*#__PURE__*/ compose(
  required,
  /*#__PURE__*/ minLength(limits.forgotEmailMin, /*#__PURE__*/ v.forgotEmailMin(limits.forgotEmailMin)),
  /*#__PURE__*/ maxLength(limits.forgotEmailMax, /*#__PURE__*/ v.forgotEmailMax(limits.forgotEmailMax)),
  /*#__PURE__*/ email(v.forgotInvalidEmail),
);
