/**
 * The rule for a staff member's password (the desk's set-up form and the server, docs/support.md):
 * stronger than a customer's, since a staff login opens every customer. At least 12 characters and
 * hard to guess by the estimate of guessEstimate.ts: not a known password, not a word repeated, a
 * keyboard row, a sequence or a year, and not built on a name the attacker knows first: the
 * product's, the provider's (and its company's) and the staff member's own. 12 random characters are
 * estimated at about 40 bits, a known word with a year far below. The server also refuses the 10,000
 * most used passwords (server/auth/staffPassword.ts). The word lists are large: the desk loads this
 * module on its set-up page only, in a chunk of its own.
 */
import * as validationTexts from '../text/validation';
import { estimatedGuessBits } from './guessEstimate';
import { compose, minLength, required, type Rule } from './rules';

export const STAFF_PASSWORD_MIN = 12;
/** About 10^11 guesses: beyond zxcvbn's highest score (10^10), within reach of 12 random characters. */
export const STAFF_PASSWORD_MIN_BITS = 36;

/**
 * The rule for the password of the staff member with these names: the provider's name and its
 * company's, the person's full name and address (the product's own are always counted).
 */
export const staffPassword = (names: readonly string[]): Rule =>
  compose(required, minLength(STAFF_PASSWORD_MIN, validationTexts.staffPasswordMin(STAFF_PASSWORD_MIN)), (value) =>
    estimatedGuessBits(value, names) < STAFF_PASSWORD_MIN_BITS ? validationTexts.staffPasswordGuessable : undefined,
  );
