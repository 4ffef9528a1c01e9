/**
 * The rules of the cost controls (the monthly limit and the prepaid low-credit warning), for the
 * forms and the server alike: the form reads what was typed ('50', '50,00', '€ 1.250,50'), the server
 * checks the number it was sent.
 */
import { formatEuro } from '../text/format';
import * as v from '../text/validation';
import { costLimits } from './costLimits';
import { compose, required, type Rule } from './rules';

/** Euros typed the Dutch way ('1.250,50', '€ 50', '7.5') as whole cents; null when it is no amount. */
export function parseEuroCents(text: string): number | null {
  let value = text.replace(/[€\s\u00a0]/g, '');
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  // '10.000' is ten thousand, as a Dutch reader means it; '7.5' is a decimal point.
  else if (/^\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const limitMessage = () =>
  v.monthlyLimitRange(formatEuro(costLimits.monthlyLimitMin), formatEuro(costLimits.monthlyLimitMax));

/**
 * Whether `amount` has at most two decimals as sent: 12.34 has, 12.345 and 5.0000001 have not (a
 * tolerance would let the second through, to be rounded silently by the column).
 */
const wholeCents = (amount: number): boolean => Number.isFinite(amount) && Number(amount.toFixed(2)) === amount;

/** A monthly limit sent to the server: euros with at most two decimals, within the range. */
export function checkMonthlyLimit(amount: number): string | undefined {
  if (amount < costLimits.monthlyLimitMin || amount > costLimits.monthlyLimitMax) return limitMessage();
  return wholeCents(amount) ? undefined : v.amountCents;
}

/** The monthly limit as typed in the form. */
export const monthlyLimit: Rule = compose(required, (value) => {
  const cents = parseEuroCents(value);
  if (cents !== null) return checkMonthlyLimit(cents / 100);
  // '12,345': an amount, but with a cent too fine.
  return /^\s*(€\s*)?[\d.]+,\d{3,}\s*$/.test(value) ? v.amountCents : limitMessage();
});

/** A low-credit threshold sent to the server: whole minutes within the range. */
export function checkLowCreditMinutes(minutes: number): string | undefined {
  return Number.isInteger(minutes) &&
    minutes >= costLimits.lowCreditMinutesMin &&
    minutes <= costLimits.lowCreditMinutesMax
    ? undefined
    : v.lowCreditMinutesRange(costLimits.lowCreditMinutesMin, costLimits.lowCreditMinutesMax);
}

/** The low-credit threshold as typed in the form. */
export const lowCreditMinutes: Rule = compose(required, (value) =>
  /^\s*\d{1,5}\s*$/.test(value)
    ? checkLowCreditMinutes(Number(value))
    : v.lowCreditMinutesRange(costLimits.lowCreditMinutesMin, costLimits.lowCreditMinutesMax),
);

/** Requirements §9: credit minutes = credit / 0,05, counted in whole cents so € 15,00 gives 300, not 299. */
export const creditMinutes = (credit: number): number =>
  Math.max(0, Math.floor(Math.round(credit * 100) / Math.round(costLimits.creditMinutePrice * 100)));
