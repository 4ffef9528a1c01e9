/** The blocked-number rule of requirements §5, for the blocked numbers page and the server. */
import * as v from '../text/validation';
import * as limits from './limits';
import type { Rule } from './rules';

/**
 * Strips what a number is written with: spaces and dashes ('06 1234-5678'), and the leading plus
 * (requirements §5), on the page and on the server alike.
 */
export const normalizeBlockedNumber = (value: string): string => value.replace(/[\s-]/g, '').replace(/^\+/, '');

export const blockedNumber: Rule = (value) => {
  const digits = normalizeBlockedNumber(value);
  const ok =
    /^\d+$/.test(digits) && digits.length >= limits.blockedNumberMin && digits.length <= limits.blockedNumberMax;
  return ok ? undefined : v.blockedNumber;
};
