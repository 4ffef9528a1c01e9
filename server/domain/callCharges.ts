/**
 * What a call costs the customer (requirements §9: € 0,06 per started minute outside the bundle;
 * prepaid minutes cost € 0,05 of credit), decided per call from the number called and the plan's
 * included minutes. Pure: a call is rated once from what is stored with it (`rateCall`), a month's
 * sum from its running totals (`spentCents`); `rateCalls`, which rates a whole month in order, is the
 * reference both are held to (the seed's invoice line, the tests). docs/decisions/0042-calls-rated-by-the-server.md
 * says
 * which numbers are free and which are never in a bundle.
 */
import type { CallCharge } from '../../src/api/contract';
import { costLimits } from '../../src/validation/costLimits';

/** Free to call from any plan: emergency (112), animal emergency (144), EU helplines (116xxx), 0800. */
const FREE_NUMBER = /^(112|144|116\d{3}|0800\d{4,7})$/;
/** Paid information numbers: charged per minute, never from the bundle. */
const PREMIUM_NUMBER = /^09(00|06|09)\d{4,7}$/;
/** Numbers are stored without a plus: seven digits or more, not starting with 0, are international. */
const INTERNATIONAL = /^[1-9]\d{6,}$/;
const NETHERLANDS = '31';

export type NumberClass = 'free' | 'national' | 'premium' | 'international';

/** A Dutch number written internationally ('31201234567') in its national form ('0201234567'). */
export function nationalForm(number: string): string {
  const digits = number.replace(/^\+/, '').replace(/^00/, '').replace(/[\s-]/g, '');
  const international = INTERNATIONAL.test(digits) || /^00/.test(number);
  return international && digits.startsWith(NETHERLANDS) ? `0${digits.slice(NETHERLANDS.length)}` : digits;
}

export function numberClass(number: string): NumberClass {
  const national = nationalForm(number);
  if (FREE_NUMBER.test(national)) return 'free';
  if (PREMIUM_NUMBER.test(national)) return 'premium';
  if (INTERNATIONAL.test(national)) return 'international';
  return 'national';
}

/** The usage page's category of a called number (the seed's categories, for calls recorded later). */
export function categoryOf(number: string): string {
  const national = nationalForm(number);
  const kind = numberClass(number);
  if (kind === 'international') return 'Internationaal';
  if (kind !== 'national' || /^(08|1)/.test(national)) return 'Servicenummers';
  return national.startsWith('06') ? 'Mobiel' : 'Vast';
}

/** How an account pays for calls: included national minutes (null: unlimited) then per minute, or from credit. */
export type Tariff = { kind: 'subscription'; includedMinutes: number | null } | { kind: 'prepaid' };

export interface CallToRate {
  type: string;
  called_number: string;
  /** Seconds. */
  duration: number;
}

export interface RatedCall {
  charge: CallCharge;
  /** Euro cents the customer pays for the call (excl. btw; for prepaid: credit). */
  costCents: number;
  /** Started minutes of an outgoing call; 0 for an incoming one. */
  minutes: number;
  /** The part of `minutes` taken from the bundle. */
  bundleMinutes: number;
  /** The number's class; null for an incoming call. */
  numberClass: NumberClass | null;
}

const MINUTE_CENTS = Math.round(costLimits.callMinutePrice * 100);
const CREDIT_MINUTE_CENTS = Math.round(costLimits.creditMinutePrice * 100);

/** Every started minute counts (requirements §9). */
export const startedMinutes = (seconds: number): number => Math.ceil(Math.max(0, seconds) / 60);

/**
 * Rates the calls of one month in the order they are given (the order they started): national
 * minutes come out of the bundle until it is used up; a call that straddles its end pays for the
 * minutes beyond it. Incoming calls and free numbers cost nothing; premium and international numbers
 * are never in the bundle.
 */
