/** Business constants of requirements §9, shared by forms and the server. */
export const limits = {
  loginEmailMin: 4,
  loginPasswordMin: 5,
  forgotEmailMin: 5,
  forgotEmailMax: 100,
  dashboardEmailCut: 20,
  blockedNumberMin: 7,
  blockedNumberMax: 16,
  maxBlockedNumbers: 200,
  numberNameMin: 1,
  numberNameMax: 15,
  maxExtraUsers: 4,
  maxExtraNumbers: 5,
  extraUserEmailMin: 4,
  extraUserPasswordMin: 4,
  ticketTextMin: 10,
  ibanDisplayCut: 12,
  swapCooldownDays: 30,
  apiTimeoutMs: 12_000,
  overlayHideDelayMs: 500,
  ticketRefreshMs: 30_000,
  extraPricePerMonth: 1,
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
