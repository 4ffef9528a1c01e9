/**
 * The reads of porting the handlers answer with beyond a request's own view: the form's values from
 * the account, and the desk's list of a customer's requests with their messages.
 */
import type { DeskPortingMessage, DeskPortingRequest } from '../../../src/api/deskPortingContract';
import type { PortingFormValues } from '../../../src/api/portingContract';
import type { Queryable } from '../../db/db';
import { portingView } from './portingRequests';
import type { PortingRow } from './portingStore';

/** The form filled from the account's company and address (as the current provider likely knows them). */
export async function accountValues(q: Queryable, customerId: number, wantedDate: string): Promise<PortingFormValues> {
  const [row] = await q.query<{
    company: string;
    address: string;
    number: string;
    numberadd: string;
    zip: string;
    city: string;
  }>('SELECT company, address, number, numberadd, zip, city FROM customers WHERE id = $1', [customerId]);
  return {
    firstNumber: '',
    lastNumber: '',
    donor: '',
    donorName: '',
    donorCustomerNumber: '',
    company: row?.company ?? '',
    street: row?.address ?? '',
    houseNumber: row?.number ?? '',
    houseNumberAdd: row?.numberadd ?? '',
    postcode: row?.zip ?? '',
    city: row?.city ?? '',
    wantedDate,
  };
}

/** Every request of the customer, newest first, with its messages and who asked for it. */
export async function deskRequests(
  q: Queryable,
  customerId: number,
  now: Date,
  demo: boolean,
): Promise<DeskPortingRequest[]> {
  const rows = await q.query<PortingRow & { requester: string | null }>(
    `SELECT r.*, u.full_name AS requester FROM porting_requests r LEFT JOIN users u ON u.id = r.requested_by
      WHERE r.customer_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [customerId],
  );
  const requests: DeskPortingRequest[] = [];
  for (const row of rows) {
    const messages = await q.query<{
      seq: number;
      type: number;
      direction: 'sent' | 'received';
      at: Date;
      body: DeskPortingMessage['body'];
    }>('SELECT seq, type, direction, at, body FROM porting_messages WHERE request_id = $1 ORDER BY seq', [row.id]);
    requests.push({
      ...(await portingView(q, row, now, demo)),
      requestedBy: row.requester,
      messages: messages.map((m) => ({ ...m, at: m.at.toISOString() })),
    });
  }
  return requests;
}

/** The customer with the customer number `poc` (the desk's address of a customer), or null. */
export async function customerByNumber(
  q: Queryable,
  poc: string,
): Promise<{ id: number; poc: string; name: string } | null> {
  const [customer] = await q.query<{ id: number; poc: string; name: string }>(
    `SELECT id, poc, concat_ws(' ', nullif(firstname, ''), nullif(prefix, ''), nullif(lastname, '')) AS name
       FROM customers WHERE poc = $1`,
    [poc],
  );
  return customer ?? null;
}
