/**
 * A customer's porting requests in the desk (docs/api.md "Support desk"): every request with its COIN
 * messages, and what staff do with the customer: correct and resend, cancel, plan a date. Shared by
 * the desk (types only) and the reference server (schemas), like deskContract.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { portingPartyFields, PortingRequestView } from './portingContract';
import { Id, Nullable, StringEnum, Text } from './wire';

export const PORTING_AUDIT_ACTIONS = ['porting.open', 'porting.resend', 'porting.cancel', 'porting.plan'] as const;

/** A COIN message as sent or received: 101, 100, 102, 111, 117 or 201, with its fields. */
export const DeskPortingMessage = Type.Object({
  seq: Type.Integer(),
  type: Type.Integer({ description: '101, 100, 102, 111, 117 or 201' }),
  direction: StringEnum(['sent', 'received']),
  at: Type.String({ description: 'ISO 8601 moment' }),
  body: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
});
export type DeskPortingMessage = Static<typeof DeskPortingMessage>;

export const DeskPortingRequest = Type.Object({
  ...PortingRequestView.properties,
  /** Who of the account asked for it (the name at the time of the signature is signedName). */
  requestedBy: Nullable(Type.String()),
  messages: Type.Array(DeskPortingMessage),
});
export type DeskPortingRequest = Static<typeof DeskPortingRequest>;

export const DeskPortingResponse = Type.Object({
  customerNumber: Type.String(),
  customerName: Type.String(),
  requests: Type.Array(DeskPortingRequest),
});
export type DeskPortingResponse = Static<typeof DeskPortingResponse>;

export const DeskPortingParams = Type.Object({ portingId: Id('The porting request') });

/** The customer's data as the current provider knows it, corrected: what a resend sends. */
export const DeskPortingResendRequest = Type.Object(portingPartyFields);
export type DeskPortingResendRequest = Static<typeof DeskPortingResendRequest>;
export const DeskPortingDateRequest = Type.Object({ date: Text(20, "'dd-mm-jjjj' or 'YYYY-MM-DD'") });
export type DeskPortingDateRequest = Static<typeof DeskPortingDateRequest>;
/** What a change did, and the request it left running (a resend of a refused one is a new request). */
export const DeskPortingChangeResponse = Type.Object({ message: Type.String(), id: Type.Integer() });
export type DeskPortingChangeResponse = Static<typeof DeskPortingChangeResponse>;
