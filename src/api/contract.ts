/**
 * The wire contract of the portal's API (requirements §3 and §7), shared by the client and the
 * reference server. Each shape is a TypeBox schema and its type under the same name: the server
 * validates requests and serialises answers with the schemas (and publishes them as OpenAPI at
 * /api/openapi.json); the app imports the types only (`import type`), so no schema code reaches its
 * bundle. Field names and quirks are the spec's; shapes the spec leaves open are documented in
 * docs/api.md.
 */
import { Type, type Static } from '@sinclair/typebox';
import { diagnosticsLimits } from '../validation/diagnosticsLimits';
import { ACCOUNT_TEXT_FIELDS, type AccountTextField } from './accountFields';
import { INVOICE_DETAIL_FIELDS, type InvoiceDetailField } from './invoiceDetailFields';
import { ROLES } from './permissions';
import { PortingSummary } from './portingContract';
import { FlagInput, Id, Int, IntegerEnum, LAST_MOMENT_MS, Nullable, StringEnum, Text, Whole } from './wire';

/** 1/0 flags as the API sends them. */
export const Flag = IntegerEnum([0, 1]);
export type Flag = Static<typeof Flag>;
/** Calendar dates as 'YYYY-MM-DD'; moments as ISO 8601 timestamps. */
export const IsoDate = Type.String({ description: 'YYYY-MM-DD' });
export type IsoDate = Static<typeof IsoDate>;
export const IsoDateTime = Type.String({ description: 'ISO 8601 moment' });
export type IsoDateTime = Static<typeof IsoDateTime>;

// ---------- errors and messages ----------

/** Ordinary error body: one Dutch message. Also the answer of calls that only confirm. */
export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;
/** Login failure: an object of messages that the client concatenates (requirements §8). */
export const LoginErrorBody = Type.Object({ message: Type.Record(Type.String(), Type.String()) });
export type LoginErrorBody = Static<typeof LoginErrorBody>;
/** Ticket calls nest their error message (requirements §8). */
export const TicketErrorBody = Type.Object({ error: Type.Object({ message: Type.String() }) });
export type TicketErrorBody = Static<typeof TicketErrorBody>;

// ---------- auth ----------

export const TokenSet = Type.Object({
  token: Type.String(),
  refresh_token: Type.String(),
  /** Lifetime of `token` in seconds; drives the refresh and inactivity timers. */
  jwt_expire_time: Type.Integer({ description: 'Lifetime of token in seconds' }),
});
export type TokenSet = Static<typeof TokenSet>;
export const LoginRequest = Type.Object({ email: Text(254), password: Text(1000) });
export type LoginRequest = Static<typeof LoginRequest>;
export const RefreshRequest = Type.Object({ refresh_token: Text(200) });
export type RefreshRequest = Static<typeof RefreshRequest>;
export const AppLoginRequest = Type.Object({ sessionToken: Text(200) });
export type AppLoginRequest = Static<typeof AppLoginRequest>;
export const ForgotPasswordRequest = Type.Object({ email: Text(254) });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;
/** POST /auth/reset-password (beyond the spec): the token of the mail's link and the new password. */
export const ResetPasswordRequest = Type.Object({ token: Text(200), password: Text(1000) });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;
/** POST /auth/confirm-email (beyond the spec): the token of the link mailed to a new login address. */
export const EmailConfirmRequest = Type.Object({ token: Text(200) });
export type EmailConfirmRequest = Static<typeof EmailConfirmRequest>;
/** The token of the link that activates a new extra user's login. */
export const ExtraUserActivateRequest = Type.Object({ token: Text(200) });
export type ExtraUserActivateRequest = Static<typeof ExtraUserActivateRequest>;
export const LogoutRequest = Type.Object({ refresh_token: Type.Optional(Text(200)) });
export type LogoutRequest = Static<typeof LogoutRequest>;
/**
 * POST /auth/token (HTTP 202) for a user with two-step verification on: no token set yet; a code of
 * six digits was mailed, to be sent with the challenge to POST /auth/token/code.
 */
export const LoginCodeRequired = Type.Object({
  codeRequired: StringEnum(['email', 'app'], {
    description: "'email': a code was mailed; 'app': a code of the authenticator app or a recovery code",
  }),
  challenge: Type.String(),
  resendAfter: Type.Integer({ description: 'Seconds before POST /auth/token/resend may send a new code' }),
  expiresIn: Type.Integer({ description: 'Seconds the code stays valid' }),
});
export type LoginCodeRequired = Static<typeof LoginCodeRequired>;
/** POST /auth/token/code: the challenge of LoginCodeRequired and the mailed code. */
export const LoginCodeRequest = Type.Object({ challenge: Text(200), code: Text(20) });
export type LoginCodeRequest = Static<typeof LoginCodeRequest>;
/** POST /auth/token/resend: a new code for an open challenge. */
export const LoginCodeResendRequest = Type.Object({ challenge: Text(200) });
export type LoginCodeResendRequest = Static<typeof LoginCodeResendRequest>;

