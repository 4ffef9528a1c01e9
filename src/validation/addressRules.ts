/**
 * The rule for an address the portal will mail or let log in: a new login address, an extra user, the
 * invoice and voicemail addresses, a staff account. Stricter than the login form's shape check
 * (rules.ts), which must still find logins made before: one plain address of the letters a-z, digits
 * and `. _ + ' -`, nothing else (decisions/0074-plain-addresses.md).
 *
 * - No comma, space, quote, angle bracket or second '@': a mailer reads those as more recipients.
 * - No letter outside a-z: 'jаn@voorbeeld.nl' with a Cyrillic 'а', or a domain of look-alike letters,
 *   reads as someone else's address on a staff screen and in a mail client.
 * - No 'xn--' label: the ASCII form of such a domain (an IDN homograph) is the same trick spelled out.
 *
 * Shared by the forms and the server, so the page and the API refuse the same addresses.
 */
import * as v from '../text/validation';
import { compose, email, required, type Rule } from './rules';

const PLAIN = /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** A label in the ASCII form of an internationalised domain name. */
const PUNYCODE_LABEL = /(?:^|[.@])xn--/i;
// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/;
/** RFC 5321's limits: 64 characters before the '@', 254 in all. */
const MAX_LOCAL = 64;
const MAX_TOTAL = 254;

export const isPlainAddress = (value: string): boolean =>
  value.length <= MAX_TOTAL && value.indexOf('@') <= MAX_LOCAL && PLAIN.test(value) && !PUNYCODE_LABEL.test(value);

/**
 * An address as above; `message` when it has not even the shape of one (as the field's spec text says),
 * a message of its own when only its letters are the problem. Empty passes (`required` says so).
 */
export const plainAddress =
  (message?: string): Rule =>
  (value) => {
    if (value.length === 0) return undefined;
    const shape = email(message)(value);
    if (shape) return shape;
    if (isPlainAddress(value)) return undefined;
    // Plain letters but still no address ('jan@voorbeeld.123'): the field's own message.
    return ASCII.test(value) && !PUNYCODE_LABEL.test(value) ? (message ?? v.invalidEmail) : v.plainAddressOnly;
  };

/** What makes a mailer read more than one recipient, or another's address, into a value. */
const RECIPIENT_SEPARATORS = /[\s,;:<>"()[\]\\]/;

/**
 * The invoice and voicemail addresses are stored as typed (requirements §5: their rules do not block
 * the save), except what is a trick rather than a typing error: a list or a quoted, bracketed or
 * commented part, a second '@', or letters that only look like a-z. The form shows the full rule.
 */
export const storableAddress: Rule = (value) => {
  if (value === '') return undefined;
  if (!ASCII.test(value) || PUNYCODE_LABEL.test(value)) return v.plainAddressOnly;
  return RECIPIENT_SEPARATORS.test(value) || value.split('@').length > 2 ? v.invalidEmail : undefined;
};

/** The address a colleague is invited at ('Gebruikers en rechten'), in the form and on the server alike. */
export const invitationEmail: Rule = /*#__PURE__*/ compose(required, /*#__PURE__*/ plainAddress());

/** A staff account's address, in the desk's form and `npm run staff:add` alike. */
export const staffEmail: Rule = /*#__PURE__*/ compose(required, /*#__PURE__*/ plainAddress(v.emailChange));
