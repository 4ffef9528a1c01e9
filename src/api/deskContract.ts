/**
 * The wire contract of the support desk's API (/api/desk, docs/api.md "Support desk"), shared by the
 * desk (src/desk, types only) and the reference server (schemas). Apart from the portal's contract:
 * the portal never calls these routes, and a customer's token is refused on every one of them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Diagnostics, IsoDateTime, Platform } from './contract';
import { DeskOpenRequest, DeskRecentInvoice, DeskRecentLogin } from './deskCustomerContract';
import { INVOICE_AUDIT_ACTIONS } from './deskInvoiceContract';
import { PORTING_AUDIT_ACTIONS } from './deskPortingContract';
import { DeskNote, TicketWorkflowFields, WORKFLOW_AUDIT_ACTIONS } from './deskWorkflowContract';
import { ROLES } from './permissions';
import { STAFF_ROLES } from './staffRoles';
import { Id, IntegerEnum, Nullable, StringEnum, Text, Whole } from './wire';

/** 'medewerker' answers tickets; 'teamleider' also reads the audit and manages staff. */
export const StaffRole = StringEnum(STAFF_ROLES);
export type StaffRole = Static<typeof StaffRole>;

export const StaffMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  fullName: Type.String(),
  role: StaffRole,
});
export type StaffMember = Static<typeof StaffMember>;

// ---------- login and set-up ----------

export const DeskLoginRequest = Type.Object({ email: Text(254), password: Text(1000), code: Text(20) });
export type DeskLoginRequest = Static<typeof DeskLoginRequest>;
/** A staff login: the bearer token (ends with the login) and who is logged in. */
export const DeskSession = Type.Object({
  token: Type.String(),
  /** When the login ends at the latest (8 hours after it began). */
  expiresAt: IsoDateTime,
  /** Seconds without activity after which the login ends. */
  idleSeconds: Type.Integer(),
  staff: StaffMember,
});
export type DeskSession = Static<typeof DeskSession>;

export const DeskSetupTokenRequest = Type.Object({ token: Text(200) });
export type DeskSetupTokenRequest = Static<typeof DeskSetupTokenRequest>;
/** What the set-up page shows: whose account, and the secret to scan into the authenticator app. */
export const DeskSetupInfo = Type.Object({
  email: Type.String(),
  fullName: Type.String(),
  secret: Type.String({ description: 'base32' }),
  uri: Type.String({ description: 'otpauth://totp/…' }),
});
export type DeskSetupInfo = Static<typeof DeskSetupInfo>;
export const DeskSetupRequest = Type.Object({ token: Text(200), password: Text(1000), code: Text(20) });
export type DeskSetupRequest = Static<typeof DeskSetupRequest>;

// ---------- the queue ----------

/** 1 open, 2 in behandeling, 3 wacht op reactie, 4 gesloten (as the portal's tickets). */
export const TicketStatusId = IntegerEnum([1, 2, 3, 4]);
export type TicketStatusId = Static<typeof TicketStatusId>;

export const DeskQueueQuery = Type.Object({
  status: Type.Optional(StringEnum(['1', '2', '3', '4'], { description: 'Only tickets with this status' })),
  q: Type.Optional(Text(100, 'Customer number or a part of the subject')),
  view: Type.Optional(
    StringEnum(['all', 'mine', 'unassigned'], { description: "'Alle' (default), 'Mijn vragen', 'Niet toegewezen'" }),
  ),
  sort: Type.Optional(
    StringEnum(['activity', 'due'], { description: 'Newest activity first (default), or first-reply target first' }),
  ),
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$', description: 'Page, from 1' })),
});
export type DeskQueueQuery = Static<typeof DeskQueueQuery>;

