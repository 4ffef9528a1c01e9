/**
 * The wire contract of 'Nummer overzetten' (docs/api.md "Porting"): the form's defaults, a request,
 * its status with the timeline, and the date and the cancel. Apart from contract.ts so the areas merge
 * without touching it; contract.ts takes `PortingSummary` from here for GET /dashboard and GET
 * /numbers, so this file imports nothing of it. The app imports the types only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PORTING_STATUSES } from './portingStatuses';
import { Id, Nullable, StringEnum, Text } from './wire';

const IsoDate = Type.String({ description: 'YYYY-MM-DD' });
const IsoDateTime = Type.String({ description: 'ISO 8601 moment' });

/** Where a request stands (portingStatuses.ts names and explains each). */
export const PortingStatus = StringEnum(PORTING_STATUSES);
export type PortingStatus = Static<typeof PortingStatus>;

/** A request in a list: the numbers, where it stands and when. */
export const PortingSummary = Type.Object({
  id: Type.Integer(),
  firstNumber: Type.String({ description: "National form, '0201234567'" }),
  /** The same as firstNumber for one number. */
  lastNumber: Type.String(),
  numberCount: Type.Integer(),
  status: PortingStatus,
  createdAt: IsoDateTime,
  plannedAt: Nullable(IsoDateTime),
  /** COIN reported an error (117) on the last message: the desk corrects and resends it. */
  error: Type.Boolean(),
});
export type PortingSummary = Static<typeof PortingSummary>;

/** A step of the timeline: a status reached, a reported error, or a resend by the desk. */
export const PortingStepKind = StringEnum([...PORTING_STATUSES, 'error', 'resent']);
export type PortingStepKind = Static<typeof PortingStepKind>;
export const PortingStep = Type.Object({
  at: IsoDateTime,
  kind: PortingStepKind,
  /** 'requested', 'delayed': by when the current provider answers. */
  answerDueAt: Nullable(IsoDateTime),
  /** 'approved': the window to choose the date in. */
  firstPossibleDate: Nullable(IsoDate),
  approvedUntil: Nullable(IsoDate),
  /** 'planned': the moment; 'performed': the actual moment. */
  moment: Nullable(IsoDateTime),
  /** 'rejected': the blocking code; 'error': COIN's error code. */
  code: Nullable(Type.String()),
  /** Done by the desk (a cancel, a date, a resend), not by the customer. */
  byDesk: Type.Boolean(),
});
export type PortingStep = Static<typeof PortingStep>;

/**
 * The customer's data as the current provider knows it, as a request sends it: the form's (POST
 * /porting) and the desk's correction (deskPortingContract.ts), checked by the same rules.
 */
export const portingPartyFields = {
  donor: Text(40, "A provider's key (src/validation/portingRules.ts), 'anders' for another"),
  donorName: Type.Optional(Text(100, "The other provider's name, when 'anders'")),
  donorCustomerNumber: Text(40),
  company: Text(128),
  street: Text(100),
  houseNumber: Text(10),
  houseNumberAdd: Type.Optional(Text(10)),
  postcode: Text(10),
  city: Text(100),
};

/** The same data as an answer carries it, every field a string: the form's values, a request's view. */
const portingPartyValues = {
  donor: Type.String(),
  /** In a request's view: the provider's name as shown. */
  donorName: Type.String(),
  donorCustomerNumber: Type.String(),
  company: Type.String(),
  street: Type.String(),
  houseNumber: Type.String(),
  houseNumberAdd: Type.String(),
  postcode: Type.String(),
  city: Type.String(),
};

/** What the form sends, and what it is filled with (the account's data, or an earlier request's). */
const portingFields = {
  firstNumber: Text(40),
  lastNumber: Type.Optional(Text(40, 'The last number of a block; empty or absent for one number')),
  ...portingPartyFields,
  wantedDate: Text(20, "'dd-mm-jjjj' or 'YYYY-MM-DD'"),
};

export const PortingFormValues = Type.Object({
  firstNumber: Type.String(),
  lastNumber: Type.String(),
  ...portingPartyValues,
  /** 'YYYY-MM-DD', or empty. */
  wantedDate: Type.String(),
});
export type PortingFormValues = Static<typeof PortingFormValues>;

/** GET /porting-form: the one-off fee, the dates the wanted date may take, and the form's values. */
export const PortingForm = Type.Object({
  /** Euro excl. btw, once per request; 0 when free. */
  fee: Type.Number(),
  earliestDate: IsoDate,
  latestDate: IsoDate,
  values: PortingFormValues,
  /** The request the values come from ('Opnieuw aanvragen'), else null. */
  from: Nullable(Type.Integer()),
});
export type PortingForm = Static<typeof PortingForm>;
export const PortingFormQuery = Type.Object({
  from: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,9}$', description: 'An earlier request to fill the form with' }),
  ),
});
export type PortingFormQuery = Static<typeof PortingFormQuery>;

export const PortingCreateRequest = Type.Object({
  ...portingFields,
  /** 'Ik ben bevoegd om dit nummer over te zetten'. */
  authorised: Type.Boolean(),
  /** The signature: the signer's name, typed. */
  signature: Text(100),
  /** The request this one sends again ('Opnieuw aanvragen'). */
  again: Type.Optional(Id()),
});
export type PortingCreateRequest = Static<typeof PortingCreateRequest>;

/** GET /porting/{id}: a request with its timeline. */
export const PortingRequestView = Type.Object({
  ...PortingSummary.properties,
  ...portingPartyValues,
  wantedDate: IsoDate,
  signedName: Type.String(),
  signedAt: IsoDateTime,
  answerDueAt: Nullable(IsoDateTime),
  firstPossibleDate: Nullable(IsoDate),
  approvedUntil: Nullable(IsoDate),
  performedAt: Nullable(IsoDateTime),
  blockingCode: Nullable(Type.String()),
  /** COIN's error code while the desk corrects the request; null otherwise. */
  errorCode: Nullable(Type.String()),
  /** The first and last date the customer may choose now (approved or planned); null otherwise. */
  dateWindow: Nullable(Type.Object({ from: IsoDate, until: IsoDate })),
  /** Euro excl. btw, once. */
  fee: Type.Number(),
  /** The invoice the fee is on once the run made it: its number and date; null before. */
  feeInvoice: Nullable(Type.Object({ number: Type.String(), date: IsoDate })),
  /** A request that sent this one again, if any. */
  resentAs: Nullable(Type.Integer()),
  steps: Type.Array(PortingStep),
  /** How often the status page reads the request again while it runs and is shown. */
  refreshSeconds: Type.Integer(),
});
export type PortingRequestView = Static<typeof PortingRequestView>;

export const PortingIdParams = Type.Object({ id: Id('The porting request') });
export const PortingDateRequest = Type.Object({ date: Text(20, "'dd-mm-jjjj' or 'YYYY-MM-DD'") });
export type PortingDateRequest = Static<typeof PortingDateRequest>;
/** The answer of a change: what happened in words, and the request as it is now. */
export const PortingChangeResponse = Type.Object({ message: Type.String(), request: PortingRequestView });
export type PortingChangeResponse = Static<typeof PortingChangeResponse>;
