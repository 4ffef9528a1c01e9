/**
 * Dutch messages of the validation rules (src/validation/rules.ts), shared with the server. One
 * export each, read as `import * as v`: a page's chunk then carries only the messages its rules use.
 */
export const required = 'Veld is verplicht';
export const loginEmailMin = (n: number) => `E-mail moet minimaal ${n} karakters bevatten.`;
export const invalidEmail = 'Ongeldige e-mail';
export const passwordMin = (n: number) => `Wachtwoord moet minimaal ${n} karakters bevatten.`;
export const newPasswordMin = (n: number) => `Een nieuw wachtwoord moet minimaal ${n} karakters bevatten.`;
export const forgotInvalidEmail = 'Ongeldige e-mail';
export const forgotEmailMin = (n: number) => `E-mail moet minimaal ${n} karakters bevatten.`;
export const forgotEmailMax = (n: number) => `E-mail mag maximaal ${n} karakters bevatten.`;
export const blockedNumber = 'Het ingevulde nummer is niet correct';
export const numberName =
  'De naam is niet correct. De naam mag geen vreemde tekens of leestekens bevatten ' +
  'en mag niet langer zijn dan 15 karakters.';
export const emailChange = 'Het ingevulde e-mail adres is niet correct';
export const ticketMessageMin = (n: number) => `Bericht dient minimaal ${n} tekens te bevatten.`;
export const ticketSubjectMin = (n: number) => `Onderwerp dient minimaal ${n} tekens te bevatten.`;
export const minChars = (n: number) => `Minimaal ${n} karakters.`;
export const maxChars = (n: number) => `Maximaal ${n} karakters.`;
export const lengthBetween = (min: number, max: number) => `Tussen ${min} en ${max} karakters.`;
export const numeric = 'Alleen cijfers toegestaan.';
export const alphanumeric = 'Alleen letters en cijfers toegestaan.';
export const postcode = 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.';
export const passwordsDiffer = 'De wachtwoorden komen niet overeen.';
export const monthlyLimitRange = (min: string, max: string) => `Vul een bedrag in van ${min} tot en met ${max}.`;
export const lowCreditMinutesRange = (min: number, max: number) =>
  `Vul een aantal minuten in van ${min} tot en met ${max}.`;