// ---------- user and config ----------

export const Platform = StringEnum(['ios', 'android', 'desktop']);
export type Platform = Static<typeof Platform>;
export const LoginType = StringEnum(['web', 'app']);
export type LoginType = Static<typeof LoginType>;

export const User = Type.Object({
  email: Type.String(),
  fullName: Type.String(),
  poc: Type.String(),
  /** The role is 'beheerder' (src/api/permissions.ts). */
  isAdmin: Type.Boolean(),
  /** What the user may do in the account: the permission matrix of src/api/permissions.ts. */
  role: StringEnum(ROLES),
  /** The account requires two-step verification and this user has not set it up yet. */
  twoStepSetupRequired: Type.Boolean(),
  active: Type.Boolean(),
  loginType: LoginType,
  /** The account's company name, the main account holder's name, and whether that is this user. */
  company: Type.Optional(Type.String()),
  holderName: Type.Optional(Type.String()),
  accountHolder: Type.Optional(Type.Boolean()),
});
export type User = Static<typeof User>;
export const AppConfigResponse = Type.Object({
  app: Type.Object({ platform: Platform, state: StringEnum(['save', 'get']) }),
  user: User,
});
export type AppConfigResponse = Static<typeof AppConfigResponse>;

// ---------- dashboard, numbers, settings ----------

export const AccessType = IntegerEnum([1, 3]);
export type AccessType = Static<typeof AccessType>;
export const SubscriptionStatus = StringEnum(['active', 'cancelled', 'lapsed']);
export type SubscriptionStatus = Static<typeof SubscriptionStatus>;

/** A plan as the customer has it (Subscription) and as it is offered (SubscriptionOption). */
const planFields = {
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  salesLine1: Type.String(),
  /** Euro per month excl. VAT. */
  price: Type.Number({ description: 'Euro per month excl. VAT' }),
  icon: Type.String(),
  /** Call minutes a month in the plan: null unlimited, 0 none (prepaid plans are credit, not minutes). */
  includedMinutes: Nullable(
    Type.Integer({ minimum: 0, description: 'Call minutes a month in the plan; null: unlimited; 0: none (prepaid)' }),
  ),
};
export const Subscription = Type.Object({
  ...planFields,
  status: SubscriptionStatus,
  accessType: AccessType,
  cancelTime: Nullable(IsoDateTime),
  expireTime: Nullable(IsoDate),
  startTime: IsoDate,
  swappable: Type.Boolean(),
  /** Days left before another switch is allowed. */
  swapCooldown: Type.Integer({ description: 'Days left before another switch is allowed' }),
  /** The day a cancel made today would end it (end of this month); null when it cannot be cancelled. */
  endIfCancelled: Nullable(IsoDate),
});
export type Subscription = Static<typeof Subscription>;
export const PhoneNumber = Type.Object({
  number_id: Type.Integer(),
  phoneNumber: Type.String(),
  name: Type.String(),
  /** 1 for the current outgoing number. */
  active: Flag,
});
export type PhoneNumber = Static<typeof PhoneNumber>;
/**
 * What the dashboard says about the account's costs (admins only): the warning level of the monthly
 * limit reached this month, a block of paid calls, and a prepaid credit that runs low.
 */
