import { accountRules, changedEmail } from '../../../src/validation/accountRules';
import { blockedNumber, normalizeBlockedNumber } from '../../../src/validation/blockedNumberRules';
import {
  extraNumberHouseNumber,
  extraNumberName,
  extraUserEmail,
  extraUserPassword,
  normalizePostcode,
  postcode,
} from '../../../src/validation/extraRules';
import { forgotPasswordEmail } from '../../../src/validation/forgotPasswordRule';
import { numberName, passwordsMatch, ticketSubject, ticketText } from '../../../src/validation/pageRules';
import { loginEmail, loginPassword } from '../../../src/validation/rules';

describe('validation rules of requirements §5', () => {
  it('checks the login e-mail and password with the spec texts', () => {
    expect(loginEmail('')).toBe('Veld is verplicht');
    expect(loginEmail('a@b')).toBe('E-mail moet minimaal 4 karakters bevatten.');
    expect(loginEmail('geen-adres')).toBe('Ongeldige e-mail');
    expect(loginEmail('admin@demo.test')).toBeUndefined();
    expect(loginPassword('')).toBe('Veld is verplicht');
    expect(loginPassword('1234')).toBe('Wachtwoord moet minimaal 5 karakters bevatten.');
    expect(loginPassword('12345')).toBeUndefined();
  });

  it('checks that the repeated new password matches, once it is filled in', () => {
    expect(passwordsMatch('Geheim123', '')).toBeUndefined();
    expect(passwordsMatch('Geheim123', 'Geheim12')).toBe('De wachtwoorden komen niet overeen.');
    expect(passwordsMatch('Geheim123', 'geheim123')).toBe('De wachtwoorden komen niet overeen.');
    expect(passwordsMatch('Geheim123', 'Geheim123')).toBeUndefined();
  });

  it('checks the forgot-password e-mail between 5 and 100 characters', () => {
    expect(forgotPasswordEmail('')).toBe('Veld is verplicht');
    expect(forgotPasswordEmail('a@b.')).toMatch(/minimaal 5/);
    expect(forgotPasswordEmail(`${'a'.repeat(96)}@b.nl`)).toMatch(/maximaal 100/);
    expect(forgotPasswordEmail('x@y.nl')).toBeUndefined();
  });

  it('accepts blocked numbers of 7 to 16 digits after stripping a leading plus', () => {
    expect(normalizeBlockedNumber(' +31612345678 ')).toBe('31612345678');
    expect(blockedNumber('+31612345678')).toBeUndefined();
    expect(blockedNumber('1234567')).toBeUndefined();
    expect(blockedNumber('1234567890123456')).toBeUndefined();
    for (const bad of ['', '123456', '12345678901234567', '06.1234567', '++31612345678', 'abcdefgh']) {
      expect(blockedNumber(bad)).toBe('Het ingevulde nummer is niet correct');
    }
  });

  it('accepts number names of 1 to 15 letters (accented too), digits, underscore and space', () => {
    for (const good of ['Kantoor', 'Café Zoë', 'lijn_2', 'A', 'Één twee drie 4'])
      expect(numberName(good)).toBeUndefined();
    for (const bad of ['', 'Kantoor!', 'naam-met-streep', 'a'.repeat(16), '   '])
      expect(numberName(bad)).toMatch(/niet correct/);
  });

  it('checks Dutch postcodes', () => {
    expect(postcode('1234 AB')).toBeUndefined();
    expect(postcode('1234ab')).toBeUndefined();
    expect(postcode('0123 AB')).toBeDefined();
    expect(postcode('1234 A')).toBeDefined();
    expect(postcode(' 1234Ab ')).toBeUndefined();
    expect(postcode('1234  AB')).toBe('Vul een geldige postcode in, bijvoorbeeld 1234 AB.');
    expect(postcode('')).toBe('Veld is verplicht');
  });

  it("normalises postcodes: '1234ab' and '1234 AB' are the same", () => {
    expect(normalizePostcode('1234ab')).toBe('1234 AB');
    expect(normalizePostcode('1234 AB')).toBe('1234 AB');
    expect(normalizePostcode(' 1234Ab ')).toBe('1234 AB');
    expect(normalizePostcode('0123ab')).toBe('0123ab');
  });

  it('checks the extra user e-mail and password', () => {
    expect(extraUserEmail('')).toBe('Veld is verplicht');
    expect(extraUserEmail('x@demo')).toBe('Ongeldige e-mail');
    expect(extraUserEmail('nieuw@demo.test')).toBeUndefined();
    // A password being set: at least 8 (the security hardening's rule, beyond the 4 of requirements §5).
    expect(extraUserPassword('abcdefg')).toBe('Een nieuw wachtwoord moet minimaal 8 karakters bevatten.');
    expect(extraUserPassword('abcdefgh')).toBeUndefined();
  });

  it('requires the house number and name of an extra-number request', () => {
    expect(extraNumberHouseNumber(' ')).toBe('Veld is verplicht');
    expect(extraNumberHouseNumber('12a')).toBeUndefined();
    expect(extraNumberName('')).toBe('Veld is verplicht');
    expect(extraNumberName('Bakkerij Jansen')).toBeUndefined();
  });

  it('checks account fields with their lengths and formats', () => {
    expect(accountRules.mobile('0612345678')).toBeUndefined();
    expect(accountRules.mobile('06123')).toBeDefined();
    expect(accountRules.mobile('06-12345678')).toBeDefined();
    expect(accountRules.iban('NL91ABNA0417164300')).toBeUndefined();
    expect(accountRules.iban('NL91 ABNA')).toBeDefined();
    expect(accountRules.numberadd('a'.repeat(11))).toBeDefined();
    expect(accountRules.company('')).toBeUndefined();
    expect(accountRules.zip('1234AB')).toBeUndefined();
  });

  it('checks a changed e-mail address and ticket texts', () => {
    expect(changedEmail('nieuw@demo.test')).toBeUndefined();
    expect(changedEmail('fout')).toBe('Het ingevulde e-mail adres is niet correct');
    expect(ticketText('te kort')).toBe('Bericht dient minimaal 10 tekens te bevatten.');
    expect(ticketText('Dit is lang genoeg')).toBeUndefined();
    expect(ticketSubject('te kort')).toBe('Onderwerp dient minimaal 10 tekens te bevatten.');
    expect(ticketSubject('')).toBe('Veld is verplicht');
    expect(ticketSubject('Dit is lang genoeg')).toBeUndefined();
  });
});
