import type { Queryable } from '../db/db';

/**
 * Owner of `usage_limits`, `usage_alerts`, `usage_warning_mails` and `usage_limit_waivers`
 * (docs/architecture.md, "Who writes a table"): the account's cost controls, the warnings reached per
 * month and level (each mailed once), and who switched the monthly limit off. The evaluation is
 * domain/costControl.ts; every change runs in the caller's transaction after the settings' row lock.
 */

/** Makes the account's settings row with the defaults unless it has one. */
export async function ensureSettingsRow(
  q: Queryable,
  customerId: number,
  defaults: { monthlyLimit: number | null; hardCap: boolean; lowCreditMinutes: number },
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO usage_limits (customer_id, monthly_limit, hard_cap, low_credit_minutes, updated_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (customer_id) DO NOTHING`,
    [customerId, defaults.monthlyLimit, defaults.hardCap, defaults.lowCreditMinutes, now],
  );
}

/** Who changed a setting, and when. */
interface Changed {
  at: Date;
  by: number;
}

export async function setLowCreditMinutes(q: Queryable, customerId: number, minutes: number, changed: Changed) {
  await q.query(
    'UPDATE usage_limits SET low_credit_minutes = $2, updated_at = $3, updated_by = $4 WHERE customer_id = $1',
    [customerId, minutes, changed.at, changed.by],
  );
}

export async function setMonthlyLimit(
  q: Queryable,
  customerId: number,
  limit: { monthlyLimit: number | null; hardCap: boolean; capLiftedUntil: string | null },
  changed: Changed,
): Promise<void> {
  await q.query(
    `UPDATE usage_limits SET monthly_limit = $2, hard_cap = $3, cap_lifted_until = $4, updated_at = $5, updated_by = $6
      WHERE customer_id = $1`,
    [customerId, limit.monthlyLimit, limit.hardCap, limit.capLiftedUntil, changed.at, changed.by],
  );
}

/** Lifts a block of paid calls: the cap does not block again before `until`. */
export async function liftCap(q: Queryable, customerId: number, until: string, changed: Changed): Promise<void> {
  await q.query(
    `UPDATE usage_limits SET blocked_until = NULL, cap_lifted_until = $2, cap_lifted_at = $3, cap_lifted_by = $4
      WHERE customer_id = $1`,
    [customerId, until, changed.at, changed.by],
  );
}

/** Blocks paid calls until `until` (the cap was reached). */
export async function blockPaidCalls(q: Queryable, customerId: number, until: string): Promise<void> {
  await q.query('UPDATE usage_limits SET blocked_until = $2 WHERE customer_id = $1', [customerId, until]);
}

/** The monthly limit switched off, by whom. */
export async function insertWaiver(q: Queryable, customerId: number, changed: Changed, email: string): Promise<void> {
  await q.query(
    'INSERT INTO usage_limit_waivers (customer_id, waived_at, waived_by, waived_by_email) VALUES ($1, $2, $3, $4)',
    [customerId, changed.at, changed.by, email],
  );
}

/** The monthly limit switched on again. */
export async function endWaiver(q: Queryable, customerId: number, now: Date): Promise<void> {
  await q.query('UPDATE usage_limit_waivers SET ended_at = $2 WHERE customer_id = $1 AND ended_at IS NULL', [
    customerId,
    now,
  ]);
}

/** The month's warnings reached are exactly `kinds`: others (a lower limit since) go. */
export async function keepOnlyAlerts(q: Queryable, customerId: number, period: string, kinds: string[]) {
  await q.query(`DELETE FROM usage_alerts WHERE customer_id = $1 AND period = $2 AND NOT (kind = ANY($3::text[]))`, [
    customerId,
    period,
    kinds,
  ]);
}

export async function insertAlert(q: Queryable, customerId: number, period: string, kind: string, now: Date) {
  await q.query(
    `INSERT INTO usage_alerts (customer_id, period, kind, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [customerId, period, kind, now],
  );
}

/** Claims the month's mail of a warning, once: true only for the first claim. */
export async function claimWarningMail(q: Queryable, customerId: number, period: string, kind: string, now: Date) {
  const unmailed = await q.query<{ kind: string }>(
    `INSERT INTO usage_warning_mails (customer_id, period, kind, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING kind`,
    [customerId, period, kind, now],
  );
  return unmailed.length > 0;
}