export function rateCalls(calls: readonly CallToRate[], tariff: Tariff): RatedCall[] {
  let bundleLeft = tariff.kind === 'subscription' ? (tariff.includedMinutes ?? Number.POSITIVE_INFINITY) : 0;
  return calls.map((call) => {
    if (call.type !== 'O') return { charge: 'free', costCents: 0, minutes: 0, bundleMinutes: 0, numberClass: null };
    const minutes = startedMinutes(call.duration);
    const kind = numberClass(call.called_number);
    if (kind === 'free') return { charge: 'free', costCents: 0, minutes, bundleMinutes: 0, numberClass: kind };
    if (tariff.kind === 'prepaid')
      return {
        charge: 'credit',
        costCents: minutes * CREDIT_MINUTE_CENTS,
        minutes,
        bundleMinutes: 0,
        numberClass: kind,
      };
    const fromBundle = kind === 'national' ? Math.min(minutes, bundleLeft) : 0;
    bundleLeft -= fromBundle;
    const paid = minutes - fromBundle;
    let charge: CallCharge = 'paid';
    if (paid === 0) charge = 'bundle';
    else if (fromBundle > 0) charge = 'partial';
    return { charge, costCents: paid * MINUTE_CENTS, minutes, bundleMinutes: fromBundle, numberClass: kind };
  });
}

/**
 * A call as it is stored: its number's class (null when incoming) and the national minutes of the month's calls before
 * it.
 */
export interface StoredCall {
  type: string;
  numberClass: NumberClass | null;
  /** Seconds. */
  duration: number;
  nationalBefore: number;
}

/**
 * Rates one call from what is stored with it: the same answer as `rateCalls` gives it within its
 * month, since the bundle left before a call is what the national minutes before it left over.
 */
export function rateCall(call: StoredCall, tariff: Tariff): RatedCall {
  const kind = call.type === 'O' ? call.numberClass : null;
  if (kind === null) return { charge: 'free', costCents: 0, minutes: 0, bundleMinutes: 0, numberClass: null };
  const minutes = startedMinutes(call.duration);
  if (kind === 'free') return { charge: 'free', costCents: 0, minutes, bundleMinutes: 0, numberClass: kind };
  if (tariff.kind === 'prepaid')
    return { charge: 'credit', costCents: minutes * CREDIT_MINUTE_CENTS, minutes, bundleMinutes: 0, numberClass: kind };
  const included = tariff.includedMinutes ?? Number.POSITIVE_INFINITY;
  const bundleLeft = Math.max(0, included - call.nationalBefore);
  const fromBundle = kind === 'national' ? Math.min(minutes, bundleLeft) : 0;
  const paid = minutes - fromBundle;
  let charge: CallCharge = 'paid';
  if (paid === 0) charge = 'bundle';
  else if (fromBundle > 0) charge = 'partial';
  return { charge, costCents: paid * MINUTE_CENTS, minutes, bundleMinutes: fromBundle, numberClass: kind };
}

/** A month's running totals (call_totals): started minutes of outgoing calls by kind of number. */
export interface MonthMinutes {
  /** National numbers: the bundle's minutes. */
  nationalMinutes: number;
  /** Premium and international numbers: never in the bundle. */
  otherMinutes: number;
}

export interface MonthCost {
  /** Euro cents paid so far this month. */
  spentCents: number;
  /** Euro cents at the month's end if calling goes on at the pace so far. */
  forecastCents: number;
}

/**
 * What a month's calls cost together: the bundle takes the first national minutes whatever their
 * order, so the sum of `rateCalls` over the month follows from the totals alone.
 */
export function spentCents(totals: MonthMinutes, tariff: Tariff): number {
  if (tariff.kind === 'prepaid') return (totals.nationalMinutes + totals.otherMinutes) * CREDIT_MINUTE_CENTS;
  const included = tariff.includedMinutes ?? Number.POSITIVE_INFINITY;
  return (Math.max(0, totals.nationalMinutes - included) + totals.otherMinutes) * MINUTE_CENTS;
}

/**
 * What the month costs so far, and at its end at the pace so far: the minutes of each kind are
 * extrapolated over the whole month (`elapsedShare` of it has passed) and then rated, so a bundle
 * that is still being used up shows the costs that follow once it runs out.
 */
export function monthCost(totals: MonthMinutes, tariff: Tariff, elapsedShare: number): MonthCost {
  const spent = spentCents(totals, tariff);
  const factor = 1 / Math.min(1, Math.max(elapsedShare, 1e-6));
  if (tariff.kind === 'prepaid') return { spentCents: spent, forecastCents: Math.round(spent * factor) };
  const otherCents = totals.otherMinutes * MINUTE_CENTS;
  const included = tariff.includedMinutes ?? Number.POSITIVE_INFINITY;
  const nationalPaid = Math.max(0, Math.round(totals.nationalMinutes * factor) - included);
  const forecastCents = nationalPaid * MINUTE_CENTS + Math.round(otherCents * factor);
  // Never below what is already spent (rounding of a share of the month).
  return { spentCents: spent, forecastCents: Math.max(spent, forecastCents) };
}
