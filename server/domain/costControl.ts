/**
 * The account's cost controls in the database: the settings (monthly limit, cap, prepaid threshold),
 * this month's costs from the running totals, and the evaluation that records a warning once per month and level and
 * blocks paid calls at the cap. Every change runs inside the caller's transaction, after
 * `lockSettings`, so two server instances evaluating one customer take turns.
 */
import { costLimits, warningLevels } from '../../src/validation/costLimits';
import { creditMinutes } from '../../src/validation/costRules';
import { addMonths, firstOfMonth, localDate, zonedMoment } from '../base/dates';
import type { Queryable } from '../db/db';
import {
  blockPaidCalls,
  claimWarningMail,
  ensureSettingsRow,
  insertAlert,
  keepOnlyAlerts,
} from '../tables/costControl';
import { monthCost, type MonthCost, type Tariff } from './callCharges';
import { monthTotals } from './callTotals';
import { ACCESS_TYPE_PREPAID } from './catalogue';

export interface CostSettings {
  /** Euro; null when switched off. */
  monthlyLimit: number | null;
  hardCap: boolean;
  lowCreditMinutes: number;
  blockedUntil: string | null;
  capLiftedUntil: string | null;
}

const DEFAULT_SETTINGS: CostSettings = {
  monthlyLimit: costLimits.monthlyLimitDefault,
  hardCap: false,
  lowCreditMinutes: costLimits.lowCreditMinutesDefault,
  blockedUntil: null,
  capLiftedUntil: null,
};

const SETTINGS_COLUMNS = `monthly_limit AS "monthlyLimit", hard_cap AS "hardCap",
  low_credit_minutes AS "lowCreditMinutes",
  blocked_until AS "blockedUntil", cap_lifted_until AS "capLiftedUntil"`;

/** The settings as they stand; the defaults while the customer has no row. */
export async function readSettings(q: Queryable, customerId: number): Promise<CostSettings> {
  const [row] = await q.query<CostSettings>(`SELECT ${SETTINGS_COLUMNS} FROM usage_limits WHERE customer_id = $1`, [
    customerId,
  ]);
  return row ?? DEFAULT_SETTINGS;
}

/** The settings, locked for the rest of the transaction (the row is made with the defaults first). */
export async function lockSettings(q: Queryable, customerId: number, now: Date): Promise<CostSettings> {
  await ensureSettingsRow(q, customerId, DEFAULT_SETTINGS, now);
  const [row] = await q.query<CostSettings>(
    `SELECT ${SETTINGS_COLUMNS} FROM usage_limits WHERE customer_id = $1 FOR UPDATE`,
    [customerId],
  );
  return row ?? DEFAULT_SETTINGS;
}

/** A calendar month in Amsterdam and how much of it has passed at `now`. */
export interface Period {
  /** 'YYYY-MM-01'. */
  start: string;
  /** The first of the next month. */
  next: string;
  /** 'YYYY-MM': the key of the month's warnings. */
  key: string;
  today: string;
  /** Share of the month passed, counting at least one day (a forecast from minutes would be wild). */
  elapsedShare: number;
}

export function periodOf(now: Date): Period {
  const today = localDate(now);
  const start = firstOfMonth(today);
  const next = addMonths(start, 1);
  const from = zonedMoment(start).getTime();
  const length = zonedMoment(next).getTime() - from;
  const elapsed = Math.max(now.getTime() - from, 86_400_000);
  return { start, next, key: start.slice(0, 7), today, elapsedShare: Math.min(1, elapsed / length) };
}

/** The plan that applies to a month: a switch counts from its first day (requirements §4). */
export async function tariffOf(q: Queryable, customerId: number, periodStart: string): Promise<Tariff> {
  const [row] = await q.query<{
    access_type: number;
    included_minutes: number | null;
    pending_access_type: number | null;
    pending_included_minutes: number | null;
    pending_from: string | null;
  }>(
    `SELECT p.access_type, p.included_minutes, pp.access_type AS pending_access_type,
            pp.included_minutes AS pending_included_minutes, sb.pending_from
       FROM subscriptions sb JOIN plans p ON p.id = sb.plan_id LEFT JOIN plans pp ON pp.id = sb.pending_plan_id
      WHERE sb.customer_id = $1 ORDER BY sb.id DESC LIMIT 1`,
    [customerId],
  );
  if (!row) return { kind: 'subscription', includedMinutes: 0 };
  const switched = row.pending_access_type !== null && row.pending_from !== null && row.pending_from <= periodStart;
  const accessType = switched ? row.pending_access_type : row.access_type;
  if (accessType === ACCESS_TYPE_PREPAID) return { kind: 'prepaid' };
  return { kind: 'subscription', includedMinutes: switched ? row.pending_included_minutes : row.included_minutes };
}