export const DeskQueueItem = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  /** A type-4 ticket: a request for an extra number. */
  extraNumberRequest: Type.Boolean(),
  customerNumber: Type.String(),
  /** The customer's company name, or their own name when they have none. */
  company: Type.String(),
  subject: Type.String(),
  statusId: Type.Integer(),
  locked: Type.Boolean(),
  /** Customer messages (the question included) since the last answer of an employee; 0 once merged. */
  unanswered: Type.Integer(),
  /** The ticket this one was merged into (it is closed then). */
  mergedInto: Nullable(Type.Integer()),
  creationTime: IsoDateTime,
  /** The newest message of either side, or the ticket's creation. */
  lastActivity: IsoDateTime,
  ...TicketWorkflowFields.properties,
});
export type DeskQueueItem = Static<typeof DeskQueueItem>;
export const DeskQueueResponse = Type.Object({
  tickets: Type.Array(DeskQueueItem),
  /** Tickets matching the filters in all pages. */
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type DeskQueueResponse = Static<typeof DeskQueueResponse>;

// ---------- a ticket and its customer ----------

/** What staff see of a customer: never a password, a token or the full IBAN. */
export const DeskCustomer = Type.Object({
  id: Type.Integer(),
  customerNumber: Type.String(),
  name: Type.String(),
  company: Type.String(),
  email: Type.String(),
  active: Type.Boolean(),
  /** The IBAN with all but its last 4 characters hidden. */
  ibanMasked: Type.String(),
  subscription: Nullable(Type.Object({ name: Type.String(), status: StringEnum(['active', 'cancelled', 'lapsed']) })),
  /** What customers' questions are mostly about: their numbers, blocked numbers, the cost limit, open questions. */
  phoneNumbers: Type.Array(Type.Object({ number: Type.String(), name: Type.String() })),
  blockedNumbers: Type.Array(Type.String()),
  /**
   * The monthly limit (euro; null when switched off), a block of paid calls, the warning level and the
   * calls' costs so far this month (euro, excl. VAT, as the customer's own usage page says them).
   */
  costLimit: Type.Object({
    monthlyLimit: Nullable(Type.Number()),
    blockedUntil: Nullable(Type.String()),
    level: Nullable(Type.Integer()),
    spentThisMonth: Type.Number(),
  }),
  /** Questions of this customer that are not closed (requests for extra numbers are under openRequests). */
  openTickets: Type.Integer(),
  /** The three newest invoices, newest first. */
  recentInvoices: Type.Array(DeskRecentInvoice),
  /** The newest login attempts of the account's people, newest first. */
  recentLogins: Type.Array(DeskRecentLogin),
  /** Requests still being carried out (extra users, extra numbers), oldest first. */
  openRequests: Type.Array(DeskOpenRequest),
});
export type DeskCustomer = Static<typeof DeskCustomer>;

export const DeskLogSummary = Type.Object({
  id: Type.Integer(),
  source: StringEnum(['ticket', 'reply']),
  createdAt: IsoDateTime,
  appVersion: Type.String(),
  platform: Platform,
  viewport: Type.Object({ width: Type.Integer(), height: Type.Integer() }),
  actions: Type.Integer(),
});
export type DeskLogSummary = Static<typeof DeskLogSummary>;

export const DeskConversationEntry = Type.Object({
  message: Type.String(),
  creationTime: IsoDateTime,
  isEmployee: Type.Boolean(),
  /** The status reached by this entry, when it records a status change. */
  statusChange: Nullable(Type.String()),
  /** The employee who wrote it (empty for customers and older entries). */
  staffName: Type.String(),
  /** The log the customer sent with this reply, if any. */
  logId: Nullable(Type.Integer()),
});
export type DeskConversationEntry = Static<typeof DeskConversationEntry>;

export const DeskTicket = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  extraNumberRequest: Type.Boolean(),
  statusId: Type.Integer(),
  subject: Type.String(),
  message: Type.String(),
  creationTime: IsoDateTime,
  locked: Type.Boolean(),
  customer: DeskCustomer,
  conversation: Type.Array(DeskConversationEntry),
  logs: Type.Array(DeskLogSummary),
  ...TicketWorkflowFields.properties,
  /** Internal notes of staff, oldest first: never shown to the customer. */
  notes: Type.Array(DeskNote),
  /** The newest conversation entry's id (0 without one): an answer names it as what it was based on. */
  latestEntryId: Type.Integer(),
  /** The ticket this one was merged into (it is closed then). */
  mergedInto: Nullable(Type.Integer()),
  /** The same customer's other questions that can be merged into this one: not closed, newest first. */
  mergeCandidates: Type.Array(
    Type.Object({ id: Type.Integer(), subject: Type.String(), creationTime: IsoDateTime, statusId: Type.Integer() }),
  ),
});
export type DeskTicket = Static<typeof DeskTicket>;

