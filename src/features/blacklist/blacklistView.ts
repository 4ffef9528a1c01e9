import { formatBlockedNumber } from '../../text/format';
import { blockedNumber, normalizeBlockedNumber } from '../../validation/blockedNumberRules';
import * as limits from '../../validation/limits';

/**
 * The add form shows while another number fits: requirements §2 hides it once the list exceeds 200, but at
 * exactly 200 the server refuses the next one, so a form shown then could only fail.
 */
export const showAddForm = (count: number): boolean => count < limits.maxBlockedNumbers;

export type BlockCheck = { ok: true; number: string; display: string } | { ok: false; message: string };

/**
 * What 'Voeg toe' does with the typed value (requirements §5): spaces, dashes and a leading plus stripped, digits
 * only, 7 to 16; the
 * confirmation shows the number with a plus unless it starts with 0.
 */
export function checkBlockedNumber(typed: string): BlockCheck {
  const message = blockedNumber(typed);
  if (message) return { ok: false, message };
  const number = normalizeBlockedNumber(typed);
  return { ok: true, number, display: formatBlockedNumber(number) };
}
