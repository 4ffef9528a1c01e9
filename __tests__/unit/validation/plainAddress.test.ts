import addressparser from 'nodemailer/lib/addressparser';
import { changedEmail } from '../../../src/validation/accountRules';
import { extraUserEmail } from '../../../src/validation/extraRules';
import { isEmail, loginEmail } from '../../../src/validation/rules';

/**
 * One address rule for the app and the server (requirements §5), strict enough that a mailer reads
 * what passes as exactly the one recipient that was typed: no display name, list or group.
 */
const tricks = [
  '<attacker@evil.com>x.nl',
  'victim,attacker@evil.com',
  'victim@demo.test,attacker@evil.com',
  'victim@demo.test;attacker@evil.com',
  'Naam <attacker@evil.com>',
  '"victim@demo.test" <attacker@evil.com>',
  '"a b"@demo.test',
  'victim@demo.test attacker@evil.com',
  'groep: attacker@evil.com;',
  'victim(comment)@demo.test',
  'victim@demo.test(attacker@evil.com)',
  'vic\\tim@demo.test',
  'victim@[127.0.0.1]',
  'victim@demo.test\nBcc: attacker@evil.com',
  'a..b@demo.test',
  '.a@demo.test',
  'a@-demo.test',
];

const plain = ['admin@demo.test', 'jan.de-vries+factuur@bedrijf.nl', "o'brien@example.co.uk", 'a_b@sub.domein.nl'];

test.each(tricks)('refuses %j, which a mailer would read as another or more recipients', (value) => {
  expect(isEmail(value)).toBe(false);
  expect(loginEmail(value)).toBe('Ongeldige e-mail');
  expect(extraUserEmail(value)).toBe('Ongeldige e-mail');
  expect(changedEmail(value)).toBe('Het ingevulde e-mail adres is niet correct');
});

test.each(plain)('accepts %j, read by nodemailer as exactly that one recipient', (value) => {
  expect(isEmail(value)).toBe(true);
  expect(addressparser(value, { flatten: true })).toEqual([{ name: '', address: value }]);
});

test('whatever passes the rule is one recipient equal to the input (generated addresses)', () => {
  const pieces = [
    'a',
    'Z',
    '0',
    '.',
    '-',
    '_',
    '+',
    "'",
    '<',
    '>',
    ',',
    ';',
    ':',
    '"',
    ' ',
    '(',
    ')',
    '@',
    '\\',
    '[',
    ']',
    'é',
  ];
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  let passed = 0;
  for (let i = 0; i < 20_000; i += 1) {
    const local = Array.from({ length: 1 + (next() % 6) }, () => pieces[next() % pieces.length]).join('');
    const domain = Array.from({ length: 1 + (next() % 6) }, () => pieces[next() % pieces.length]).join('');
    const value = `${local}@${domain}.nl`;
    if (!isEmail(value)) continue;
    passed += 1;
    expect(addressparser(value, { flatten: true })).toEqual([{ name: '', address: value }]);
  }
  expect(passed).toBeGreaterThan(100);
});
