/** Dutch messages of the validation rules (src/validation/rules.ts), shared with the server. */
export const validationTexts = {
  required: 'Veld is verplicht',
  loginEmailMin: (n: number) => `E-mail moet minimaal ${n} karakters bevatten.`,
  invalidEmail: 'Ongeldige e-mail',
  passwordMin: (n: number) => `Wachtwoord moet minimaal ${n} karakters bevatten.`,
  newPasswordMin: (n: number) => `Een nieuw wachtwoord moet minimaal ${n} karakters bevatten.`,
  forgotInvalidEmail: 'Ongeldige e-mail',
  forgotEmailMin: (n: number) => `E-mail moet minimaal ${n} karakters bevatten.`,
  forgotEmailMax: (n: number) => `E-mail mag maximaal ${n} karakters bevatten.`,
  blockedNumber: 'Het ingevulde nummer is niet correct',
  numberName:
    'De naam is niet correct. De naam mag geen vreemde tekens of leestekens bevatten ' +
    'en mag niet langer zijn dan 15 karakters.',
  emailChange: 'Het ingevulde e-mail adres is niet correct',
  ticketMessageMin: (n: number) => `Bericht dient minimaal ${n} tekens te bevatten.`,
  minChars: (n: number) => `Minimaal ${n} karakters.`,
  maxChars: (n: number) => `Maximaal ${n} karakters.`,
  lengthBetween: (min: number, max: number) => `Tussen ${min} en ${max} karakters.`,
  numeric: 'Alleen cijfers toegestaan.',
  alphanumeric: 'Alleen letters en cijfers toegestaan.',
  postcode: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
  passwordsDiffer: 'De wachtwoorden komen niet overeen.',
} as const;
