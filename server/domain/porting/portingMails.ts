/**
 * A mail at every step of a porting request, once each, after the step's transaction has committed:
 * the step's row is claimed first (`mailed_at`), so whichever instance mails it, it goes once. To
 * whoever asked for it (else the main account holder), within the account's mail limit: over it the
 * step stays in the portal and one log line says why.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatEuro } from '../../../src/text/format';
import { portingError, portingReason, portingText } from '../../../src/text/porting';
import type { Clock } from '../../base/clock';
import { localDate, localTime } from '../../base/dates';
import { longDate } from '../../base/format';
import { HttpError } from '../../base/httpError';
import { portingServerText as text } from '../../base/portingText';
import type { Db } from '../../db/db';
import { sendMail, type Mailer } from '../../mail/mailer';
import { claimEventMail, type StepDetail } from '../../tables/porting';
import { accountAddress, type MailAllowance } from '../costMails';
import { donorOf, numbersText, type PortingRow } from './portingStore';

export interface PortingMailDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limits: MailAllowance;
  publicUrl(): string;
}

/** '18 maart 2026' and '08:00' of a stored moment. */
export const dayAndTime = (iso: string): [string, string] => {
  const moment = new Date(iso);
  return [longDate(localDate(moment)), localTime(moment).slice(0, 5)];
};
const dayAtTime = (iso: string): string => dayAndTime(iso).join(' om ');

/** The lines of the mail of one step. */
function mailLines(row: PortingRow, kind: string, detail: StepDetail): string[] {
  const m = text.mail;
  const donor = donorOf(row);
  const numbers = numbersText(row);
  switch (kind) {
    case 'requested':
      return [m.requested(numbers, donor, detail.answerDueAt ? dayAtTime(detail.answerDueAt) : '')];
    case 'delayed':
      return [m.delayed(donor, detail.answerDueAt ? dayAtTime(detail.answerDueAt) : '')];
    case 'approved':
      return [m.approved(donor, longDate(detail.firstPossibleDate ?? ''), longDate(detail.approvedUntil ?? ''))];
    case 'planned':
      return [m.planned(...dayAndTime(detail.moment ?? ''))];
    case 'performed':
      return [
        m.performed(numbers, ...dayAndTime(detail.moment ?? '')),
        ...(row.fee > 0 ? [m.fee(formatEuro(row.fee))] : []),
      ];
    case 'rejected':
      return [m.rejected(portingReason(detail.code ?? ''))];
    case 'cancelled':
      return [m.cancelled];
    case 'expired':
      return [m.expired];
    case 'error':
      return [m.error(portingError(detail.code ?? ''))];
    default:
      return [m.resent];
  }
}

/** The address the request's mails go to: its requester's while that login lives, else the account's. */
async function addressOf(db: Db, row: PortingRow): Promise<string | null> {
  const [user] = await db.query<{ email: string }>(
    'SELECT email FROM users WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL',
    [row.requested_by, row.customer_id],
  );
  return user?.email ?? accountAddress(db, row.customer_id);
}

async function mailEvent(deps: PortingMailDeps, eventId: number, log: FastifyBaseLogger): Promise<void> {
  const claimed = await claimEventMail(deps.db, eventId, deps.clock.now());
  if (!claimed) return;
  const [row] = await deps.db.query<PortingRow>('SELECT * FROM porting_requests WHERE id = $1', [claimed.request_id]);
  if (!row) return;
  const to = await addressOf(deps.db, row);
  if (!to) return;
  try {
    await deps.limits.mail({ customerId: row.customer_id, email: to }, to);
  } catch (err) {
    if (!(err instanceof HttpError && err.status === 429)) throw err;
    log.warn(
      { customerId: row.customer_id, portingId: row.id },
      'porting step not mailed: the account reached its mail limit',
    );
    return;
  }
  const status = portingText.statuses[claimed.kind as keyof typeof portingText.statuses] ?? claimed.kind;
  await sendMail(
    deps.mailer,
    {
      to,
      subject: text.mail.subject(status, numbersText(row)),
      text: text.mail.body(
        mailLines(row, claimed.kind, claimed.detail),
        `${deps.publicUrl()}/numbers/porting/${row.id}`,
      ),
    },
    { afterChange: { log } },
  );
}

/** Mails the steps `eventIds` once their transaction has committed; a failure is logged per step. */
export async function mailPortingEvents(
  deps: PortingMailDeps,
  eventIds: readonly number[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const id of eventIds) {
    try {
      await mailEvent(deps, id, log);
    } catch (err) {
      log.error({ err, eventId: id }, 'porting mail failed');
    }
  }
}
