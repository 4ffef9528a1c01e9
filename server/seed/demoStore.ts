/**
 * The demo data in a store: seeded once into an empty one at start in demo mode (main.ts, workers.ts),
 * and put back by npm run db:reset (resetDemoData) and POST /api/dev/reset of a running demo server
 * (restoreDemoData, which main.ts hands the app factory).
 */
import type { PasswordHasher } from '../auth/passwords';
import type { Clock } from '../base/clock';
import { localDate } from '../base/dates';
import { withAppendOnlyLifted } from '../db/appendOnly';
import type { Db, Queryable } from '../db/db';
import { startupLock } from '../db/migrate';
import { takeTableSnapshot, type TableSnapshot } from '../db/tableSnapshot';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { seedDemoStaff } from './staff';

/** Tables holding data (all but the migration log and app_meta), children first. */
const DATA_TABLES = [
  // The counters too: a demo starts again with no limit used up.
  'auth_attempts',
  'staff_audit',
  'account_activity',
  'invitations',
  'staff_sessions',
  'staff_setup_tokens',
  'outbox',
  'one_time_tokens',
  'refresh_tokens',
  'sessions',
  'calls',
  'ticket_messages',
  'tickets',
  'staff',
  'extra_numbers',
  'extra_users',
  'blocked_numbers',
  'porting_events',
  'porting_messages',
  'porting_numbers',
  'porting_requests',
  'credit_topups',
  'invoice_numbers',
  'invoice_runs',
  'invoices',
  'subscriptions',
  'users',
  'phone_numbers',
  'customers',
  'bundles',
  'plans',
];

export async function isSeeded(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM plans');
  return (rows[0]?.n ?? 0) > 0;
}

// Any fixed number (not the migrations'): instances started at once on an empty database seed once.
const SEED_LOCK_KEY = 7_340_124;

/**
 * Seeds the demo data when the store is empty. Returns whether it seeded. Instances starting at the
 * same moment on one empty PostgreSQL database take turns: the first seeds, the others find it done.
 */
export async function seedIfEmpty(db: Db, clock: Clock, hasher: PasswordHasher): Promise<boolean> {
  return db.tx(async (q) => {
    await startupLock(db, q, SEED_LOCK_KEY);
    if (await isSeeded(q)) {
      const [staff] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM staff');
      if (staff?.n === 0) await seedDemoStaff(q, hasher, DEMO_PASSWORD, clock.now());
      return false;
    }
    await seedDemo(q, clock, hasher);
    return true;
  });
}

async function reseed(q: Queryable, clock: Clock, hasher: PasswordHasher): Promise<void> {
  await withAppendOnlyLifted(q, () =>
    q.exec(
      `TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE; ALTER SEQUENCE subuser_ids RESTART WITH 5001;`,
    ),
  );
  await seedDemo(q, clock, hasher);
}

/**
 * Empties every data table and seeds the demo data again (npm run db:reset), the append-only audit
 * included: `db` must be the tables' owner (on PostgreSQL with two roles, the owner's connection,
 * DATABASE_OWNER_URL), the only role that may switch its triggers off for the reset's transaction
 * (server/db/appendOnly.ts). The server's own role cannot: production, which has no reset, keeps an
 * audit no statement of the server can empty.
 */
export async function resetDemoData(db: Db, clock: Clock, hasher: PasswordHasher): Promise<void> {
  await db.tx((q) => reseed(q, clock, hasher));
}

/** Tables a reset leaves alone: the migration log, and app_meta (the JWT secret, the housekeeping lease). */
const KEPT_TABLES = ['schema_migrations', 'app_meta'];

/** The demo data as last seeded into each store, and the day (Amsterdam) it was seeded for. */
const seeded = new WeakMap<Db, { day: string; snapshot: TableSnapshot }>();

/**
 * Puts every table back to the demo data (POST /api/dev/reset). The first reset of a day seeds anew
 * and keeps a copy of the result in memory (db/tableSnapshot.ts); the next resets that day put that
 * copy back in one transaction, several times faster than a new seed: the tests reset before every
 * test. The next day seeds anew, so the dates stay current.
 */
export async function restoreDemoData(db: Db, clock: Clock, hasher: PasswordHasher): Promise<void> {
  const day = localDate(clock.now());
  const kept = seeded.get(db);
  await db.tx(async (q) => {
    // Instances on one PostgreSQL database that reset at the same moment take turns.
    await startupLock(db, q, SEED_LOCK_KEY);
    if (kept?.day === day) return withAppendOnlyLifted(q, () => kept.snapshot.restore(q));
    await reseed(q, clock, hasher);
    seeded.set(db, { day, snapshot: await takeTableSnapshot(q, KEPT_TABLES) });
  });
}
