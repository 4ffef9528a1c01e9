import { TextField } from '../../ui/form/TextField';
import type { Rule } from '../../validation/rules';

/** The values of a form that asks one code. */
export interface CodeValues {
  code?: string;
}

/** The code as sent: the digits without the spaces a user may type between them. */
export const codeDigits = (code: string): string => code.replace(/\s+/g, '');

/**
 * The 6 digits that switch a second step on (the app's first code, a mailed code): a numeric keyboard
 * on phones, one-time-code autofill, and room for spaces between the digits (`codeDigits` drops them).
 */
export function SixDigitCodeField({ label, hint, validate }: { label: string; hint: string; validate: Rule }) {
  return (
    <TextField
      name="code"
      label={label}
      hint={hint}
      validate={validate}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
    />
  );
}