/** This month's costs so far and at the pace so far, from the running totals. */
export async function currentCost(
  q: Queryable,
  customerId: number,
  now: Date,
): Promise<MonthCost & { tariff: Tariff }> {
  const period = periodOf(now);
  const tariff = await tariffOf(q, customerId, period.start);
  const totals = await monthTotals(q, customerId, period.start);
  return { tariff, ...monthCost(totals, tariff, period.elapsedShare) };
}

export type WarningKind = 'limit-80' | 'limit-100' | 'low-credit';

/** A warning to mail once the transaction that recorded it has committed. */
export interface Warning {
  kind: WarningKind;
  monthlyLimit: number | null;
  spentCents: number;
  hardCap: boolean;
  blockedUntil: string | null;
  creditMinutes: number | null;
}

export interface Evaluation {
  settings: CostSettings;
  /** Not mailed yet this month: mail them after the commit. */
  warnings: Warning[];
}

/**
 * Compares this month's costs with the limit (or the credit with its threshold) and records what
 * was reached, and the block of paid calls when the cap is on. Two records: the levels reached now
 * (usage_alerts, the dashboard's notice; a level no longer reached because the limit was raised or
 * switched off is forgotten), and the warnings mailed (usage_warning_mails): each kind once per
 * month, whatever the limit does meanwhile, so switching it down and up mails nothing again. Both
 * tables' keys make a row once, whichever instance gets there first. Call it after `lockSettings`,
 * in the same transaction.
 */
export async function evaluateLimits(
  q: Queryable,
  customerId: number,
  settings: CostSettings,
  cost: { tariff: Tariff; spentCents: number },
  now: Date,
  credit: number | null,
): Promise<Evaluation> {
  const period = periodOf(now);
  let reached: WarningKind[] = [];
  let minutesLeft: number | null = null;
  if (cost.tariff.kind === 'prepaid') {
    minutesLeft = credit === null ? null : creditMinutes(credit);
    if (minutesLeft !== null && minutesLeft < settings.lowCreditMinutes) reached = ['low-credit'];
  } else if (settings.monthlyLimit !== null) {
    const limitCents = Math.round(settings.monthlyLimit * 100);
    reached = warningLevels
      .filter((level) => cost.spentCents * 100 >= limitCents * level)
      .map((level): WarningKind => `limit-${level}`);
  }
  await keepOnlyAlerts(q, customerId, period.key, reached);
  const added: WarningKind[] = [];
  for (const kind of reached) {
    await insertAlert(q, customerId, period.key, kind, now);
    if (await claimWarningMail(q, customerId, period.key, kind, now)) added.push(kind);
  }

  let next = settings;
  const capActive = settings.capLiftedUntil === null || settings.capLiftedUntil <= period.today;
  const blocked = settings.blockedUntil !== null && settings.blockedUntil > period.today;
  if (settings.hardCap && capActive && !blocked && reached.includes('limit-100')) {
    await blockPaidCalls(q, customerId, period.next);
    next = { ...settings, blockedUntil: period.next };
  }
  // Two levels reached by one call: one mail, of the higher one (both are recorded).
  const highest = added.at(-1);
  const warnings: Warning[] = highest
    ? [
        {
          kind: highest,
          monthlyLimit: settings.monthlyLimit,
          spentCents: cost.spentCents,
          hardCap: settings.hardCap,
          blockedUntil: next.blockedUntil,
          creditMinutes: minutesLeft,
        },
      ]
    : [];
  return { settings: next, warnings };
}

/** Whether paid outgoing calls are refused today. */
export const isBlocked = (settings: CostSettings, today: string): boolean =>
  settings.blockedUntil !== null && settings.blockedUntil > today;
