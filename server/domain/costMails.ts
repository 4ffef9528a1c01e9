/**
 * The warning mails of the cost controls ('Verbruiksmelding …'), to the account's own address: the
 * main account holder's login address, as the credit page's `email`. Sent after the transaction
 * that recorded the warning has committed; a failed mail is logged and the warning stays recorded
 * (the dashboard shows it), as for every mail about a change already made (docs/api.md, "Mail").
 */
import type { FastifyBaseLogger } from 'fastify';
import { costText } from '../../src/text/costControl';
import { formatEuro } from '../../src/text/format';
import { longDate } from '../base/format';
import { HttpError } from '../base/httpError';
import { t } from '../base/text';
import type { Queryable } from '../db/db';
import { sendMail, type Mail, type Mailer } from '../mail/mailer';
import type { Warning } from './costControl';

/**
 * The account's mail limit (auth/accountLimits.ts, counted in the database): throws a 429 over the
 * limit. A type of its own, as domain/ does not import auth/; the handlers pass their `Deps`.
 */
export interface MailAllowance {
  mail(sender: { customerId: number; email: string }, to: string): Promise<void>;
}

/**
 * What the warning mails need: the store (the address), the mail limit, the mailer, and the base URL of their links.
 */
export interface WarningMailDeps {
  db: Queryable;
  limits: MailAllowance;
  mailer: Mailer;
  publicUrl(): string;
}

/** The main account holder's address: where the account's own mail goes. */
export async function accountAddress(q: Queryable, customerId: number): Promise<string | null> {
  const [row] = await q.query<{ email: string }>(
    `SELECT email FROM users WHERE customer_id = $1 AND role = 'beheerder' AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    [customerId],
  );
  return row?.email ?? null;
}

export function warningMail(warning: Warning, to: string, link: string): Mail {
  const text = t.costControl;
  if (warning.kind === 'low-credit') {
    return {
      to,
      subject: text.lowCreditSubject,
      text: text.mailBody([costText.lowCredit(warning.creditMinutes ?? 0), text.lowCreditAdvice], link),
    };
  }
  const level = warning.kind === 'limit-100' ? 100 : 80;
  const lines = [
    costText.limitReached(level, formatEuro(warning.monthlyLimit ?? 0)),
    text.spentSoFar(formatEuro(warning.spentCents / 100)),
    costText.whatCounts,
  ];
  if (warning.blockedUntil) lines.push(`${costText.blocked(longDate(warning.blockedUntil))} ${costText.freeNumbers}`);
  else if (warning.hardCap) lines.push(text.capAhead);
  return { to, subject: text.limitSubject(level), text: text.mailBody(lines, link) };
}

/**
 * Counts one warning against the account's mail limit, as every mail the account makes the server
 * send. Over the limit the warning is not sent and says so in one log line (the warning stays
 * recorded, so it is not tried again); the call that reached it has been recorded all the same.
 */
async function allowed(
  deps: WarningMailDeps,
  customerId: number,
  to: string,
  warning: Warning,
  log: FastifyBaseLogger,
) {
  try {
    await deps.limits.mail({ customerId, email: to }, to);
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.status === 429)
      log.warn({ customerId, warning: warning.kind }, 'usage warning not mailed: the account reached its mail limit');
    else log.error({ err, customerId, warning: warning.kind }, 'usage warning not mailed: its count failed');
    return false;
  }
}

/** Mails the warnings an evaluation recorded; call it once their transaction has committed. */
export async function mailWarnings(
  deps: WarningMailDeps,
  customerId: number,
  warnings: readonly Warning[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (warnings.length === 0) return;
  const to = await accountAddress(deps.db, customerId);
  if (!to) return;
  for (const warning of warnings) {
    if (!(await allowed(deps, customerId, to, warning, log))) continue;
    const page = warning.kind === 'low-credit' ? '/credit' : '/usage';
    await sendMail(deps.mailer, warningMail(warning, to, `${deps.publicUrl()}${page}`), { afterChange: { log } });
  }
}
