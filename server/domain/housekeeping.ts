import type { Clock } from '../base/clock';
import { localDate } from '../base/dates';
import { repeatEvery, type Repeating } from '../base/repeat';
import type { Db } from '../db/db';
import { purgeExpiredActivity } from '../tables/activity';
import { releaseLease as releaseAppLease, takeLease as takeAppLease } from '../tables/appMeta';
import { deleteEndedAttempts } from '../tables/authAttempts';
import { deleteEndedDownloadTokens } from '../tables/downloads';
import { deleteEndedEmailChanges, deleteEndedOneTimeTokens } from '../tables/oneTimeTokens';
import { deleteOldOutboxMails } from '../tables/outbox';
import { deleteEndedRefreshTokens, deleteEndedSessions } from '../tables/sessions';
import { deleteOldPresence } from '../tables/ticketNotes';
import { deleteOldChallenges } from '../tables/twoStep';
import { eraseDeletedAccounts, removeExpiredInvoices } from './accountErasure';

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

/**
 * Takes the lease when it is free or has run out: an atomic upsert on one row, so of several instances
 * starting the job at once exactly one gets it. ISO timestamps of the same length compare as text.
 */
export function takeLease(db: Db, now: Date, leaseMs: number, key = LEASE_KEY): Promise<boolean> {
  return takeAppLease(db, key, now, new Date(now.getTime() + leaseMs));
}

/** Gives back the lease `takeLease` took at `now` for `leaseMs`, if still this holder's: the next run need not wait. */
export async function releaseLease(db: Db, now: Date, leaseMs: number, key = LEASE_KEY): Promise<void> {
  await releaseAppLease(db, key, now, new Date(now.getTime() + leaseMs));
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
    refreshTokens: await deleteEndedRefreshTokens(q, now),
    sessions: await deleteEndedSessions(q, sessionCutoff),
    oneTimeTokens: await deleteEndedOneTimeTokens(q, now),
    emailChanges: await deleteEndedEmailChanges(q, now),
    downloadTokens: await deleteEndedDownloadTokens(q, now),
    loginChallenges: await deleteOldChallenges(q, ago(now, RETENTION.challengeHours * 3_600_000)),
    authAttempts: await deleteEndedAttempts(q, now),
    outbox: await deleteOldOutboxMails(q, ago(now, RETENTION.outboxDays * DAY)),
    erasedAccounts: await eraseDeletedAccounts(q, localDate(now), now),
    expiredInvoices: await removeExpiredInvoices(q, localDate(now)),
    activity: await purgeExpiredActivity(q),
    ticketPresence: await deleteOldPresence(q, ago(now, RETENTION.presenceHours * 3_600_000)),
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
