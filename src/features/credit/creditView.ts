import type { Credit } from '../../api/contract';
import { creditText as t } from '../../text/credit';
import { formatDate, formatEuro } from '../../text/format';
import { creditMinutes } from '../../validation/costRules';

/** The lowest price of the prepaid minutes choice (requirements §9), incl. VAT. */
export const PREPAID_FROM_PRICE = 4.99;

export interface CreditView {
  credit: string;
  minutes: string;
  endDate: string;
  topUpUrl: string;
  /** The renewal link, only when `subscription.renewal` is 1. */
  renewalUrl: string | null;
  explanation: string;
}

export function creditView(credit: Credit): CreditView {
  return {
    credit: formatEuro(credit.credit),
    minutes: t.minutes(creditMinutes(credit.credit)),
    endDate: t.endDate(formatDate(credit.endDate)),
    topUpUrl: credit.topUpCreditUrl,
    renewalUrl: credit.subscription.renewal === 1 ? credit.extendUrl : null,
    explanation: t.explanation(formatEuro(PREPAID_FROM_PRICE)),
  };
}
