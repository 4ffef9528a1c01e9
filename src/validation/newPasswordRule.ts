/**
 * The rule for a password being set (password change, reset, extra user): at least 8 characters.
 * The server checks the same length and also refuses the most used passwords (server/auth/newPassword.ts);
 * logging in keeps the spec's rule of 5 for existing passwords. A module of its own, so the login
 * page's chunk does not carry it.
 */
import * as validationTexts from '../text/validation';
import { compose, minLength, required } from './rules';

export const NEW_PASSWORD_MIN = 8;

export const newPassword = /*#__PURE__*/ compose(
  required,
  /*#__PURE__*/ minLength(NEW_PASSWORD_MIN, /*#__PURE__*/ validationTexts.newPasswordMin(NEW_PASSWORD_MIN)),
);
