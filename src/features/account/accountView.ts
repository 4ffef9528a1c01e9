import { ACCOUNT_TEXT_FIELDS, type AccountTextField } from '../../api/accountFields';
import type { Account, AccountSaveRequest } from '../../api/contract';
import { truncate } from '../../text/format';
import { accountRules, type AccountRuleField } from '../../validation/accountRules';
import * as limits from '../../validation/limits';

/**
 * Not edited on the account page: prefix and last name, the e-mail address (its own page), the IBAN;
 * and the invoice details, which have a page of their own that a Financieel opens too ('Factuurgegevens').
 */
const SHOWN_ONLY = [
  'prefix',
  'lastname',
  'email',
  'iban',
  'companyemail',
  'ponumber',
] as const satisfies readonly AccountTextField[];
/** Left out of the account's save: the server keeps them as they are. */
export type AccountFormRequest = Omit<AccountSaveRequest, 'companyemail' | 'ponumber'>;
export type EditableField = Exclude<AccountTextField, (typeof SHOWN_ONLY)[number]>;
const editable = (field: AccountTextField): field is EditableField =>
  !(SHOWN_ONLY as readonly string[]).includes(field);
/** The fields the account form edits, in the account's order. */
export const EDITABLE_FIELDS = ACCOUNT_TEXT_FIELDS.filter(editable);
export type AccountValues = Partial<Record<EditableField, string>>;

export const accountValues = (account: Account): AccountValues =>
  Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, account[field]]));

/** The rule of a field (requirements §5) as a hint next to it; it never blocks the save ("saving does not block"). */
export function fieldWarning(field: EditableField | 'iban', value: string): string | undefined {
  return field in accountRules ? accountRules[field as AccountRuleField](value) : undefined;
}

/** The IBAN as the page shows it: cut at 12 characters (requirements §9). */
export const ibanDisplay = (iban: string): string => truncate(iban, limits.ibanDisplayCut);

/**
 * The account for POST /account: what was typed, trimmed, and the fields the page does not edit as the
 * server gave them, but the invoice details, which the server keeps when they are left out. An empty
 * voicemail address becomes the account address (requirements §5).
 */
export function saveRequest(account: Account, values: AccountValues, extra: Partial<AccountFormRequest> = {}) {
  const typed = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, (values[field] ?? '').trim()])) as Record<
    EditableField,
    string
  >;
  const request: AccountFormRequest = {
    ...typed,
    voicemailEmail: typed.voicemailEmail || account.email,
    prefix: account.prefix,
    lastname: account.lastname,
    email: account.email,
    iban: account.iban,
    ...extra,
  };
  return request;
}

/** The deletion part of the page: the button only without a subscription, the notice once scheduled. */
export type DeletionState = { kind: 'scheduled'; date: string } | { kind: 'offered' } | { kind: 'unavailable' };
export function deletionState(account: Account): DeletionState {
  if (account.schedule) return { kind: 'scheduled', date: account.schedule.scheduleTime };
  return account.hasSubscription ? { kind: 'unavailable' } : { kind: 'offered' };
}
