import type { FastifyRequest } from 'fastify';
import type { LoginOutcome } from '../../src/api/contract';
import type { BackgroundTasks } from '../base/backgroundTasks';
import type { Clock } from '../base/clock';
import { t } from '../base/text';
import type { Db } from '../db/db';
import { sendMail, type Mailer } from '../mail/mailer';
import { describeDevice, maskAddress } from './devices';

/** Rows kept per user; the page shows the newest HISTORY_SHOWN. */
const HISTORY_KEPT = 50;
export const HISTORY_SHOWN = 20;

const when = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' });

/**
 * What the security page knows about logins: the login history (existing users only), the device and
 * masked address of each session, and the devices a user has logged in from (a new one is mailed).
 */
export function loginRecords(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl(): string;
}) {
  const { db, clock } = deps;
  const origin = (request: FastifyRequest) => ({
    ...describeDevice(request.headers['user-agent']),
    address: maskAddress(request.ip),
  });

  async function record(userId: number, outcome: LoginOutcome, request: FastifyRequest): Promise<void> {
    const { device, address } = origin(request);
    await db.query('INSERT INTO login_events (user_id, at, outcome, device, address) VALUES ($1, $2, $3, $4, $5)', [
      userId,
      clock.now(),
      outcome,
      device,
      address,
    ]);
    await db.query(
      `DELETE FROM login_events WHERE user_id = $1 AND id NOT IN
         (SELECT id FROM login_events WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT $2)`,
      [userId, HISTORY_KEPT],
    );
  }

  return {
    record,

    /** Records after the answer has gone (see the password step in server/routes/auth.ts). */
    later(task: () => Promise<void>, request: FastifyRequest): void {
      deps.background.run(task, (err: unknown) => request.log.error({ err }, 'login history entry failed'));
    },

    /** A failed attempt on an address: recorded only when the address belongs to a user. */
    async recordFor(email: string, outcome: LoginOutcome, request: FastifyRequest): Promise<void> {
      const [user] = await db.query<{ id: number }>(
        'SELECT id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
        [email],
      );
      if (user) await record(user.id, outcome, request);
    },

    /**
     * A login succeeded: its session gets its device and address, the history its entry, and a
     * device not seen before for this user a mail (not the first one ever recorded: that is no news).
     */
    async opened(userId: number, sessionId: string, request: FastifyRequest): Promise<void> {
      const { device, platform, address, key } = origin(request);
      const now = clock.now();
      await db.query('UPDATE sessions SET device = $2, platform = $3, address = $4 WHERE id = $1', [
        sessionId,
        device,
        platform,
        address,
      ]);
      await record(userId, 'success', request);
      const [known] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM known_devices WHERE user_id = $1',
        [userId],
      );
      const added = await db.query(
        `INSERT INTO known_devices (user_id, device_key, first_seen) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, device_key) DO NOTHING RETURNING device_key`,
        [userId, key, now],
      );
      if (added.length === 0 || !known?.count) return;
      const [user] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
      if (!user) return;
      const link = `${deps.publicUrl()}/security`;
      const mail = {
        to: user.email,
        subject: t.security.newDeviceSubject,
        text: t.security.newDeviceBody(device, when.format(now), link),
      };
      // The login does not wait for the mail, and a failed mail does not fail it.
      deps.background.run(
        () => sendMail(deps.mailer, mail, { afterChange: { log: request.log } }),
        (err: unknown) => request.log.error({ err }, 'new-device mail failed'),
      );
    },
  };
}

export type LoginRecords = ReturnType<typeof loginRecords>;
