import type { FastifyBaseLogger } from 'fastify';
import { lockStaff, STAFF_CODE_FAILURE_LIMIT } from '../auth/staffAccounts';
import { deskText } from '../base/deskText';
import { audit } from '../domain/desk/audit';
import type { Deps } from '../http/deps';
import { sendMail } from '../mail/mailer';

/**
 * Locks a staff account whose row of wrong codes reached the limit: written to the audit (as the
 * locked account's own entry) and mailed to its owner, once per lock however many attempts raced to
 * it. A teamleider unlocks it in the desk ('Medewerkers').
 */
export async function lockAfterWrongCodes(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer'>,
  staff: { id: number; email: string; full_name: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const lockedNow = await deps.db.tx(async (q) => {
    const now = deps.clock.now();
    if (!(await lockStaff(q, staff.id, now))) return false;
    const detail = deskText.auth.lockedAudit(STAFF_CODE_FAILURE_LIMIT);
    await audit(q, { staffId: staff.id }, 'staff.locked', { detail }, now);
    return true;
  });
  if (!lockedNow) return;
  const text = deskText.auth.lockedBody(staff.full_name, STAFF_CODE_FAILURE_LIMIT);
  await sendMail(
    deps.mailer,
    { to: staff.email, subject: deskText.auth.lockedSubject, text },
    { afterChange: { log } },
  );
}