export const CostStatus = Type.Object({
  /** 80 or 100 once that share of `monthlyLimit` is used this month; null below it or without a limit. */
  limitLevel: Type.Unsafe<80 | 100 | null>({ type: ['integer', 'null'], enum: [80, 100, null] }),
  monthlyLimit: Nullable(Type.Number({ description: 'Euro excl. btw; null when the limit is off' })),
  /** Paid outgoing calls are refused until this date (the first of next month); null when not blocked. */
  blockedUntil: Nullable(IsoDate),
  /** Prepaid: the minutes the credit still buys, when fewer than the warning threshold; else null. */
  lowCreditMinutes: Nullable(Type.Integer()),
  /** This month's costs (euro excl. btw) while a limit warning stands, so the notice names them; else null. */
  spentThisMonth: Type.Optional(Nullable(Type.Number())),
});
export type CostStatus = Static<typeof CostStatus>;
export const DashboardResponse = Type.Object({
  user: User,
  hasSms: Type.Boolean(),
  phoneNumber: Type.Array(PhoneNumber),
  subscription: Nullable(Subscription),
  /** Only for the main account holder. */
  costStatus: Type.Optional(CostStatus),
  /** Requests to port a number in that run, or were refused lately (roles that see porting only). */
  porting: Type.Optional(Type.Array(PortingSummary)),
});
export type DashboardResponse = Static<typeof DashboardResponse>;
export const NumbersResponse = Type.Object({
  phoneNumbers: Type.Array(PhoneNumber),
  numberSwitchType: Type.String(),
  /** Requests to port a number in that run, or were refused lately (roles that see porting only). */
  porting: Type.Optional(Type.Array(PortingSummary)),
});
export type NumbersResponse = Static<typeof NumbersResponse>;
export const NumbersEditRequest = Type.Object({
  // Room for the blocks a customer ports in (100 numbers each).
  phoneNumbers: Type.Array(Type.Object({ number_id: Id(), name: Text(100) }), { maxItems: 1000 }),
});
export type NumbersEditRequest = Static<typeof NumbersEditRequest>;
const SETTINGS_TOGGLES = ['two-step-verification', 'individual-number-switch', 'newsletter'] as const;
export const SettingsToggleAction = StringEnum(SETTINGS_TOGGLES);
export type SettingsToggleAction = Static<typeof SettingsToggleAction>;
export const SettingsRequest = Type.Union([
  Type.Object({ action: Type.Literal('switch-default-number'), phoneNumberID: Id() }),
  Type.Object({
    action: SettingsToggleAction,
    toggle: FlagInput(),
    currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
  }),
]);
export type SettingsRequest = Static<typeof SettingsRequest>;
/** What POST /settings reads: the fields of every variant; the action decides which one must be there. */
export const SettingsRequestBody = Type.Object({
  action: StringEnum(['switch-default-number', ...SETTINGS_TOGGLES]),
  phoneNumberID: Type.Optional(Id()),
  toggle: Type.Optional(FlagInput()),
  /** Required to switch two-step verification off (checked by the server). */
  currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
  /** Switching two-step verification on: the challenge of the mailed code (202 answer) and the code. */
  challenge: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(Type.String({ maxLength: 20 })),
});
export type SettingsRequestBody = Static<typeof SettingsRequestBody>;
export const Settings = Type.Object({ numberSwitchIndividual: Flag, twoStepVerification: Flag, newsletter: Flag });
export type Settings = Static<typeof Settings>;

// ---------- invoices and downloads ----------

