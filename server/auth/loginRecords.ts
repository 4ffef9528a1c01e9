import type { FastifyRequest } from 'fastify';
import type { LoginOutcome } from '../../src/api/contract';
import type { BackgroundTasks } from '../base/backgroundTasks';
import type { Clock } from '../base/clock';
import { t } from '../base/text';
import type { Db } from '../db/db';
import { sendMail, type Mailer } from '../mail/mailer';
import { addKnownDevice, insertLoginEvent } from '../tables/loginRecords';
import { setSessionOrigin } from '../tables/sessions';
import { userByAddress } from '../tables/users';
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
    await insertLoginEvent(db, { userId, at: clock.now(), outcome, device, address }, HISTORY_KEPT);
  }

  return {
    record,

    /** Records after the answer has gone (see the password step in server/routes/auth.ts). */
    later(task: () => Promise<void>, request: FastifyRequest): void {
      deps.background.run(task, (err: unknown) => request.log.error({ err }, 'login history entry failed'));
    },

    /** A failed attempt on an address: recorded only when the address belongs to a user. */
    async recordFor(email: string, outcome: LoginOutcome, request: FastifyRequest): Promise<void> {
      const user = await userByAddress(db, email);
      if (user) await record(user.id, outcome, request);
    },

    /**
     * A login succeeded: its session gets its device and address, the history its entry, and a
     * device not seen before for this user a mail (not the first one ever recorded: that is no news).
     */
    async opened(userId: number, sessionId: string, request: FastifyRequest): Promise<void> {
      const { device, platform, address, key } = origin(request);
      const now = clock.now();
      await setSessionOrigin(db, sessionId, { device, platform, address });
      await record(userId, 'success', request);
      const [known] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM known_devices WHERE user_id = $1',
        [userId],
      );
      const added = await addKnownDevice(db, userId, key, now);
      if (!added || !known?.count) return;
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
