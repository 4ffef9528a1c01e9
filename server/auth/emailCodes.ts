import type { EmailCodeSent } from '../../src/api/teamContract';
import type { Clock } from '../base/clock';
import type { ServerConfig } from '../base/config';
import { badRequest, conflict, tooMany } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import type { Db } from '../db/db';
import { sendMail, type Mailer } from '../mail/mailer';
import { emailCodesOn, turnEmailCodesOn } from '../tables/users';
import type { AccountLimits } from './accountLimits';
import type { AttemptCounter } from './attempts';
import type { AuthContext } from './context';
import { endAllSessions } from './endSessions';
import { CODE_LIFETIME_SECONDS, RESEND_AFTER_SECONDS, twoStepStore } from './twoStep';

interface EmailCodeDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limits: AccountLimits;
  attempts: AttemptCounter;
  config: Pick<ServerConfig, 'rateLimit'>;
}

/**
 * Switching two-step verification by e-mail on: only with a code mailed to the login's address and
 * typed back, wherever it is switched on (the security page, `POST /settings`). A login that had no
 * second factor has then proved the mailbox, as a login's code does, and goes on; the user's other
 * logins end, since none of them passed a second factor (docs/decisions/0110-required-two-step-holds.md).
 */
export function emailCodeSetup(deps: EmailCodeDeps) {
  const { db, clock } = deps;
  const codes = twoStepStore(db, clock, 'email-setup');
  const { addressFailures, windowSeconds } = deps.config.rateLimit;

  async function refuseWhenOn(userId: number): Promise<void> {
    if (await emailCodesOn(db, userId)) throw conflict(teamText.twoStep.emailAlreadyOn);
  }

  return {
    /** Mails a code to the caller's address: at most one per 30 seconds, counted as a mail of the account. */
    async start(me: AuthContext): Promise<EmailCodeSent> {
      await refuseWhenOn(me.userId);
      const since = new Date(clock.now().getTime() - RESEND_AFTER_SECONDS * 1000);
      const [recent] = await db.query(
        "SELECT 1 FROM login_challenges WHERE user_id = $1 AND method = 'email-setup' AND sent_at > $2",
        [me.userId, since],
      );
      if (recent) throw tooMany(t.auth.codeResendTooSoon, RESEND_AFTER_SECONDS);
      await deps.limits.mail(me, me.email);
      const { challenge, code } = await codes.open(me.userId);
      await sendMail(deps.mailer, {
        to: me.email,
        subject: teamText.twoStep.codeSubject,
        text: teamText.twoStep.codeBody(code),
      });
      return {
        message: teamText.twoStep.codeSent(me.email),
        challenge,
        resendAfter: RESEND_AFTER_SECONDS,
        expiresIn: CODE_LIFETIME_SECONDS,
      };
    },

    /**
     * The mailed code switches codes by e-mail on and ends the user's other logins. Wrong codes count per
     * user, like passwords; a challenge that is over asks for a new code.
     */
    async confirm(me: AuthContext, challenge: string, typed: string): Promise<void> {
      const code = typed.replace(/\s+/g, '');
      if (!/^\d{6}$/.test(code)) throw badRequest(t.auth.codeFormat);
      const owner = await codes.userOf(challenge);
      if (owner?.userId !== me.userId) throw badRequest(teamText.twoStep.codeEnded);
      const key = `setup-code:${me.userId}`;
      if (await deps.attempts.over(key, addressFailures, windowSeconds)) throw tooMany(t.auth.tooManyAttempts);
      const result = await codes.check(challenge, code);
      if (result.outcome === 'wrong') throw badRequest(teamText.twoStep.codeWrong(result.attemptsLeft));
      if (result.outcome === 'ended') throw badRequest(teamText.twoStep.codeEnded);
      await deps.attempts.reset(key);
      await db.tx(async (q) => {
        await turnEmailCodesOn(q, me.userId);
        await endAllSessions(q, clock, me.userId, me.sessionId);
      });
    },
  };
}

export type EmailCodeSetup = ReturnType<typeof emailCodeSetup>;
