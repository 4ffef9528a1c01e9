/**
 * The numbers of the cost controls (beyond the spec: docs/decisions/0043-usage-limit-warnings-and-cap.md), which the
 * usage and credit pages and the server import. Apart from limits.ts, which the first visit loads,
 * so the first visit does not carry them.
 */
export const costLimits = {
  /** Euro per started minute outside the bundle, and euro of credit a prepaid minute costs. */
  callMinutePrice: 0.06,
  creditMinutePrice: 0.05,
  /** The monthly limit on call costs (euro, excl. btw): its range and the amount every account starts at. */
  monthlyLimitMin: 1,
  monthlyLimitMax: 10_000,
  monthlyLimitDefault: 50,
  /** Prepaid: warn when the credit buys fewer minutes than this (the default, and the range). */
  lowCreditMinutesDefault: 30,
  lowCreditMinutesMin: 1,
  lowCreditMinutesMax: 1000,
} as const;

/** The shares of the monthly limit that warn, in percent, lowest first. */
export const warningLevels = [80, 100] as const;
export type WarningLevel = (typeof warningLevels)[number];

/**
 * The share of the limit spent, in whole percent rounded down (79.9 % is not yet the 80 % that warns),
 * counted in cents as the server counts them; the usage page's meter and the dashboard's notice say the same.
 */
export function limitShare(spent: number, limit: number): { share: number; percent: number } {
  const share = limit > 0 ? (Math.round(spent * 100) * 100) / Math.round(limit * 100) : 0;
  return { share, percent: Math.floor(share) };
}
