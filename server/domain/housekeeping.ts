import type { Clock } from '../base/clock';
import { localDate } from '../base/dates';
import { repeatEvery, type Repeating } from '../base/repeat';
import type { Db, Queryable } from '../db/db';
import { eraseDeletedAccounts, removeExpiredInvoices } from './accountErasure';
import { purgeExpiredActivity } from './activity';

/** How long what has ended is kept before the housekeeping job removes it. */
export const RETENTION = {
  /** Ended sessions stay a while as login history (the personal-data export lists them). */
  sessionDays: 30,
  /** Mails in the outbox (the demo's and tests' mailbox). */
  outboxDays: 30,
  /** Ended two-step challenges (the code check says "ended" rather than "unknown" meanwhile). */
  challengeHours: 24,
  /** Who had a desk ticket open: after this long nobody shows as 'Ook geopend door' (that takes 45 s). */
  presenceHours: 24,
};

/** One run of the job at a time, whichever instance: a lease row in app_meta, taken for this long. */
const LEASE_KEY = 'housekeeping_lease';

export type HousekeepingResult =
  | { ran: false }
  | {
      ran: true;
      removed: {
        sessions: number;
        refreshTokens: number;
        oneTimeTokens: number;
        /** Links confirming a new login address, used, ended or expired (they hold the address). */
        emailChanges: number;
        downloadTokens: number;
        loginChallenges: number;
        authAttempts: number;
        outbox: number;
        /** Deleted accounts whose personal data was erased (domain/accountErasure.ts). */
        erasedAccounts: number;
        /** Invoices of erased accounts past their 7-year retention. */
        expiredInvoices: number;
        /** Entries of the accounts' activity logs past their 13 months. */
        activity: number;
        /** Desk presence rows of tickets nobody has had open for a day. */
        ticketPresence: number;
      };
    };

const DAY = 86_400_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

async function count(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * Takes the lease when it is free or has run out: an atomic upsert on one row, so of several instances
 * starting the job at once exactly one gets it. ISO timestamps of the same length compare as text.
 */
export async function takeLease(db: Db, now: Date, leaseMs: number, key = LEASE_KEY): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO app_meta (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value WHERE app_meta.value <= $3
     RETURNING key`,
    [key, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString()],
  );
  return rows.length === 1;
}

/** Gives back the lease `takeLease` took at `now` for `leaseMs`, if still this holder's: the next run need not wait. */
export async function releaseLease(db: Db, now: Date, leaseMs: number, key = LEASE_KEY): Promise<void> {
  await db.query('UPDATE app_meta SET value = $2 WHERE key = $1 AND value = $3', [
    key,
    now.toISOString(),
    new Date(now.getTime() + leaseMs).toISOString(),
  ]);
}

/**
 * Removes what has ended: refresh tokens of ended sessions (at once: they are credentials), ended
 * sessions after RETENTION.sessionDays, used or expired one-time tokens, address-change links and download links, ended
 * login challenges, throttling counters whose window passed, old outbox mails, desk presence rows of a
 * day ago, and the personal data of
 * accounts whose deletion date has come (invoices kept 7 years). Safe on several
 * instances at once: only the holder of the lease runs, and every DELETE is idempotent anyway.
 */
export async function runHousekeeping(db: Db, clock: Clock, leaseMs = 5 * 60_000): Promise<HousekeepingResult> {
  const now = clock.now();
  if (!(await takeLease(db, now, leaseMs))) return { ran: false };
  const sessionCutoff = ago(now, RETENTION.sessionDays * DAY);
  const removed = await db.tx(async (q) => ({
    refreshTokens: await count(
      q,
      `DELETE FROM refresh_tokens WHERE session_id IN
         (SELECT id FROM sessions WHERE revoked_at IS NOT NULL OR expires_at <= $1)`,
      [now],
    ),
    sessions: await count(q, 'DELETE FROM sessions WHERE revoked_at <= $1 OR expires_at <= $1', [sessionCutoff]),
    oneTimeTokens: await count(q, 'DELETE FROM one_time_tokens WHERE used_at IS NOT NULL OR expires_at <= $1', [now]),
    emailChanges: await count(q, 'DELETE FROM email_changes WHERE used_at IS NOT NULL OR expires_at <= $1', [now]),
    downloadTokens: await count(
      q,
      `DELETE FROM download_tokens
        WHERE revoked_at IS NOT NULL OR expires_at <= $1 OR (single_use AND used_at IS NOT NULL)`,
      [now],
    ),
    loginChallenges: await count(q, 'DELETE FROM login_challenges WHERE expires_at <= $1', [
      ago(now, RETENTION.challengeHours * 3_600_000),
    ]),
    authAttempts: await count(q, 'DELETE FROM auth_attempts WHERE expires_at <= $1', [now]),
    outbox: await count(q, 'DELETE FROM outbox WHERE created_at <= $1', [ago(now, RETENTION.outboxDays * DAY)]),
    erasedAccounts: await eraseDeletedAccounts(q, localDate(now), now),
    expiredInvoices: await removeExpiredInvoices(q, localDate(now)),
    activity: await purgeExpiredActivity(q),
    ticketPresence: await count(q, 'DELETE FROM ticket_presence WHERE seen_at <= $1', [
      ago(now, RETENTION.presenceHours * 3_600_000),
    ]),
  }));
  return { ran: true, removed };
}

/**
 * Runs the job every `seconds` (0: never) until stopped; failures are logged and the next run tries
 * again. `onRun` hears of every run that ended (whether this instance held the lease), for the metrics.
 */
export function scheduleHousekeeping(
  db: Db,
  clock: Clock,
  seconds: number,
  onError: (error: unknown) => void,
  onRun: (result: HousekeepingResult) => void = () => undefined,
): Repeating {
  return repeatEvery(seconds, () => runHousekeeping(db, clock, Math.max(1000, seconds * 500)).then(onRun, onError));
}
