import type { Queryable } from '../db/db';
import { deleteCallCategoryTotalsOfAccounts, deleteCallsOfAccounts, deleteCallTotalsOfAccounts } from '../tables/calls';
import { deleteErasedWithoutInvoices, eraseCustomerFields, lockAccountsDueForErasure } from '../tables/customers';
import { deleteDownloadTokensOfAccounts } from '../tables/downloads';
import { deleteExtraUsersOfAccounts } from '../tables/extraUsers';
import { deleteExpiredOfErased } from '../tables/invoices';
import {
  deleteBlockedNumbersOfAccounts,
  deleteExtraNumbersOfAccounts,
  deletePhoneNumbersOfAccounts,
} from '../tables/numbers';
import { deleteMailsOfAccounts } from '../tables/outbox';
import { deleteSubscriptionsOfAccounts } from '../tables/subscriptions';
import { deleteTicketsOfAccounts } from '../tables/tickets';
import { deleteUsersOfAccounts } from '../tables/users';

/**
 * How long invoices stay after a deleted account is erased: the fiscale bewaarplicht (art. 52 AWR)
 * makes a business keep its books, invoices included, for 7 years.
 */
export const INVOICE_RETENTION_YEARS = 7;

/**
 * Erases the accounts whose deletion date has come (requirements §4: deletion at the start of next
 * month): every user with its logins and history, numbers, blocked numbers, extras, tickets, calls,
 * subscriptions and mails, and the personal fields of the customer row. Kept: the invoices with their
 * lines and what they were made out to (customer number, name, company, address), until their retention
 * ends. Idempotent: an erased row is marked and never erased again. Returns the number of accounts erased.
 */
export async function eraseDeletedAccounts(q: Queryable, today: string, now: Date): Promise<number> {
  const ids = await lockAccountsDueForErasure(q, today);
  if (ids.length === 0) return 0;
  // Mails to the account's logins and to its invoice and voicemail addresses.
  await deleteMailsOfAccounts(q, ids);
  // Users first: their sessions, tokens, login history and devices go with them (ON DELETE CASCADE).
  for (const deleteOfAccounts of [
    deleteExtraUsersOfAccounts,
    deleteUsersOfAccounts,
    deleteExtraNumbersOfAccounts,
    deletePhoneNumbersOfAccounts,
    deleteBlockedNumbersOfAccounts,
    deleteTicketsOfAccounts,
    deleteCallsOfAccounts,
    deleteCallTotalsOfAccounts,
    deleteCallCategoryTotalsOfAccounts,
    deleteSubscriptionsOfAccounts,
    deleteDownloadTokensOfAccounts,
  ])
    await deleteOfAccounts(q, ids);
  await eraseCustomerFields(q, ids, now);
  return ids.length;
}

/**
 * Removes the invoices of erased accounts whose retention has ended, and an erased customer row once it
 * has no invoice left. Returns the number of invoices removed.
 */
export async function removeExpiredInvoices(q: Queryable, today: string): Promise<number> {
  const removed = await deleteExpiredOfErased(q, today, INVOICE_RETENTION_YEARS);
  await deleteErasedWithoutInvoices(q);
  return removed;
}
