import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../db/db';

/**
 * Everything the server holds about a customer (GDPR art. 15/20) but the calls, as plain JSON. Left
 * out on purpose: password hashes, refresh-token and one-time-token hashes, and session ids
 * (credentials, not data about the person).
 */
async function personalDataWithoutCalls(db: Queryable, customerId: number): Promise<Record<string, unknown>> {
  const q = <T = Record<string, unknown>>(sql: string) => db.query<T>(sql, [customerId]);
  const [customer] = await q(
    `SELECT poc, firstname, prefix, lastname, company, mobile, address, number, numberadd, zip, city, coc, companyemail,
            voicemail_email, iban, ponumber, has_sms, number_switch_individual, deletion_scheduled_for,
            export_requested_at, credit, upgrade_credit, credit_end_date, renewal, bank
       FROM customers WHERE id = $1`,
  );
  const invoices = await q<{ id: number } & Record<string, unknown>>(
    `SELECT id, number, update_date, period_start, period_end, price, price_vat, prepaid
       FROM invoices WHERE customer_id = $1 ORDER BY update_date DESC, id DESC`,
  );
  const lines = await q<{ invoice_id: number } & Record<string, unknown>>(
    `SELECT l.invoice_id, l.description, l.quantity, l.amount
       FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE i.customer_id = $1 ORDER BY l.sort, l.id`,
  );
  const tickets = await q<{ id: number } & Record<string, unknown>>(
    `SELECT id, type_id, category_id, status_id, subject, message, locked, created_at
       FROM tickets WHERE customer_id = $1 ORDER BY id`,
  );
  const messages = await q<{ ticket_id: number } & Record<string, unknown>>(
    `SELECT m.ticket_id, m.message, m.created_at, m.is_employee, m.status_change
       FROM ticket_messages m JOIN tickets tk ON tk.id = m.ticket_id WHERE tk.customer_id = $1 ORDER BY m.id`,
  );
  return {
    klant: customer ?? null,
    gebruikers: await q(
      `SELECT email, full_name, role = 'beheerder' AS is_admin, role, active, two_step, newsletter, deleted_at
         FROM users WHERE customer_id = $1 ORDER BY id`,
    ),
    sessies: await q(
      `SELECT u.email, s.login_type, s.created_at, s.expires_at, s.revoked_at
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.customer_id = $1 ORDER BY s.created_at`,
    ),
    nummers: await q('SELECT phone_number, name FROM phone_numbers WHERE customer_id = $1 ORDER BY sort, id'),
    abonnementen: await q(
      `SELECT p.name AS plan, s.start_date, s.cancel_time, s.cancel_reason, s.expire_date, s.pending_from
         FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.customer_id = $1 ORDER BY s.id`,
    ),
    facturen: invoices.map(({ id, ...invoice }) => ({
      ...invoice,
      regels: lines.filter((line) => line.invoice_id === id).map(({ invoice_id: _id, ...line }) => line),
    })),
    geblokkeerdeNummers: await q(
      'SELECT number, created_at FROM blocked_numbers WHERE customer_id = $1 ORDER BY created_at, number',
    ),
    extraGebruikers: await q(
      'SELECT stored_value, created_at, cancelled_at FROM extra_users WHERE customer_id = $1 ORDER BY id',
    ),
    extraNummers: await q(
      `SELECT number_extension_id, phone_number_display, slot, created_at, cancelled_at
         FROM extra_numbers WHERE customer_id = $1 ORDER BY id`,
    ),
    vragen: tickets.map(({ id, ...ticket }) => ({
      ...ticket,
      berichten: messages.filter((m) => m.ticket_id === id).map(({ ticket_id: _id, ...m }) => m),
    })),
  };
}

interface ExportedCall {
  id: number;
  type: string;
  category: string;
  called_number: string;
  telephone_number: string;
  started_at: Date;
  duration: number;
}

/** Every call of the customer, oldest first, a batch at a time (keyset on the customer-time index). */
async function* eachExportedCallBatch(
  db: Queryable,
  customerId: number,
  batch: number,
): AsyncGenerator<ExportedCall[]> {
  let after: { startedAt: Date; id: number } | null = null;
  for (;;) {
    // Other requests get a turn between batches (see eachCallBatch in callPages.ts).
    if (after) await nextTurn();
    const rows: ExportedCall[] = await db.query<ExportedCall>(
      `SELECT id, type, category, called_number, telephone_number, started_at, duration
         FROM calls WHERE customer_id = $1 AND ($2::timestamptz IS NULL OR (started_at, id) > ($2, $3))
        ORDER BY started_at, id LIMIT $4`,
      [customerId, after?.startedAt ?? null, after?.id ?? 0, batch],
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { startedAt: last.started_at, id: last.id };
  }
}

/** `text`'s lines indented by `spaces`. */
const indented = (text: string, spaces: number) => text.replace(/^/gm, ' '.repeat(spaces));

/**
 * The export as JSON text in pieces, its calls ('gesprekken', the last key) streamed in batches: a
 * call centre's years of calls never sit in memory at once. The text is what
 * `JSON.stringify(data, null, 2)` of the whole would be.
 */
export async function* personalDataJson(db: Queryable, customerId: number, batch = 1000): AsyncGenerator<string> {
  const head = JSON.stringify({ ...(await personalDataWithoutCalls(db, customerId)), gesprekken: [] }, null, 2);
  // The head ends in '"gesprekken": []\n}': the calls go between the brackets.
  yield head.slice(0, -'[]\n}'.length) + '[';
  let first = true;
  for await (const calls of eachExportedCallBatch(db, customerId, batch)) {
    const items = calls.map(({ id: _id, ...call }) => indented(JSON.stringify(call, null, 2), 4));
    yield (first ? '\n' : ',\n') + items.join(',\n');
    first = false;
  }
  yield first ? ']\n}' : '\n  ]\n}';
}
