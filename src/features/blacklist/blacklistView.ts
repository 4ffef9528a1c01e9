import { formatBlockedNumber } from '../../text/format';
import { blockedNumber, normalizeBlockedNumber } from '../../validation/blockedNumberRules';
import { limits } from '../../validation/limits';

/** The add form shows until the list holds more than the maximum (requirements §2; the server refuses the 201st). */
export const showAddForm = (count: number): boolean => count <= limits.maxBlockedNumbers;

export type BlockCheck = { ok: true; number: string; display: string } | { ok: false; message: string };

/**
 * What 'Voeg toe' does with the typed value (requirements §5): a leading plus stripped, digits only, 7 to 16; the
 * confirmation shows the number with a plus unless it starts with 0.
 */
export function checkBlockedNumber(typed: string): BlockCheck {
  const message = blockedNumber(typed);
  if (message) return { ok: false, message };
  const number = normalizeBlockedNumber(typed);
  return { ok: true, number, display: formatBlockedNumber(number) };
}
