import type { UsageLimit } from '../../api/contract';
import { costText } from '../../text/costControl';
import { formatDate, formatDateTime, formatEuro, formatEuroApprox } from '../../text/format';
import { usageText } from '../../text/usage';
import { usageLimitText as t } from '../../text/usageLimit';
import { costLimits, limitShare } from '../../validation/costLimits';

/** The bar of this month's costs against the limit: its value for assistive technology, and the same in words. */
export interface LimitMeter {
  /** 0–100, as the meter's aria-valuenow (a meter cannot go past its maximum). */
  valueNow: number;
  /** The share used, rounded down: 79.9 % is not yet the 80 % that warns. */
  percent: number;
  /** '€ 4,20 van € 5,00 (84%)': shown beside the bar and read as its value. */
  text: string;
  /** The warning level reached, said in words too (not by colour alone). */
  level: 80 | 100 | null;
  levelText: string | null;
}

export interface LimitView {
  /** Null while the limit is off. */
  meter: LimitMeter | null;
  /** '€ 4,20 excl. btw': shown after 'Kosten deze maand:' while the limit is off. */
  spent: string;
  /** The sentence before the forecast's amount (what it assumes), and the rounded amount with its basis. */
  forecastLabel: string;
  forecast: string;
  /** While the limit is off: since when and by whom. */
  waiver: string | null;
  /** While paid calls are blocked: until when. */
  blocked: string | null;
  /** The form's starting values. */
  initialLimit: string;
  initialCap: boolean;
}

/** '€ 1.250,50' as typed into the form: '1.250,50'. */
export const amountInput = (amount: number): string => formatEuro(amount).replace(/^€\s*/, '');

export function limitMeter(spent: number, limit: number): LimitMeter {
  const { share, percent } = limitShare(spent, limit);
  const level = share >= 100 ? 100 : share >= 80 ? 80 : null;
  return {
    valueNow: Math.min(100, percent),
    percent,
    text: t.meterValue(formatEuro(spent), formatEuro(limit), percent),
    level,
    levelText: level ? t.level(level) : null,
  };
}

/**
 * The month's forecast as the usage page and the overview both word it: 'Verwachting voor heel december
 * als je zo doorbelt:' and '≈ € 970 excl. btw' (whole euros: it moves with every call of the day).
 */
export function forecastView(limit: Pick<UsageLimit, 'periodStart' | 'forecast'>): { label: string; amount: string } {
  const month = usageText.monthName(limit.periodStart).replace(/\s\d{4}$/, '');
  return { label: costText.forecast(month), amount: costText.exclVat(formatEuroApprox(limit.forecast)) };
}

/** What the 'Verbruikslimiet' section shows for the answer of GET /usage/limit. */
export function limitView(limit: UsageLimit): LimitView {
  const forecast = forecastView(limit);
  return {
    meter: limit.monthlyLimit === null ? null : limitMeter(limit.spentThisMonth, limit.monthlyLimit),
    spent: costText.exclVat(formatEuro(limit.spentThisMonth)),
    forecastLabel: forecast.label,
    forecast: forecast.amount,
    waiver:
      limit.monthlyLimit === null && limit.waivedAt
        ? t.off(formatDateTime(limit.waivedAt), limit.waivedBy ?? '')
        : null,
    blocked: limit.blocked && limit.blockedUntil ? costText.blocked(formatDate(limit.blockedUntil)) : null,
    initialLimit: amountInput(limit.monthlyLimit ?? costLimits.monthlyLimitDefault),
    initialCap: limit.hardCap === 1,
  };
}
