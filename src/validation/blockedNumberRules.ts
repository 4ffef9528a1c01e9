/** The blocked-number rule of requirements §5, for the blocked numbers page and the server. */
import * as v from '../text/validation';
import { limits } from './limits';
import type { Rule } from './rules';

/** Strips the leading plus that a blocked number may be typed with (requirements §5). */
export const normalizeBlockedNumber = (value: string): string => value.trim().replace(/^\+/, '');

export const blockedNumber: Rule = (value) => {
  const digits = normalizeBlockedNumber(value);
  const ok =
    /^\d+$/.test(digits) && digits.length >= limits.blockedNumberMin && digits.length <= limits.blockedNumberMax;
  return ok ? undefined : v.blockedNumber;
};
