import { accountRules, changedEmail } from '../../../src/validation/accountRules';
import { isPlainAddress, staffEmail } from '../../../src/validation/addressRules';
import { extraUserEmail } from '../../../src/validation/extraRules';
import { loginEmail } from '../../../src/validation/rules';

/**
 * Every address the portal is given to mail or to log in with (a new login address, an extra user,
 * the invoice and voicemail addresses, a staff account) is one plain address of a-z, digits and
 * `. _ + ' -`: no list, no quotes, and no letter that merely looks like one of those.
 */
const LETTERS =
  "Gebruik een e-mailadres met alleen de letters a-z, cijfers en . _ + ' - (geen letters met accenten of uit een ander schrift).";

const lookAlikes: Array<[string, string]> = [
  ['jаn@voorbeeld.nl', 'a Cyrillic а in the local part'],
  ['jan@vооrbeeld.nl', 'Cyrillic о in the domain'],
  ['jan@voorbeeld.nІ', 'a Cyrillic І in the top-level domain'],
  ['ｊａｎ@voorbeeld.nl', 'full-width letters'],
  ['jan@xn--vrbeeld-0ya.nl', 'an internationalised domain in its ASCII form'],
  ['jan@voorbeeld.xn--p1ai', 'a punycode top-level domain'],
  ['jöran@voorbeeld.nl', 'a letter with an accent'],
];

const lists = ['a@b.nl,c@d.nl', 'a@b.nl;c@d.nl', '"jan"@voorbeeld.nl', '"a,b"@voorbeeld.nl', 'Jan <jan@voorbeeld.nl>'];

const newAddressRules = {
  extraUserEmail,
  staffEmail,
  companyemail: accountRules.companyemail,
  voicemailEmail: accountRules.voicemailEmail,
  changedEmail,
};

test.each(lookAlikes)('refuses %j (%s) wherever an address is given', (value) => {
  expect(isPlainAddress(value)).toBe(false);
  for (const [name, rule] of Object.entries(newAddressRules)) expect([name, rule(value)]).toEqual([name, LETTERS]);
});

test.each(lists)('refuses %j, more than one plain address, with the field’s own message', (value) => {
  expect(isPlainAddress(value)).toBe(false);
  expect(extraUserEmail(value)).toBe('Ongeldige e-mail');
  expect(accountRules.companyemail(value)).toBe('Ongeldige e-mail');
  expect(accountRules.voicemailEmail(value)).toBe('Ongeldige e-mail');
  expect(changedEmail(value)).toBe('Het ingevulde e-mail adres is niet correct');
  expect(staffEmail(value)).toBe('Het ingevulde e-mail adres is niet correct');
});

test('takes plain addresses, in any case, and leaves the login form able to find older logins', () => {
  for (const value of ['jan.de-vries+factuur@bedrijf.nl', "o'brien@example.co.uk", 'J.Jansen@Voorbeeld.NL']) {
    expect(isPlainAddress(value)).toBe(true);
    for (const [name, rule] of Object.entries(newAddressRules)) expect([name, rule(value)]).toEqual([name, undefined]);
  }
  expect(isPlainAddress(`${'a'.repeat(65)}@voorbeeld.nl`)).toBe(false);
  expect(isPlainAddress('jan@voorbeeld.123')).toBe(false);
  expect(extraUserEmail('jan@voorbeeld.123')).toBe('Ongeldige e-mail');
  // Logging in is not setting an address: a login made before the rule still logs in.
  expect(loginEmail('jöran@voorbeeld.nl')).toBeUndefined();
  // Empty: the invoice and voicemail addresses are optional.
  expect(accountRules.voicemailEmail('')).toBeUndefined();
  expect(staffEmail('')).toBe('Veld is verplicht');
});