export const Invoice = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  updateDate: IsoDate,
  price: Type.Number(),
  priceVat: Type.Number(),
  prepaid: Flag,
  /** 'credit': a credit note (its amounts negative) that corrects the invoice `creditsNumber`. */
  kind: StringEnum(['invoice', 'credit']),
  creditsNumber: Nullable(Type.String()),
  /** What is left to pay of an invoice after its credit notes, incl. btw; 0 for a top-up or a credit note. */
  toPay: Type.Number(),
});
export type Invoice = Static<typeof Invoice>;
export const DownloadService = StringEnum([
  'account/invoice',
  'account/invoice-ubl',
  'invoices/export',
  'account/export',
]);
export type DownloadService = Static<typeof DownloadService>;
export const DownloadPrepareRequest = Type.Object({
  service: DownloadService,
  meta: Type.Optional(Type.Object({ id: Type.Optional(Id()) })),
  email: Type.Optional(Text(100)),
});
export type DownloadPrepareRequest = Static<typeof DownloadPrepareRequest>;
export const DownloadPrepareResponse = Type.Object({
  pdf: Type.Optional(Type.Object({ pdfUrl: Type.String() })),
  /** 'account/invoice-ubl': a link to the invoice's UBL e-invoice. */
  ubl: Type.Optional(Type.Object({ ublUrl: Type.String() })),
  url: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export type DownloadPrepareResponse = Static<typeof DownloadPrepareResponse>;
/** One charge of an invoice; `amount` is the line total excl. btw. */
export const InvoiceLine = Type.Object({
  description: Type.String(),
  quantity: Type.Number(),
  amount: Type.Number({ description: 'Line total excl. btw' }),
});
export type InvoiceLine = Static<typeof InvoiceLine>;
/** GET /invoices?id=: the invoice with its period, lines and btw. */
export const InvoiceDetail = Type.Object({
  ...Invoice.properties,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  /** btw amount (priceVat - price) and its rate in percent. */
  vat: Type.Number(),
  vatRate: Type.Number(),
  lines: Type.Array(InvoiceLine),
  /** A credit note: why it was made, as it says on it. */
  reason: Nullable(Type.String()),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;

// ---------- blocked numbers ----------

export const BlacklistRequest = Type.Object({ userPoc: Text(20) });
export type BlacklistRequest = Static<typeof BlacklistRequest>;
export const BlacklistChangeRequest = Type.Object({ userPoc: Text(20), blacklistNumber: Text(40) });
export type BlacklistChangeRequest = Static<typeof BlacklistChangeRequest>;
export const BlacklistResponse = Type.Object({
  /** Number strings without a leading plus. */
  numbers: Type.Array(Type.String(), { description: 'Number strings without a leading plus' }),
});
export type BlacklistResponse = Static<typeof BlacklistResponse>;

// ---------- credit ----------

export const Credit = Type.Object({
  credit: Type.Number(),
  endDate: IsoDate,
  upgradeCredit: Type.Number(),
  bank: Type.String(),
  email: Type.String(),
  topUpCreditUrl: Type.String(),
  extendUrl: Type.String(),
  subscription: Type.Object({ renewal: Flag, initialExpireTime: IsoDate }),
});
export type Credit = Static<typeof Credit>;

// ---------- subscriptions ----------

export const SubscriptionCancelRequest = Type.Object({ id: Id(), reason: Text(500) });
export type SubscriptionCancelRequest = Static<typeof SubscriptionCancelRequest>;
export const SubscriptionIdRequest = Type.Object({ id: Id() });
export type SubscriptionIdRequest = Static<typeof SubscriptionIdRequest>;
export const SubscriptionOption = Type.Object({ ...planFields, startTime: IsoDate });
export type SubscriptionOption = Static<typeof SubscriptionOption>;
/** Options keyed by subscription type, e.g. `{ abonnement: [...] }`. */
export const SubscriptionOptions = Type.Record(Type.String(), Type.Array(SubscriptionOption));
export type SubscriptionOptions = Static<typeof SubscriptionOptions>;
export const BundleEffectsRequest = Type.Object({ subscriptionID: Id(), subscriptionTypeId: Id() });
export type BundleEffectsRequest = Static<typeof BundleEffectsRequest>;
export const BundleEffectsResponse = Type.Object({ feedback: Type.String() });
export type BundleEffectsResponse = Static<typeof BundleEffectsResponse>;
export const SubscriptionSwitchRequest = Type.Object({ id: Id(), type: Text(50), subscriptionTypeId: Id() });
export type SubscriptionSwitchRequest = Static<typeof SubscriptionSwitchRequest>;

// ---------- bundles, extra users and numbers ----------

export const BundleKind = StringEnum(['extra-user', 'extra-local-number', 'extra-business-number']);
export type BundleKind = Static<typeof BundleKind>;
export const Bundle = Type.Object({
  id: Type.Integer(),
  kind: BundleKind,
  name: Type.String(),
  /** Euro per month excl. VAT. */
  price: Type.Number({ description: 'Euro per month excl. VAT' }),
});
export type Bundle = Static<typeof Bundle>;
export const BundlesResponse = Type.Object({ bundles: Type.Array(Bundle) });
export type BundlesResponse = Static<typeof BundlesResponse>;
export const ActiveExtraUser = Type.Object({
  id: Type.Integer(),
  bundle_subusers_id: Type.Integer(),
  bundle_subusers_email: Type.String(),
});
export type ActiveExtraUser = Static<typeof ActiveExtraUser>;
export const ExtraNumber = Type.Object({
  id: Type.Integer(),
  number_extension_id: Type.Integer(),
  phone_number_display: Type.String(),
  bundle_extra_number_slot: Type.Integer(),
});
export type ExtraNumber = Static<typeof ExtraNumber>;
export const ActiveBundlesResponse = Type.Object({
  subusers: Type.Array(ActiveExtraUser),
  extranumbers: Type.Array(ExtraNumber),
});
export type ActiveBundlesResponse = Static<typeof ActiveBundlesResponse>;
export const AddExtraUserRequest = Type.Object({ email: Text(100), password: Text(200) });
export type AddExtraUserRequest = Static<typeof AddExtraUserRequest>;
export const GetExtraUserRequest = Type.Object({ bundleSubuserId: Id() });
export type GetExtraUserRequest = Static<typeof GetExtraUserRequest>;
export const GetExtraUserResponse = Type.Object({ email: Type.String() });
export type GetExtraUserResponse = Static<typeof GetExtraUserResponse>;
export const RemoveExtraUserRequest = Type.Object({ bundleSubUserId: Id() });
export type RemoveExtraUserRequest = Static<typeof RemoveExtraUserRequest>;
/**
 * GET /accounts/{poc}/bundles/active as built: the active bundles plus the number of open
 * extra-number requests, so the page counts toward the limit of 5 what the server counts.
 */
export const ActiveBundlesWithRequests = Type.Object({
  ...ActiveBundlesResponse.properties,
  openExtraNumberRequests: Type.Integer({ minimum: 0 }),
  /** Why no extra user or number can be ordered now (a cancelled or lapsed subscription), else null. */
  orderBlocked: Nullable(Type.String()),
});
export type ActiveBundlesWithRequests = Static<typeof ActiveBundlesWithRequests>;

// ---------- tickets ----------

export const TicketMessage = Type.Object({
  message: Type.String(),
  creationTime: IsoDateTime,
  isEmployee: Type.Boolean(),
  /** Status reached by this entry, when it records a status change. */
  statusChange: Nullable(Type.String()),
});
export type TicketMessage = Static<typeof TicketMessage>;
export const Ticket = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  statusId: Type.Integer(),
  subject: Type.String(),
  message: Type.String(),
  creationTime: IsoDateTime,
  newMessages: Type.Integer(),
  locked: Type.Boolean(),
  conversation: Type.Array(TicketMessage),
});
export type Ticket = Static<typeof Ticket>;
export const MessageOfTheDay = Type.Object({
  enabled: Type.Boolean(),
  type: StringEnum(['warning', 'alert']),
  message: Type.String(),
});
export type MessageOfTheDay = Static<typeof MessageOfTheDay>;
export const TicketsResponse = Type.Object({
  motd: MessageOfTheDay,
  tickets: Type.Array(Ticket),
  supportAvailable: Type.Boolean(),
});
export type TicketsResponse = Static<typeof TicketsResponse>;
/** One action of the log: its type, when (ms since 1970) and the redacted payload, meta and error. */
export const DiagnosticsAction = Type.Object({
  type: Type.String({ maxLength: 200 }),
  time: Whole({ maximum: LAST_MOMENT_MS }),
  payload: Type.Optional(Type.Unknown({ 'x-maxDepth': diagnosticsLimits.maxDepth })),
  meta: Type.Optional(Type.Unknown({ 'x-maxDepth': diagnosticsLimits.maxDepth })),
  error: Type.Optional(Type.Unknown({ 'x-maxDepth': diagnosticsLimits.maxDepth })),
});
export type DiagnosticsAction = Static<typeof DiagnosticsAction>;
/**
 * The technical data a customer may send with a ticket or reply: the redacted log of the last actions
 * of the tab (oldest first) with app version, platform and viewport. `truncated` and `droppedActions`
 * say that the oldest actions were left out to stay within `diagnosticsLimits.maxBytes`.
 */
export const Diagnostics = Type.Object({
  format: Type.Literal('portal-action-log/1'),
  appVersion: Type.String({ maxLength: 50 }),
  platform: Platform,
  viewport: Type.Object({ width: Whole(), height: Whole() }),
  createdAt: Type.String({ maxLength: 40, description: 'ISO 8601 moment' }),
  recordedActions: Whole(),
  truncated: Type.Boolean(),
  droppedActions: Whole(),
  actions: Type.Array(DiagnosticsAction, { maxItems: diagnosticsLimits.maxActions }),
});
export type Diagnostics = Static<typeof Diagnostics>;
/** The demo-only download of the logs attached to one ticket (GET /dev/tickets/{id}/diagnostics). */
export const TicketDiagnosticsResponse = Type.Object({
  ticketId: Type.Integer(),
  logs: Type.Array(
    Type.Object({
      id: Type.Integer(),
      /** 'ticket' when sent with the new ticket, 'reply' when sent with a reply. */
      source: StringEnum(['ticket', 'reply']),
      createdAt: IsoDateTime,
      diagnostics: Diagnostics,
    }),
  ),
});
export type TicketDiagnosticsResponse = Static<typeof TicketDiagnosticsResponse>;
export const TicketCreateRequest = Type.Object({
  subject: Text(200),
  message: Text(5000),
  category: Id(),
  /** 4 marks an extra-number request, hidden from the ticket list. */
  type: Type.Optional(Int('4 marks an extra-number request, hidden from the ticket list')),
  /** Technical data, only when the customer ticked 'Technische gegevens meesturen'. */
  diagnostics: Type.Optional(Diagnostics),
});
export type TicketCreateRequest = Static<typeof TicketCreateRequest>;
export const TicketOptionsResponse = Type.Object({
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type TicketOptionsResponse = Static<typeof TicketOptionsResponse>;
export const TicketReplyRequest = Type.Object({
  ticketID: Id(),
  message: Text(5000),
  /** Technical data, only when the customer ticked 'Technische gegevens meesturen'. */
  diagnostics: Type.Optional(Diagnostics),
});
export type TicketReplyRequest = Static<typeof TicketReplyRequest>;

// ---------- account ----------

export const AccountSchedule = Type.Object({
  /** Planned deletion moment. */
  scheduleTime: IsoDate,
});
export type AccountSchedule = Static<typeof AccountSchedule>;
/** The account's text fields; in a request each has its length cap. */
const accountText = (max?: number) =>
  Object.fromEntries(
    ACCOUNT_TEXT_FIELDS.map((field) => [field, max ? Text(field === 'email' ? 100 : max) : Type.String()]),
  ) as Record<AccountTextField, ReturnType<typeof Type.String>>;
export const Account = Type.Object({
  ...accountText(),
  hasSubscription: Type.Boolean(),
  schedule: Nullable(AccountSchedule),
  /** A personal-data export was asked for and its mailed link still lives (24 hours). */
  exportRequested: Type.Boolean(),
});
export type Account = Static<typeof Account>;
/** POST /account sends the whole account; `scheduleDeletion` asks for deletion. */
export const AccountSaveRequest = Type.Object({
  ...accountText(200),
  scheduleDeletion: Type.Optional(Type.Boolean()),
  /** Required when `email` changes the login address (checked by the server). */
  currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type AccountSaveRequest = Static<typeof AccountSaveRequest>;
export const AccountRemoveResponse = Type.Object({ schedule: Nullable(AccountSchedule) });
export type AccountRemoveResponse = Static<typeof AccountRemoveResponse>;
export const PasswordChangeRequest = Type.Object({
  currentPassword: Text(1000),
  newPassword: Text(1000),
  newPasswordConfirm: Text(1000),
});
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

// ---------- usage ----------

export const UsageCategory = Type.Object({
  name: Type.String(),
  totalCalls: Type.Integer(),
  totalMinutes: Type.Integer(),
  /** The talk time of the category's calls (totalMinutes counts started minutes). */
  totalSeconds: Type.Integer({ description: 'Talk time in seconds' }),
  percentage: Type.Number(),
  circlePiece: Type.Number(),
  circleDistance: Type.Number(),
});
export type UsageCategory = Static<typeof UsageCategory>;
export const Usage = Type.Object({
  lastUpdated: IsoDateTime,
  totalMinutesCalled: Type.Integer(),
  totalSecondsCalled: Type.Integer({ description: 'Talk time in seconds' }),
  categories: Type.Array(UsageCategory),
});
export type Usage = Static<typeof Usage>;
/**
 * How a call is paid: 'free' (incoming, or a free number), 'bundle' (within the plan's included
 * minutes), 'partial' (the bundle ran out during the call), 'paid' (outside the bundle), 'credit'
 * (prepaid).
 */
export const CallCharge = StringEnum(['free', 'bundle', 'partial', 'paid', 'credit']);
export type CallCharge = Static<typeof CallCharge>;
export const CallRecord = Type.Object({
  id: Type.Integer(),
  /** 'O' outgoing, otherwise incoming. */
  type: Type.String({ description: "'O' outgoing, otherwise incoming" }),
  calledNumber: Type.String(),
  telephoneNumber: Type.String(),
  date: IsoDate,
  time: Type.String(),
  /** Seconds. */
  duration: Type.Integer({ description: 'Seconds' }),
  charge: CallCharge,
  /** Euro excl. btw the call costs (prepaid: credit); 0 for free calls and calls within the bundle. */
  cost: Type.Number({ description: 'Euro excl. btw; prepaid: credit used' }),
});
export type CallRecord = Static<typeof CallRecord>;
export const MonthCalls = Type.Object({
  periodStart: IsoDate,
  calls: Type.Array(CallRecord),
  /** The month's calls in all; more than `calls` holds when the list was cut off (`truncated`). */
  totalCalls: Type.Integer({ description: 'The month’s calls in all' }),
  /** Only the newest calls are listed: GET /usage/calls/{poc} pages through all of them. */
  truncated: Type.Boolean({ description: 'Only the newest calls are listed; GET /usage/calls/{poc} has them all' }),
});
export type MonthCalls = Static<typeof MonthCalls>;
export const CallsResponse = Type.Object({
  data: Type.Object({ currentMonth: MonthCalls, previousMonth: MonthCalls }),
});
export type CallsResponse = Static<typeof CallsResponse>;

// ---------- call pages (beyond the spec) ----------

/** GET /usage/calls/{poc}: which month, where the page starts, and the filters. */
export const CallPageQuery = Type.Object({
  /** 'current' unless 'previous'. */
  month: Type.Optional(StringEnum(['current', 'previous'], { description: "'current' (default) or 'previous'" })),
  /** The `nextCursor` of the page before; without it the newest calls. */
  cursor: Type.Optional(Type.String({ maxLength: 40, description: 'nextCursor of the page before' })),
  limit: Type.Optional(
    Type.Unsafe<number>({
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 200 },
        { type: 'string', pattern: '^([1-9][0-9]?|1[0-9][0-9]|200)$' },
      ],
      'x-coerce': 'int',
      description: 'Calls per page, 1 to 200 (50)',
    }),
  ),
  direction: Type.Optional(StringEnum(['O', 'I'], { description: "'O' outgoing, 'I' incoming" })),
  /** Digits somewhere in the other party's number. */
  number: Type.Optional(Type.String({ maxLength: 20, description: 'Digits of the other party’s number' })),
});
export type CallPageQuery = Static<typeof CallPageQuery>;
/** The month's figures, in the first page's answer. */
export const CallPageMonth = Type.Object({
  totalCalls: Type.Integer(),
  /** Calls that pass the filters. */
  matchingCalls: Type.Integer(),
  /** Euro excl. btw the month's calls cost (prepaid: credit used). */
  cost: Type.Number(),
  /**
   * The invoice that carries the month's call costs: one issued (its number and date), or the one the
   * run will make (number null, the date it is due); null when no invoice carries them.
   */
  invoice: Nullable(Type.Object({ number: Nullable(Type.String()), date: IsoDate })),
});
export type CallPageMonth = Static<typeof CallPageMonth>;
export const CallPage = Type.Object({
  periodStart: IsoDate,
  calls: Type.Array(CallRecord),
  /** Send it back as `cursor` for the next page; null after the last. */
  nextCursor: Nullable(Type.String()),
  /** Only in the answer without a cursor. */
  month: Nullable(CallPageMonth),
});
export type CallPage = Static<typeof CallPage>;

// ---------- cost control (beyond the spec) ----------

/** GET and POST /usage/limit: the account's cost controls and this month's costs against them. */
export const UsageLimit = Type.Object({
  /** 'subscription': a monthly limit; 'prepaid': a low-credit warning. */
  kind: StringEnum(['subscription', 'prepaid']),
  /** Euro excl. btw; null when the customer switched the limit off (waived the warning). */
  monthlyLimit: Nullable(Type.Number({ description: 'Euro excl. btw; null when off' })),
  hardCap: Flag,
  /** Euro excl. btw the calls of this month cost so far (prepaid: credit used). */
  spentThisMonth: Type.Number(),
  /** Euro at the month's end at the pace so far. */
  forecast: Type.Number(),
  periodStart: IsoDate,
  /** Paid outgoing calls are refused (until `blockedUntil`). */
  blocked: Type.Boolean(),
  blockedUntil: Nullable(IsoDate),
  /** While the limit is off: when and by whom the warning was waived. */
  waivedAt: Nullable(IsoDateTime),
  waivedBy: Nullable(Type.String()),
  /** Prepaid: warn when the credit buys fewer minutes than this; null for subscriptions. */
  lowCreditMinutes: Nullable(Type.Integer()),
  /** Prepaid: the minutes the credit buys now; null for subscriptions. */
  creditMinutes: Nullable(Type.Integer()),
});
export type UsageLimit = Static<typeof UsageLimit>;
/** POST /usage/limit: a subscription sends monthlyLimit and hardCap, a prepaid account lowCreditMinutes. */
export const UsageLimitRequest = Type.Object({
  monthlyLimit: Type.Optional(
    Nullable(Type.Number({ minimum: 0, maximum: 1_000_000, description: 'Euro excl. btw; null switches it off' })),
  ),
  hardCap: Type.Optional(FlagInput()),
  lowCreditMinutes: Type.Optional(Int('Minutes')),
});
export type UsageLimitRequest = Static<typeof UsageLimitRequest>;
/** POST /usage/limit/unblock: the caller's password, asked again before paid calls are allowed again. */
export const UsageUnblockRequest = Type.Object({ password: Text(1000) });
export type UsageUnblockRequest = Static<typeof UsageUnblockRequest>;

// ---------- answers of calls that change something ----------

export const BlacklistChangeResponse = Type.Object({ ...BlacklistResponse.properties, message: Type.String() });
export type BlacklistChangeResponse = Static<typeof BlacklistChangeResponse>;
export const SubscriptionCancelResponse = Type.Object({ message: Type.String(), expireTime: IsoDate });
export type SubscriptionCancelResponse = Static<typeof SubscriptionCancelResponse>;
export const SubscriptionSwitchResponse = Type.Object({ message: Type.String(), startTime: IsoDate });
export type SubscriptionSwitchResponse = Static<typeof SubscriptionSwitchResponse>;
export const AddExtraUserResponse = Type.Object({ message: Type.String(), bundle_subusers_id: Type.Integer() });
export type AddExtraUserResponse = Static<typeof AddExtraUserResponse>;
export const AccountSaveResponse = Type.Object({ message: Type.String(), schedule: Nullable(AccountSchedule) });
export type AccountSaveResponse = Static<typeof AccountSaveResponse>;

// ---------- security page ----------

/** One login attempt in the history: right, wrong password, wrong two-step code, or refused by throttling. */
export const LoginOutcome = StringEnum(['success', 'wrong-password', 'code-wrong', 'throttled']);
export type LoginOutcome = Static<typeof LoginOutcome>;
export const ActiveLogin = Type.Object({
  id: Type.String(),
  /** Readable browser and system from the User-Agent, e.g. 'Chrome 120 op Windows 10'. */
  device: Type.String(),
  platform: Platform,
  loginType: LoginType,
  firstUsed: IsoDateTime,
  lastUsed: IsoDateTime,
  /** The address with its last part hidden ('192.0.2.***'). */
  address: Type.String(),
  /** The login this call was made with. */
  current: Type.Boolean(),
});
export type ActiveLogin = Static<typeof ActiveLogin>;
export const LoginHistoryEntry = Type.Object({
  at: IsoDateTime,
  outcome: LoginOutcome,
  device: Type.String(),
  address: Type.String(),
});
export type LoginHistoryEntry = Static<typeof LoginHistoryEntry>;
export const AuthenticatorStatus = Type.Object({ enabled: Type.Boolean(), recoveryCodesLeft: Type.Integer() });
export type AuthenticatorStatus = Static<typeof AuthenticatorStatus>;
/** GET /security: the caller's own live logins, last 20 login attempts and authenticator app. */
export const SecurityOverview = Type.Object({
  sessions: Type.Array(ActiveLogin),
  history: Type.Array(LoginHistoryEntry),
  authenticator: AuthenticatorStatus,
  /** Two-step verification by e-mail (a code mailed at each login) is on. */
  emailCodes: Type.Boolean(),
});
export type SecurityOverview = Static<typeof SecurityOverview>;
export const SessionParams = Type.Object({ id: Text(64) });
export type SessionParams = Static<typeof SessionParams>;
/** POST /security/sessions/end-all: every other login, and this one too when includeCurrent. */
export const EndAllSessionsRequest = Type.Object({ includeCurrent: Type.Boolean() });
export type EndAllSessionsRequest = Static<typeof EndAllSessionsRequest>;
export const EndSessionsResponse = Type.Object({ message: Type.String(), ended: Type.Integer() });
export type EndSessionsResponse = Static<typeof EndSessionsResponse>;
/** POST /security/authenticator: a new secret, valid once a first code confirms it. */
export const AuthenticatorSetup = Type.Object({
  secret: Type.String({ description: 'base32, for typing into the app' }),
  uri: Type.String({ description: 'otpauth:// address for the QR code' }),
});
export type AuthenticatorSetup = Static<typeof AuthenticatorSetup>;
export const AuthenticatorCodeRequest = Type.Object({ code: Text(20) });
export type AuthenticatorCodeRequest = Static<typeof AuthenticatorCodeRequest>;
/** The ten recovery codes, shown this once. */
export const AuthenticatorConfirmResponse = Type.Object({
  message: Type.String(),
  recoveryCodes: Type.Array(Type.String()),
});
export type AuthenticatorConfirmResponse = Static<typeof AuthenticatorConfirmResponse>;
export const AuthenticatorOffRequest = Type.Object({ password: Text(200), code: Text(20) });
export type AuthenticatorOffRequest = Static<typeof AuthenticatorOffRequest>;

// ---------- the invoice mail's files ('Factuur per e-mail') ----------

/** 'pdf': the PDF only; 'pdf-ubl': the PDF and the UBL e-invoice. */
export const InvoiceMailFormat = StringEnum(['pdf', 'pdf-ubl']);
export type InvoiceMailFormat = Static<typeof InvoiceMailFormat>;
/** GET /account/invoice-mail: the choice, and what a valid UBL file still lacks (Dutch words; empty: nothing). */
export const InvoiceMailChoice = Type.Object({
  format: InvoiceMailFormat,
  missing: Type.Array(Type.String()),
});
export type InvoiceMailChoice = Static<typeof InvoiceMailChoice>;
export const InvoiceMailChoiceRequest = Type.Object({ format: InvoiceMailFormat });
export type InvoiceMailChoiceRequest = Static<typeof InvoiceMailChoiceRequest>;

// ---------- 'Factuurgegevens': what the next invoices say and where they go ----------

export const InvoiceDetails = Type.Object(
  Object.fromEntries(Object.keys(INVOICE_DETAIL_FIELDS).map((field) => [field, Type.String()])) as Record<
    InvoiceDetailField,
    ReturnType<typeof Type.String>
  >,
);
export type InvoiceDetails = Static<typeof InvoiceDetails>;
export const InvoiceDetailsRequest = Type.Object(
  Object.fromEntries(Object.entries(INVOICE_DETAIL_FIELDS).map(([field, max]) => [field, Text(max)])) as Record<
    InvoiceDetailField,
    ReturnType<typeof Type.String>
  >,
);
export type InvoiceDetailsRequest = Static<typeof InvoiceDetailsRequest>;