export const DeskTicketParams = Type.Object({ id: Id('The ticket') });
export const DeskLogParams = Type.Object({ id: Id('The ticket'), logId: Id('The log') });
export const DeskReplyRequest = Type.Object({
  message: Text(5000),
  basedOn: Type.Optional(Whole({ description: 'latestEntryId of the ticket the answer was written against' })),
  /** Send even though the conversation has newer entries than `basedOn`. */
  confirmed: Type.Optional(Type.Boolean()),
  /** The status after the answer, set in the same step (the desk offers 'Wacht op reactie' first). */
  statusId: Type.Optional(IntegerEnum([2, 3, 4], { description: 'In behandeling, wacht op reactie, gesloten' })),
});
export type DeskReplyRequest = Static<typeof DeskReplyRequest>;
export const DeskStatusRequest = Type.Object({ statusId: TicketStatusId });
export type DeskStatusRequest = Static<typeof DeskStatusRequest>;
export const DeskLockRequest = Type.Object({ locked: Type.Boolean() });
export type DeskLockRequest = Static<typeof DeskLockRequest>;

/** One log as the DevTools view replays it. */
export const DeskLog = Type.Object({
  id: Type.Integer(),
  ticketId: Type.Integer(),
  source: StringEnum(['ticket', 'reply']),
  createdAt: IsoDateTime,
  diagnostics: Diagnostics,
});
export type DeskLog = Static<typeof DeskLog>;

export const DeskCustomerParams = Type.Object({ customerNumber: Type.String({ pattern: '^[0-9]{1,20}$' }) });
/** A person of the customer's account, as staff see them: name, address, role, two-step. */
export const DeskAccountPerson = Type.Object({
  fullName: Type.String(),
  email: Type.String(),
  role: StringEnum(ROLES),
  accountHolder: Type.Boolean(),
  twoStep: Type.Boolean(),
});
export type DeskAccountPerson = Static<typeof DeskAccountPerson>;
export const DeskCustomerDetail = Type.Object({
  customer: DeskCustomer,
  tickets: Type.Array(DeskQueueItem),
  people: Type.Array(DeskAccountPerson),
});
export type DeskCustomerDetail = Static<typeof DeskCustomerDetail>;

// ---------- audit and staff (teamleider) ----------

export const AuditAction = StringEnum([
  'ticket.open',
  'log.open',
  'log.download',
  'customer.open',
  'queue.search',
  'ticket.reply',
  'ticket.status',
  'ticket.lock',
  'ticket.unlock',
  'staff.add',
  'staff.disable',
  /** The account locked itself: the staff member of the entry gave too many wrong codes. */
  'staff.locked',
  'staff.unlock',
  ...WORKFLOW_AUDIT_ACTIONS,
  ...INVOICE_AUDIT_ACTIONS,
  ...PORTING_AUDIT_ACTIONS,
]);
export type AuditAction = Static<typeof AuditAction>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: IsoDateTime,
  staffName: Type.String(),
  staffEmail: Type.String(),
  action: AuditAction,
  ticketId: Nullable(Type.Integer()),
  customerNumber: Nullable(Type.String()),
  logId: Nullable(Type.Integer()),
  detail: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditResponse = Type.Object({ entries: Type.Array(AuditEntry) });
export type AuditResponse = Static<typeof AuditResponse>;

export const StaffAccount = Type.Object({
  ...StaffMember.properties,
  /** Password set and authenticator app coupled. */
  setUp: Type.Boolean(),
  active: Type.Boolean(),
  /** Locked by too many wrong codes of the authenticator app, until a teamleider unlocks it. */
  locked: Type.Boolean(),
});
export type StaffAccount = Static<typeof StaffAccount>;
export const StaffListResponse = Type.Object({ staff: Type.Array(StaffAccount) });
export type StaffListResponse = Static<typeof StaffListResponse>;
export const StaffCreateRequest = Type.Object({ email: Text(254), fullName: Text(100), role: StaffRole });
export type StaffCreateRequest = Static<typeof StaffCreateRequest>;
/** The one-time link that sets the new account's password and couples its authenticator app. */
export const StaffCreateResponse = Type.Object({ message: Type.String(), setupLink: Type.String() });
export type StaffCreateResponse = Static<typeof StaffCreateResponse>;
export const StaffParams = Type.Object({ id: Id('The staff account') });
