/**
 * What a call costs the customer (requirements §9: € 0,06 per started minute outside the bundle;
 * prepaid minutes cost € 0,05 of credit), decided per call from the number called and the plan's
 * included minutes. Pure: the usage page, the monthly limit, the invoice line and the call record all
 * rate calls through `rateCalls`, so they cannot disagree. docs/decisions/0042-calls-rated-by-the-server.md says
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

export interface MonthCost {
  /** Euro cents paid so far this month. */
  spentCents: number;
  /** Euro cents at the month's end if calling goes on at the pace so far. */
  forecastCents: number;
}

/**
 * What the month costs so far, and at its end at the pace so far: the minutes of each kind are
 * extrapolated over the whole month (`elapsedShare` of it has passed) and then rated, so a bundle
 * that is still being used up shows the costs that follow once it runs out.
 */
export function monthCost(rated: readonly RatedCall[], tariff: Tariff, elapsedShare: number): MonthCost {
  const spentCents = rated.reduce((sum, call) => sum + call.costCents, 0);
  const factor = 1 / Math.min(1, Math.max(elapsedShare, 1e-6));
  if (tariff.kind === 'prepaid') return { spentCents, forecastCents: Math.round(spentCents * factor) };
  const nationalMinutes = rated
    .filter((call) => call.numberClass === 'national')
    .reduce((sum, call) => sum + call.minutes, 0);
  const otherCents = rated
    .filter((call) => call.numberClass === 'premium' || call.numberClass === 'international')
    .reduce((sum, call) => sum + call.costCents, 0);
  const included = tariff.includedMinutes ?? Number.POSITIVE_INFINITY;
  const nationalPaid = Math.max(0, Math.round(nationalMinutes * factor) - included);
  const forecastCents = nationalPaid * MINUTE_CENTS + Math.round(otherCents * factor);
  // Never below what is already spent (rounding of a share of the month).
  return { spentCents, forecastCents: Math.max(spentCents, forecastCents) };
}
