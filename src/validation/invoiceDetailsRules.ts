/**
 * The rules of the invoice details ('Factuurgegevens'), for the page and the server: the buyer's btw
 * number, and text that an XML file (the UBL e-invoice) can carry.
 */
import { invoiceDetailsText as t } from '../text/invoiceDetails';
import type { Rule } from './rules';

/** The form of each EU country's btw number (VIES), after its two-letter prefix. */
const VAT_FORMS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** A btw number as stored and printed: capitals, without spaces, dots or hyphens ('nl 1234.56.789.b01'). */
export const normalVatNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** An EU btw number by its country's form; empty is allowed (the field is optional). */
export const vatNumber: Rule = (value) => {
  const vat = normalVatNumber(value);
  if (vat === '') return undefined;
  const prefix = vat.slice(0, 2);
  const form = VAT_FORMS[prefix];
  if (!form) return t.vatPrefix;
  if (form.test(vat.slice(2))) return undefined;
  return prefix === 'NL' ? t.vatDutch : t.vatOther(prefix);
};

/**
 * Unicode non-characters (U+FFFE, U+FFFF, U+FDD0..U+FDEF and the last two of every plane): no keyboard
 * types them, XML 1.0 forbids some of them, and a mail or an e-invoice with one breaks.
 */
export const NON_CHARACTER = /\p{Noncharacter_Code_Point}/u;

export const storableText: Rule = (value) => (NON_CHARACTER.test(value) ? t.forbiddenCharacter : undefined);
