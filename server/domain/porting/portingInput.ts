/**
 * The checks of a porting request's input on the server, with the rules the form uses
 * (src/validation/portingRules.ts): every field, the numbers free, the account able to take them.
 * A refusal is a 400 with the rule's Dutch message and changes nothing.
 */
import type { PortingCreateRequest } from '../../../src/api/portingContract';
import { portingText } from '../../../src/text/porting';
import { normalizePostcode } from '../../../src/validation/extraRules';
import {
  dateInWindow,
  numberBlock,
  OTHER_PROVIDER,
  parsePortingDate,
  PORTING_PARTY_TEXT_FIELDS,
  portingRules,
  type PortingRuleField,
} from '../../../src/validation/portingRules';
import { localDate } from '../../base/dates';
import { longDate } from '../../base/format';
import { badRequest } from '../../base/httpError';
import { portingServerText as text } from '../../base/portingText';
import type { Queryable } from '../../db/db';
import type { PortingParty } from '../../tables/porting';
import { ACCESS_TYPE_PREPAID } from '../catalogue';
import { subscriptionStatus } from '../views/subscription';

export interface CheckedInput extends PortingParty {
  numbers: string[];
  wantedDate: string;
  signature: string;
}

/** The party's fields in the form's order: the first wrong one is the one refused. */
const PARTY_FIELDS: readonly PortingRuleField[] = ['donor', 'donorName', ...PORTING_PARTY_TEXT_FIELDS];

type PartyInput = Omit<
  PortingCreateRequest,
  'firstNumber' | 'lastNumber' | 'wantedDate' | 'authorised' | 'signature' | 'again'
>;

/** The party's fields checked and written as stored (trimmed, the postcode as '1234 AB'). */
export function checkParty(input: PartyInput): PortingParty {
  const values: Record<string, string> = {
    donor: input.donor.trim(),
    donorName: (input.donorName ?? '').trim(),
    donorCustomerNumber: input.donorCustomerNumber.trim(),
    company: input.company.trim(),
    street: input.street.trim(),
    houseNumber: input.houseNumber.trim(),
    houseNumberAdd: (input.houseNumberAdd ?? '').trim().toUpperCase(),
    postcode: input.postcode.trim(),
    city: input.city.trim(),
  };
  for (const field of PARTY_FIELDS) {
    const error = portingRules[field](values[field] ?? '');
    if (error) throw badRequest(error);
  }
  return {
    donor: values.donor ?? '',
    // A name only goes with 'Anders'; the list's providers are named by the list.
    donorName: values.donor === OTHER_PROVIDER ? (values.donorName ?? '') : '',
    donorCustomerNumber: values.donorCustomerNumber ?? '',
    company: values.company ?? '',
    street: values.street ?? '',
    houseNumber: values.houseNumber ?? '',
    houseNumberAdd: values.houseNumberAdd ?? '',
    postcode: normalizePostcode(values.postcode ?? ''),
    city: values.city ?? '',
  };
}

/** Every field of a new request, in the form's order; the wanted date within `window`. */
export function checkInput(input: PortingCreateRequest, window: { earliest: string; latest: string }): CheckedInput {
  const block = numberBlock(input.firstNumber, input.lastNumber);
  if ('error' in block) throw badRequest(block.error);
  const party = checkParty(input);
  const dateError = dateInWindow(window.earliest, window.latest, longDate)(input.wantedDate);
  if (dateError) throw badRequest(dateError);
  if (!input.authorised) throw badRequest(portingText.rules.authorised);
  const signatureError = portingRules.signature(input.signature);
  if (signatureError) throw badRequest(signatureError);
  return {
    ...party,
    numbers: block.numbers,
    wantedDate: parsePortingDate(input.wantedDate) ?? window.earliest,
    signature: input.signature.trim(),
  };
}

/** Porting comes with a running subscription: a prepaid account or one that ends is refused. */
export async function checkAccount(q: Queryable, customerId: number, now: Date): Promise<void> {
  const [row] = await q.query<{ access_type: number; cancel_time: Date | null; expire_date: string | null }>(
    `SELECT p.access_type, sb.cancel_time, sb.expire_date FROM subscriptions sb JOIN plans p ON p.id = sb.plan_id
      WHERE sb.customer_id = $1 ORDER BY sb.id DESC LIMIT 1`,
    [customerId],
  );
  if (!row) throw badRequest(text.notActive);
  if (row.access_type === ACCESS_TYPE_PREPAID) throw badRequest(text.prepaid);
  if (subscriptionStatus(row, localDate(now)) !== 'active') throw badRequest(text.notActive);
}

/**
 * Refuses numbers that are ours already (any customer's, extra numbers too) or in a request that runs:
 * the first such number named. Two requests sent at once are decided by porting_numbers' key.
 */
export async function checkNumbersFree(q: Queryable, numbers: readonly string[]): Promise<void> {
  const [ours] = await q.query<{ number: string }>(
    `SELECT n AS number FROM unnest($1::text[]) WITH ORDINALITY AS t(n, i)
      WHERE EXISTS (SELECT 1 FROM phone_numbers p WHERE regexp_replace(p.phone_number, '\\D', '', 'g') = t.n)
         OR EXISTS (SELECT 1 FROM extra_numbers e
                     WHERE e.cancelled_at IS NULL AND regexp_replace(e.phone_number_display, '\\D', '', 'g') = t.n)
      ORDER BY i LIMIT 1`,
    [numbers],
  );
  if (ours) throw badRequest(text.alreadyOurs(ours.number));
  const [running] = await q.query<{ number: string }>(
    'SELECT number FROM porting_numbers WHERE number = ANY($1::text[]) ORDER BY number LIMIT 1',
    [numbers],
  );
  if (running) throw badRequest(text.alreadyPorting(running.number));
}
