/**
 * What the desk's customer panel shows beyond the customer's basic facts (docs/api.md "Support desk"):
 * the newest invoices, the newest logins and the requests still being carried out. Part of
 * deskContract.ts's DeskCustomer; shared by the desk (types only) and the reference server (schemas).
 */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, IsoDateTime, LoginOutcome } from './contract';
import { Nullable, StringEnum } from './wire';

export const DeskRecentInvoice = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  date: IsoDate,
  /** Including VAT, in euro. */
  amount: Type.Number(),
});
export type DeskRecentInvoice = Static<typeof DeskRecentInvoice>;

/** A login attempt of one of the account's people, successful or refused. */
export const DeskRecentLogin = Type.Object({
  at: IsoDateTime,
  fullName: Type.String(),
  outcome: LoginOutcome,
  /** Browser and operating system, as the security page shows them. */
  device: Type.String(),
});
export type DeskRecentLogin = Static<typeof DeskRecentLogin>;

/**
 * The kinds of request a customer makes that take a while to carry out. A new kind (such as porting a
 * number) is a new value here, a label in src/text/deskCustomer.ts and a part of the server's query.
 */
export const OPEN_REQUEST_KINDS = ['extraUser', 'extraLocalNumber', 'extraBusinessNumber', 'porting'] as const;
export const OpenRequestKind = StringEnum(OPEN_REQUEST_KINDS);
export type OpenRequestKind = Static<typeof OpenRequestKind>;

export const DeskOpenRequest = Type.Object({
  kind: OpenRequestKind,
  requestedAt: IsoDateTime,
  /** What was asked for: the extra user's address; the postcode an extra number is for; the numbers to port. */
  detail: Type.String(),
  /** The ticket that carries the request, where there is one (extra numbers are asked for as a ticket). */
  ticketId: Nullable(Type.Integer()),
});
export type DeskOpenRequest = Static<typeof DeskOpenRequest>;
