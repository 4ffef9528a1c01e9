/**
 * The messages of the shared rules in src/validation/rules.ts. That module is shared by the login
 * page and most forms, so every message it carries rides along in the login page's chunk: the
 * messages of single pages live in validationPages.ts instead. Read them through validation.ts.
 */
export const required = 'Veld is verplicht';
export const loginEmailMin = (n: number) => `E-mail moet minimaal ${n} karakters bevatten.`;
export const invalidEmail = 'Ongeldige e-mail';
export const passwordMin = (n: number) => `Wachtwoord moet minimaal ${n} karakters bevatten.`;
export const minChars = (n: number) => `Minimaal ${n} karakters.`;
export const maxChars = (n: number) => `Maximaal ${n} karakters.`;
