import { blacklistText as t } from '../../text/blacklist';
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
 * What 'Voeg toe' does with the typed value (requirements §5), before anything is asked: spaces, dashes
 * and a leading plus stripped, digits only, 7 to 16, and not on the list already (the list the page
 * shows, so the server's same refusal is not the first word). The confirmation shows the number with a
 * plus unless it starts with 0.
 */
export function checkBlockedNumber(typed: string, listed: readonly string[]): BlockCheck {
  const message = blockedNumber(typed);
  if (message) return { ok: false, message };
  const number = normalizeBlockedNumber(typed);
  if (listed.includes(number)) return { ok: false, message: t.alreadyListed };
  return { ok: true, number, display: formatBlockedNumber(number) };
}
