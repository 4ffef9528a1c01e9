/**
 * The messages of single pages' rules (src/validation/*Rules.ts, newPasswordRule.ts, and the
 * forgot-password rule). Apart from validationShared.ts, so the login page's chunk does not carry them.
 * Read them through validation.ts.
 */
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
export const lengthBetween = (min: number, max: number) => `Tussen ${min} en ${max} karakters.`;
export const numeric = 'Alleen cijfers toegestaan.';
export const alphanumeric = 'Alleen letters en cijfers toegestaan.';
export const postcode = 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.';
export const passwordsDiffer = 'De wachtwoorden komen niet overeen.';
export const monthlyLimitRange = (min: string, max: string) => `Vul een bedrag in van ${min} tot en met ${max}.`;
export const amountCents = 'Vul een bedrag in met hoogstens twee cijfers achter de komma.';
export const lowCreditMinutesRange = (min: number, max: number) =>
  `Vul een aantal minuten in van ${min} tot en met ${max}.`;
export const plainAddressOnly =
  "Gebruik een e-mailadres met alleen de letters a-z, cijfers en . _ + ' - (geen letters met accenten of uit een ander schrift).";
export const staffPasswordMin = (n: number) =>
  `Een wachtwoord voor de supportdesk moet minimaal ${n} karakters bevatten.`;
export const staffPasswordGuessable =
  'Dit wachtwoord is te makkelijk te raden: het is bekend, of het bestaat uit een herhaald woord, je ' +
  'eigen naam, de naam van het bedrijf of van het portaal, een rij op het toetsenbord, een reeks of een ' +
  'jaartal. Kies een langer wachtwoord, bijvoorbeeld een paar losse woorden die niet bij elkaar horen.';
