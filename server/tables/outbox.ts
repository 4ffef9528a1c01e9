import type { Queryable } from '../db/db';
import { countRemoved } from '../db/removed';

/**
 * Owner of `outbox` (docs/architecture.md, "Who writes a table"): the mails sent while no SMTP
 * server is set, the demo's and the tests' mailbox, removed after a while or with an erased account.
 */

/** A mail as the outbox keeps it; the mailer decides the attachments' shape. */
export interface OutboxRow<Attachment> {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
  attachments: Attachment[] | null;
}

export async function insertOutboxMail(
  q: Queryable,
  mail: { to: string; subject: string; text: string; attachments?: unknown[] },
  now: Date,
): Promise<void> {
  await q.query('INSERT INTO outbox (to_address, subject, body, created_at, attachments) VALUES ($1, $2, $3, $4, $5)', [
    mail.to,
    mail.subject,
    mail.text,
    now,
    mail.attachments ? JSON.stringify(mail.attachments) : null,
  ]);
}

/** The newest mails first. */
export function newestOutboxMails<Attachment>(q: Queryable, limit: number): Promise<OutboxRow<Attachment>[]> {
  return q.query<OutboxRow<Attachment>>(
    'SELECT id, to_address, subject, body, created_at, attachments FROM outbox ORDER BY id DESC LIMIT $1',
    [limit],
  );
}

/** Mails to the accounts' logins and to their invoice and voicemail addresses (the erasure). */
export async function deleteMailsOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query(
    `DELETE FROM outbox WHERE lower(to_address) IN (
       SELECT lower(email) FROM users WHERE customer_id = ANY($1::int[])
       UNION SELECT lower(companyemail) FROM customers WHERE id = ANY($1::int[])
       UNION SELECT lower(voicemail_email) FROM customers WHERE id = ANY($1::int[]))`,
    [customerIds],
  );
}

/** Mails sent before `cutoff`; the count removed. */
export function deleteOldOutboxMails(q: Queryable, cutoff: Date): Promise<number> {
  return countRemoved(q, 'DELETE FROM outbox WHERE created_at <= $1', [cutoff]);
}
