/**
 * The rules of 'Nummer overzetten', for the form and the server alike: the numbers in the forms the
 * portal accepts (Dutch or E.164), a block of at most 100, the current provider, the customer's data as
 * that provider knows it, the date and the signature. The earliest and latest date come from the
 * server (Dutch working days and holidays are its to know).
 */
import { portingText } from '../text/porting';
import { postcode } from './extraRules';
import { compose, required, type Rule } from './rules';

const v = portingText.rules;

/** A block is at most this many numbers (COIN's rule for one request). */
export const MAX_PORTING_BLOCK = 100;

/** The current providers the form offers, by key; 'anders' for any other (COIN knows the holder of every number). */
export const PORTING_PROVIDERS = [
  { key: 'kpn', name: 'KPN' },
  { key: 'odido', name: 'Odido' },
  { key: 'vodafoneziggo', name: 'VodafoneZiggo' },
  { key: 'voys', name: 'Voys' },
  { key: 'ben', name: 'Ben' },
  { key: 'simyo', name: 'Simyo' },
  { key: 'youfone', name: 'Youfone' },
  { key: 'lebara', name: 'Lebara' },
  { key: 'anders', name: 'Anders' },
] as const;
export type PortingProvider = (typeof PORTING_PROVIDERS)[number]['key'];
export const OTHER_PROVIDER = 'anders';

export const isPortingProvider = (key: string): key is PortingProvider =>
  PORTING_PROVIDERS.some((provider) => provider.key === key);

/** A provider's name: the one the customer typed for 'Anders', else the list's. */
export function providerName(key: string, typed: string): string {
  if (key === OTHER_PROVIDER) return typed.trim() || (PORTING_PROVIDERS.find((p) => p.key === key)?.name ?? key);
  return PORTING_PROVIDERS.find((provider) => provider.key === key)?.name ?? key;
}

/**
 * A Dutch number in its national form ('0201234567'), from how people write it: spaces, dashes, dots
 * and brackets, '+31', '0031' or '31' before it, '(0)' after the country code. Null when it is no
 * Dutch number of 10 digits.
 */
export function portingNumber(value: string): string | null {
  let digits = value
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s\-./()]/g, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+31')) return null;
    digits = `0${digits.slice(3)}`;
  } else if (digits.startsWith('0031')) digits = `0${digits.slice(4)}`;
  else if (/^31\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
  return /^0[1-9]\d{8}$/.test(digits) ? digits : null;
}

export const portingNumberRule: Rule = (value) => required(value) ?? (portingNumber(value) ? undefined : v.number);

/** The last number of a block: empty for a single number. */
export const lastNumberRule: Rule = (value) => (value.trim() === '' || portingNumber(value) ? undefined : v.lastNumber);

/**
 * The numbers a request asks for, first to last, or why they cannot be: an empty `last` (or the
 * first again) is the one number.
 */
export function numberBlock(first: string, last: string | undefined): { numbers: string[] } | { error: string } {
  const from = portingNumber(first);
  if (!from) return { error: v.number };
  if (!last || last.trim() === '') return { numbers: [from] };
  const to = portingNumber(last);
  if (!to) return { error: v.lastNumber };
  const count = Number(to) - Number(from) + 1;
  if (count < 1) return { error: v.blockOrder };
  if (count > MAX_PORTING_BLOCK) return { error: v.blockSize(MAX_PORTING_BLOCK) };
  return {
    numbers: Array.from({ length: count }, (_, i) => `0${String(Number(from) + i).padStart(9, '0')}`),
  };
}

const between =
  (min: number, max: number, message: string): Rule =>
  (value) =>
    value.trim().length < min || value.trim().length > max ? message : undefined;

export const portingRules = {
  donor: ((value) => (isPortingProvider(value) ? undefined : v.donor)) as Rule,
  donorName: ((value) => (value.trim().length > 100 ? v.donorName : undefined)) as Rule,
  donorCustomerNumber: ((value) =>
    /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/.test(value.trim()) ? undefined : v.customerNumber) as Rule,
  company: between(2, 128, v.company),
  street: between(2, 100, v.street),
  houseNumber: ((value) => (/^[1-9]\d{0,4}$/.test(value.trim()) ? undefined : v.houseNumber)) as Rule,
  houseNumberAdd: ((value) => (/^[A-Za-z0-9]{0,10}$/.test(value.trim()) ? undefined : v.houseNumberAdd)) as Rule,
  postcode,
  city: between(2, 100, v.city),
  signature: compose(between(2, 100, v.signature), (value) => (/\p{L}/u.test(value) ? undefined : v.signature)),
} satisfies Record<string, Rule>;
export type PortingRuleField = keyof typeof portingRules;

/**
 * The typed fields of the customer's data as the current provider knows it (after the provider and
 * its name), in the form's order: the server checks them so, the desk's resend form shows them so.
 */
export const PORTING_PARTY_TEXT_FIELDS = [
  'donorCustomerNumber',
  'company',
  'street',
  'houseNumber',
  'houseNumberAdd',
  'postcode',
  'city',
] as const satisfies readonly PortingRuleField[];

/**
 * A date as people type it, 'dd-mm-jjjj' (also with '/' or '.', one-digit day or month) or
 * 'jjjj-mm-dd', as 'YYYY-MM-DD'; null when it is no date of the calendar.
 */
export function parsePortingDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dutch = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dutch ? [dutch[3], dutch[2], dutch[1]] : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/** 'YYYY-MM-DD' → 'dd-mm-jjjj', as the date fields show a date. */
export const dateFieldValue = (date: string): string => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/**
 * The date rule of a window from `earliest` to `latest` ('YYYY-MM-DD'); `shown` writes a date as the
 * message names it.
 */
export const dateInWindow =
  (earliest: string, latest: string, shown: (date: string) => string): Rule =>
  (value) => {
    const date = parsePortingDate(value);
    if (!date) return v.date;
    if (date < earliest) return v.dateTooEarly(shown(earliest));
    if (date > latest) return v.dateTooLate(shown(latest));
    return undefined;
  };

/** The authorisation's box must be ticked. */
export const authorisedRule = (checked: boolean): string | undefined => (checked ? undefined : v.authorised);
