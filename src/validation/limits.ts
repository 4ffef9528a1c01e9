/**
 * Business constants of requirements §9, shared by forms and the server. One export each, read as
 * `import * as limits`: webpack inlines such small constants where they are read
 * (`optimization.inlineExports`), so no chunk carries the whole table, the first visit included.
 */
export const loginEmailMin = 4;
export const loginPasswordMin = 5;
export const forgotEmailMin = 5;
export const forgotEmailMax = 100;
export const dashboardEmailCut = 20;
export const blockedNumberMin = 7;
export const blockedNumberMax = 16;
export const maxBlockedNumbers = 200;
export const numberNameMin = 1;
export const numberNameMax = 15;
export const maxExtraUsers = 4;
export const maxExtraNumbers = 5;
export const extraUserEmailMin = 4;
export const extraUserPasswordMin = 4;
export const ticketTextMin = 10;
export const ibanDisplayCut = 12;
export const swapCooldownDays = 30;
export const apiTimeoutMs = 12_000;
export const overlayHideDelayMs = 500;
export const ticketRefreshMs = 30_000;
export const extraPricePerMonth = 1;
